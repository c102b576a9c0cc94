/**
 * The checkout shell on a phone (390×844): a skeleton in the shape of the step while its code
 * loads, the drawer's heading that says where the shopper is ("Checkout", "Order confirmed"), the
 * order summary bar that keeps the total in view on every step and opens to the lines and totals,
 * and controls of at least 44×44 CSS px.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { setViewport } from '../shared/viewport.js';
import { smallTapTargets } from '../shared/tap-targets.js';
import { deepActiveElement, dialog } from '../elements/element-helpers.js';
import { rendered, setupWidget, startWidget } from '../widget/helpers.js';
import {
  checkoutElement,
  checkoutUpdated,
  openCheckout,
  partText,
  reviewWith,
  stepRoot,
  stepShown,
  until,
} from './checkout-helpers.js';
import { pressSpace } from '../shared/keys.js';

const shell = () => checkoutElement()!.shadowRoot!;
const heading = () =>
  (dialog()!.querySelector('[part~="title"]')!.textContent ?? '').replace(/\s+/g, ' ').trim();
const toggle = () => shell().querySelector<HTMLButtonElement>('[part~="order-summary-toggle"]')!;
const details = () => shell().querySelector<HTMLElement>('[part~="order-summary-details"]')!;

/** Whether `element` is drawn, whole, inside the window. */
function inView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return (
    box.height > 0 &&
    box.top >= 0 &&
    box.bottom <= window.innerHeight &&
    box.left >= 0 &&
    box.right <= window.innerWidth
  );
}

/** Waits until the drawer has slid in (a sheet from the bottom on a phone). */
async function slidIn(): Promise<void> {
  await Promise.all(
    dialog()!
      .getAnimations()
      .map((animation) => animation.finished),
  );
}

describe('checkout shell on a phone', () => {
  setupWidget();

  before(async () => {
    await setViewport({ width: 390, height: 844 });
  });

  it('a step whose code is on its way shows a skeleton in its shape, read as "Loading…", until it comes', async () => {
    // Nothing in this file has shown the payment step yet: its code loads when it is first needed.
    expect(customElements.get('svc-checkout-payment')).to.equal(undefined);
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 1 });
    const store = await openCheckout(svcCart);
    store.complete('contact');
    store.complete('delivery');
    await checkoutElement()!.updateComplete;
    const loading = shell().querySelector('[part~="loading"]')!;
    expect(loading.getAttribute('role')).to.equal('status');
    expect(loading.getAttribute('aria-busy')).to.equal('true');
    expect(partText(shell(), 'loading')).to.equal('Loading…');
    expect(
      [...loading.querySelectorAll('.skeleton-block')].map((block) =>
        block.className.replace('skeleton-block ', ''),
      ),
    ).to.deep.equal([
      'skeleton-title',
      'skeleton-card',
      'skeleton-field',
      'skeleton-field',
      'skeleton-button',
    ]);
    // The total stays in view while the step loads.
    await slidIn();
    expect(inView(toggle())).to.equal(true);
    await stepShown('payment');
    expect(shell().querySelector('[part~="loading"]')).to.equal(null);
  });

  it('the heading says "Checkout" through the steps and "Order confirmed" on the receipt, then the cart again', async () => {
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 1 });
    await openCheckout(svcCart);
    expect(heading()).to.equal('Checkout');
    expect(dialog()!.querySelector('[part~="count"]')).to.equal(null);
    svcCart.showSummary();
    await rendered();
    expect(heading()).to.equal('Your cart 1 item');
    svcCart.close();
    await rendered();
    await openCheckout(svcCart);
    expect(heading()).to.equal('Checkout');
  });

  it('after paying, the heading reads "Order confirmed" above the receipt', async () => {
    const svcCart = await startWidget();
    await reviewWith(svcCart);
    expect(heading()).to.equal('Checkout');
    stepRoot('review').querySelector<HTMLButtonElement>('[part~="submit-button"]')!.click();
    await stepShown('done');
    await until(() => heading() === 'Order confirmed', 'the heading of the receipt');
    // The receipt shows the order itself: no summary bar above it.
    expect(shell().querySelector('[part~="order-summary-toggle"]')).to.equal(null);
  });

  it('the order summary is a collapsed bar with the total, a button that opens to the lines and totals', async () => {
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 2 });
    await openCheckout(svcCart);
    expect(partText(shell(), 'order-summary-toggle')).to.equal('Order summary $28.00');
    expect(toggle().getAttribute('aria-expanded')).to.equal('false');
    expect(toggle().getAttribute('aria-controls')).to.equal(details().id);
    expect(details().hidden).to.equal(true);
    toggle().click();
    await checkoutUpdated();
    expect(toggle().getAttribute('aria-expanded')).to.equal('true');
    expect(details().hidden).to.equal(false);
    expect(partText(shell(), 'order-line-name')).to.equal('Ceramic Mug');
    expect(partText(shell(), 'order-line-quantity')).to.equal('Quantity: 2');
    expect(partText(shell(), 'due-today')).to.equal('Due today $28.00');
    toggle().click();
    await checkoutUpdated();
    expect(toggle().getAttribute('aria-expanded')).to.equal('false');
    expect(details().hidden).to.equal(true);
  });

  it('the keyboard opens and closes the order summary (Enter, Space)', async () => {
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 1 });
    await openCheckout(svcCart);
    toggle().focus();
    await sendKeys({ press: 'Enter' });
    await checkoutUpdated();
    expect(toggle().getAttribute('aria-expanded')).to.equal('true');
    expect(deepActiveElement()).to.equal(toggle());
    await pressSpace();
    await checkoutUpdated();
    expect(toggle().getAttribute('aria-expanded')).to.equal('false');
  });

  it('the total stays in view on every step, also when the step scrolls, and follows the cart', async () => {
    const svcCart = await startWidget();
    const store = await reviewWith(svcCart);
    for (const step of ['contact', 'delivery', 'payment', 'review'] as const) {
      store.goTo(step);
      const root = await stepShown(step);
      const body = root.querySelector('[part~="view-body"]');
      body?.scrollTo({ top: body.scrollHeight });
      await checkoutUpdated();
      await slidIn();
      expect(inView(toggle()), `the total on ${step}`).to.equal(true);
      expect(partText(shell(), 'order-summary-total'), `the total on ${step}`).to.equal('$36.71');
    }
    await svcCart.updateItem(svcCart.cart!.items[0]!.id, { quantity: 1 });
    await until(() => partText(shell(), 'order-summary-total') !== '$36.71', 'the new total');
    // 1400 + Standard 599, tax round(1999 × 8%) = 160.
    expect(partText(shell(), 'order-summary-total')).to.equal('$21.59');
  });

  it('every control of the header, the summary and the step list is at least 44×44, closed and open', async () => {
    const svcCart = await startWidget();
    const store = await reviewWith(svcCart);
    store.goTo('delivery');
    await stepShown('delivery');
    const own = () => [
      ...shell().querySelectorAll('header, [part~="order-summary-details"], [part~="steps"]'),
    ];
    expect(own().flatMap((element) => smallTapTargets(element))).to.deep.equal([]);
    toggle().click();
    await checkoutUpdated();
    expect(own().flatMap((element) => smallTapTargets(element))).to.deep.equal([]);
    await expect(checkoutElement()).to.be.accessible();
  });
});

describe('the review and its offer on a phone', () => {
  setupWidget();

  before(async () => {
    await setViewport({ width: 390, height: 844 });
  });

  it('the choices\u2019 "Change" buttons and the offer\u2019s buttons are at least 44×44', async () => {
    const svcCart = await startWidget();
    await reviewWith(svcCart);
    const offers = () => stepRoot('review').querySelector('svc-checkout-offers')!.shadowRoot!;
    await until(() => partText(offers(), 'offer-title') === 'Need filters?', 'the offer');
    const review = stepRoot('review');
    expect(review.querySelectorAll('[part~="choice-change"]')).to.have.length(3);
    expect(smallTapTargets(review.querySelector('[part~="choices"]')!)).to.deep.equal([]);
    expect(offers().querySelectorAll('button')).to.have.length(2);
    expect(smallTapTargets(offers())).to.deep.equal([]);
  });
});
