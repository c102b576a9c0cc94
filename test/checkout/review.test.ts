/**
 * The review step: what is bought and its totals, the choices with "Change", the discount code
 * and gift card still editable, the pay button with the exact amount, axe, and paying with the
 * keyboard only.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { SANDBOX_GIFT_CARD_CODE } from '../../sandbox/index.js';
import { deepActiveElement, dialog } from '../elements/element-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import {
  buttonNamed,
  checkoutUpdated,
  field,
  partText,
  reviewWith,
  stepRoot,
  stepShown,
  type,
} from './checkout-helpers.js';

const review = () => stepRoot('review');
const payLabel = () => partText(review(), 'submit-button');
/** The totals as [label, value(s)] pairs. */
const totals = () =>
  [...review().querySelectorAll('[part~="totals-row"]')].map((row) => [
    row.querySelector('dt')!.textContent!.trim(),
    [...row.querySelectorAll('dd')].map((dd) => dd.textContent!.trim()).join(' | '),
  ]);
const choice = (name: string) => partText(review(), `${name}`)?.replace(/ Change$/, '') ?? null;

describe('checkout review', () => {
  const sandbox = setupWidget();

  it('shows the lines, the totals and "Pay $36.71" for two mugs delivered by Standard', async () => {
    const svcCart = await startWidget();
    await reviewWith(svcCart);
    expect(partText(review(), 'step-title')).to.equal('Review and pay');
    expect(partText(review(), 'order-lines')).to.equal('Ceramic Mug Sand Quantity: 2 $28.00');
    expect(totals()).to.deep.equal([
      ['Subtotal', '$28.00'],
      ['Shipping', '$5.99'],
      ['Tax', '$2.72'],
      ['Due today', '$36.71'],
    ]);
    expect(payLabel()).to.equal('Pay $36.71');
    expect(svcCart.cart!.total).to.equal(3671);
  });

  it('a subscription line says what it costs later; the totals split "Due today" and "Recurring"', async () => {
    const svcCart = await startWidget();
    await reviewWith(svcCart, [{ productId: 101 }, { productId: 201, quantity: 1 }]);
    const lines = [...review().querySelectorAll('[part~="order-line"]')].map((line) =>
      line.textContent!.replace(/\s+/g, ' ').trim(),
    );
    expect(lines).to.deep.equal([
      'House Blend Subscription Every 2 weeks Quantity: 1 $18.00 $18.00 every 2 weeks',
      'Ceramic Mug Sand Quantity: 1 $14.00',
    ]);
    // 3200; Standard 599 (under 50.00); tax round(3799 × 8%) = 304.
    expect(totals()).to.deep.equal([
      ['Subtotal', '$32.00'],
      ['Shipping', '$5.99'],
      ['Tax', '$3.04'],
      ['Due today', '$41.03'],
      ['Recurring', '$18.00 every 2 weeks'],
    ]);
    expect(payLabel()).to.equal('Pay $41.03');
  });

  it('shows the contact, the delivery with its method and the card chosen', async () => {
    const svcCart = await startWidget();
    await reviewWith(svcCart);
    await waitFor(() => (choice('delivery') ?? '').includes('Standard'), 'the delivery method’s name');
    expect(choice('contact')).to.equal('Contact Sam Shopper shopper@example.com');
    expect(choice('delivery')).to.equal(
      'Delivery Sam Shopper 100 Main Street Portland 97201 United States Standard: $5.99',
    );
    expect(choice('payment')).to.equal('Payment Visa ending in 4242 Expires 12/2030');
  });

  it('"Change" goes back to that done step; what was chosen stays', async () => {
    const svcCart = await startWidget();
    const store = await reviewWith(svcCart);
    buttonNamed(review(), 'Change delivery').click();
    await checkoutUpdated();
    expect(store.step).to.equal('delivery');
    expect([...store.done]).to.include.members(['contact', 'delivery', 'payment']);
    expect(svcCart.cart!.shippingMethodId).to.equal(1);
    store.complete('delivery');
    await stepShown('review');
    buttonNamed(review(), 'Change contact').click();
    await checkoutUpdated();
    expect(store.step).to.equal('contact');
  });

  it('applies a discount code inline: the request, the code shown, the totals and the pay amount', async () => {
    const svcCart = await startWidget();
    await reviewWith(svcCart);
    sandbox().clearSent();
    type(field(review(), 'coupon'), 'welcome10');
    buttonNamed(review(), 'Apply').click();
    await waitFor(() => partText(review(), 'coupon-applied') !== null, 'the applied code');
    const updates = (await sandbox().sent()).filter((r) => r.method === 'PATCH');
    expect(updates.map((r) => r.body)).to.deep.equal([{ couponCode: 'welcome10' }]);
    expect(partText(review(), 'coupon-applied')).to.equal('Code WELCOME10 applied');
    expect(deepActiveElement()).to.equal(review().querySelector('[part~="coupon-applied"]'));
    // 2800 − 280; Standard 599; tax round(3119 × 8%) = 250.
    expect(totals()).to.deep.equal([
      ['Subtotal', '$28.00'],
      ['Discount', '-$2.80'],
      ['Shipping', '$5.99'],
      ['Tax', '$2.50'],
      ['Due today', '$33.69'],
    ]);
    expect(payLabel()).to.equal('Pay $33.69');

    buttonNamed(review(), 'Remove discount code WELCOME10').click();
    await waitFor(() => payLabel() === 'Pay $36.71', 'the code removed');
    expect(deepActiveElement()).to.equal(field(review(), 'coupon'));
  });

  it('a refused code shows its message next to the field, keeps what was typed, and focuses it', async () => {
    const svcCart = await startWidget();
    await reviewWith(svcCart);
    type(field(review(), 'coupon'), 'NOPE');
    buttonNamed(review(), 'Apply').click();
    await waitFor(() => partText(review(), 'coupon-error') !== null, 'the code’s error');
    expect(partText(review(), 'coupon-error')).to.equal('This code is not valid.');
    expect(review().querySelector('[part~="coupon-error"]')!.getAttribute('role')).to.equal('alert');
    const input = field(review(), 'coupon');
    expect(input.value).to.equal('NOPE');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.getAttribute('aria-describedby')).to.equal('coupon-error');
    expect(deepActiveElement()).to.equal(input);
    expect(payLabel()).to.equal('Pay $36.71');
  });

  it('redeems a gift card: the amount it covers and what is left to pay', async () => {
    const svcCart = await startWidget();
    await reviewWith(svcCart);
    type(field(review(), 'gift-card'), SANDBOX_GIFT_CARD_CODE);
    buttonNamed(review(), 'Redeem').click();
    await waitFor(() => partText(review(), 'gift-card-applied') !== null, 'the gift card');
    expect(partText(review(), 'gift-card-applied')).to.equal('Gift card applied: $30.00');
    expect(totals().at(-2)).to.deep.equal(['Gift card', '-$30.00']);
    expect(payLabel()).to.equal('Pay $6.71');
  });

  it('the pay button says it in German after setLanguage("de")', async () => {
    const svcCart = await startWidget();
    await reviewWith(svcCart);
    svcCart.setLanguage('de');
    await waitFor(() => partText(review(), 'step-title') === 'Prüfen und bezahlen', 'German');
    const button = review().querySelector('[part~="submit-button"]')!;
    expect(button.textContent!.trim()).to.equal('36,71\u00a0$ bezahlen');
  });

  it('focuses its heading when it appears', async () => {
    const svcCart = await startWidget();
    await reviewWith(svcCart);
    expect(deepActiveElement()).to.equal(review().querySelector('[part~="step-title"]'));
  });

  it('the drawer with the review passes axe, also with a code refused', async function () {
    // Two axe runs over the whole drawer: slow on a busy machine.
    this.timeout(20_000);
    const svcCart = await startWidget();
    await reviewWith(svcCart);
    await waitFor(() => (choice('delivery') ?? '').includes('Standard'), 'the delivery method’s name');
    await expect(dialog()!).to.be.accessible();
    type(field(review(), 'coupon'), 'NOPE');
    buttonNamed(review(), 'Apply').click();
    await waitFor(() => partText(review(), 'coupon-error') !== null, 'the code’s error');
    await expect(dialog()!).to.be.accessible();
  });

  it('the drawer with the receipt passes axe', async function () {
    this.timeout(20_000);
    const svcCart = await startWidget();
    await reviewWith(svcCart);
    review().querySelector<HTMLButtonElement>('[part~="submit-button"]')!.click();
    await stepShown('done');
    const offers = () => stepRoot('done').querySelector('svc-checkout-offers')!.shadowRoot!;
    await waitFor(() => partText(offers(), 'offer-title') === 'Add a second bag next time', 'the offer');
    await expect(dialog()!).to.be.accessible();
  });

  it('keyboard only: Tab through the choices and codes to "Pay" and press Enter', async () => {
    const svcCart = await startWidget();
    await reviewWith(svcCart);
    sandbox().clearSent();
    const visited: string[] = [];
    for (let presses = 0; presses < 30; presses++) {
      const part = deepActiveElement()?.getAttribute('part') ?? '';
      if (part === 'submit-button') break;
      visited.push(part);
      await sendKeys({ press: 'Tab' });
    }
    expect(deepActiveElement()?.getAttribute('part')).to.equal('submit-button');
    expect(visited).to.include.members(['step-title', 'choice-change', 'coupon-input', 'gift-card-input']);
    await sendKeys({ press: 'Enter' });
    await stepShown('done');
    const purchases = (await sandbox().sent()).filter((r) => r.path.endsWith('/purchase'));
    expect(purchases).to.have.length(1);
    expect(partText(stepRoot('done'), 'step-title')).to.equal('Thank you for your order!');
  });
});
