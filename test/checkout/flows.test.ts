/**
 * End-to-end checkout flows through the UI only, against the sandbox: a shopper clicks and types
 * from the contact step to the receipt (new account, one-time code, signed in; new address,
 * pick-up, digital only; new card, saved card, declined card, 3-D Secure), with the pre- and
 * post-purchase offers, a double submit, the keyboard only and axe on every step.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http } from 'msw';
import type { CheckoutStep, CheckoutStore } from '../../src/controller/checkout/checkout-store.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import type { SentRequest } from '../../sandbox/testing.js';
import { SANDBOX_OTP_CODE } from '../../sandbox/fixtures.js';
import { deepActiveElement, dialog } from '../elements/element-helpers.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import {
  buttonNamed,
  checkoutElement,
  checkoutUpdated,
  field,
  openCheckout,
  partText,
  stepElement,
  stepRoot,
  stepShown,
  type,
  until,
} from './checkout-helpers.js';

const MUG = 201;
const EBOOK = 231;
const FILTERS = 211;
/** shopper@example.com's saved cards: 4242 pays, 3184 asks for 3-D Secure, 0002 is declined. */
const SAVED = { visa4242: 1, visa3184: 2, mastercard0002: 3 };
const RECEIPT_TITLE = 'Thank you for your order!';

const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Waits until the store moved to `step` and the step is drawn. */
async function reached(store: CheckoutStore, step: CheckoutStep): Promise<ShadowRoot> {
  await until(() => store.step === step, `the ${step} step`);
  return stepShown(step);
}

/** The radio cards named `name` in a step, with their labels' text. */
const cards = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)].map((input) => ({
    input,
    text: text(input.closest('label')),
  }));
const card = (root: ShadowRoot, name: string, label: string) => {
  const found = cards(root, name).find((entry) => entry.text.startsWith(label));
  if (!found) throw new Error(`no ${name} card ${label}`);
  return found.input;
};
const submit = (step: CheckoutStep) =>
  stepRoot(step).querySelector<HTMLButtonElement>('[part~="submit-button"]')!;

/** The sandbox gateway's card form, in the payment step's light DOM (or the forwarded slot). */
function cardForm(): ShadowRoot {
  const form =
    stepElement('payment')?.querySelector('svc-gateway-card-form') ??
    document.querySelector('svc-cart-root > [slot="svc-gateway"] svc-gateway-card-form');
  if (!form?.shadowRoot) throw new Error('the card form is not shown');
  return form.shadowRoot;
}
const cardInput = (name: 'number' | 'expiry' | 'cvc') =>
  cardForm().querySelector<HTMLInputElement>(`#card-${name}`)!;
const cardRadios = () => [
  ...stepRoot('payment').querySelectorAll<HTMLInputElement>('input[name="payment-method"]'),
];

/** The 3-D Secure challenge dialog drawn in the review. */
const challenge = () =>
  stepRoot('review')
    .querySelector('[part~="verification"] svc-gateway-challenge')
    ?.shadowRoot?.querySelector('dialog') ?? null;
const buttonIn = (root: ParentNode, label: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((button) => text(button) === label)!;

/** The offers element of the receipt and its shadow root. */
const receiptOffers = () => stepRoot('done').querySelector('svc-checkout-offers')!.shadowRoot!;
/** The pre-purchase offers above the contact and delivery steps. */
const preOffers = () =>
  checkoutElement()!.shadowRoot!.querySelector('svc-checkout-offers[part~="offers"]')!.shadowRoot!;

/** Presses Tab until `check` holds for the focused element (at most `presses` times). */
async function tabTo(check: (element: Element | null) => boolean, what: string, presses = 40) {
  for (let pressed = 0; pressed < presses && !check(deepActiveElement()); pressed++)
    await sendKeys({ press: 'Tab' });
  expect(check(deepActiveElement()), `focus on ${what}`).to.equal(true);
}
const named = (name: string) => (element: Element | null) => element?.getAttribute('name') === name;
const part = (name: string) => (element: Element | null) =>
  Boolean(element?.getAttribute('part')?.split(' ').includes(name));

/** The PURCHASE_COMPLETED events: [error, cart id, cart status, cart items as [productId, quantity]]. */
function recordPurchases(svcCart: SvcCart): unknown[][] {
  const seen: unknown[][] = [];
  svcCart.events.on('PURCHASE_COMPLETED', (error, data) => {
    const { cart } = data as {
      cart: { id: string; status: string; items: { productId: number; quantity: number }[] };
    };
    seen.push([error, cart.id, cart.status, cart.items.map((item) => [item.productId, item.quantity])]);
  });
  return seen;
}

describe('checkout flows (UI only, sandbox)', () => {
  const sandbox = setupWidget();

  const isPurchase = (r: SentRequest) => r.method === 'POST' && /^\/carts\/[^/]+\/purchase$/.test(r.path);
  const purchases = async () => (await sandbox().sent()).filter(isPurchase);
  /** The requests that change something (not reads, not offers), as "METHOD path" and body. */
  const changes = async (cartId: string) =>
    (await sandbox().sent())
      .filter((r) => r.method !== 'GET' && !r.path.includes('/funnels/'))
      .map((r) => [`${r.method} ${r.path.replace(cartId, ':cart')}`, r.body]);
  const charges = () => sandbox().store.charges.map(({ amount, kind }) => ({ amount, kind }));

  /** A signed-in shopper@example.com (token, as a page would start the widget) with `items`. */
  async function signedInWith(items: number[] = [MUG]): Promise<{ svcCart: SvcCart; store: CheckoutStore }> {
    const svcCart = await startWidget({ accessToken: sandbox().store.issueToken(1) });
    for (const productId of items) await svcCart.addItem({ productId, quantity: 1 });
    const store = await openCheckout(svcCart);
    return { svcCart, store };
  }

  /** The signed-in contact step: Continue. */
  async function continueSignedIn(store: CheckoutStore, next: CheckoutStep = 'delivery') {
    const contact = stepRoot('contact');
    await until(() => partText(stepRoot('contact'), 'contact-heading')!.startsWith('Signed in'), 'signed in');
    buttonNamed(contact, 'Continue').click();
    return reached(store, next);
  }

  /** The delivery step with the default saved address: `method` chosen, Continue. */
  async function deliverToSaved(store: CheckoutStore, method = 'Standard') {
    await until(() => cards(stepRoot('delivery'), 'method').length === 2, 'the delivery methods');
    card(stepRoot('delivery'), 'method', method).click();
    await checkoutUpdated();
    submit('delivery').click();
    return reached(store, 'payment');
  }

  /** The payment step: the saved card at `index` chosen, Continue. */
  async function payWithSaved(store: CheckoutStore, index: number) {
    await until(() => cardRadios().length === 3, 'the saved cards');
    cardRadios()[index]!.click();
    await checkoutUpdated();
    buttonNamed(stepRoot('payment'), 'Continue').click();
    return reached(store, 'review');
  }

  /** Pay on the review; waits for the receipt. */
  async function pay(store: CheckoutStore) {
    submit('review').click();
    return reached(store, 'done');
  }

  it('a guest registers, adds a new address and a new 4242 card, pays: PURCHASE_COMPLETED and the receipt', async function () {
    this.timeout(30_000);
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: MUG, quantity: 1 });
    const completed = recordPurchases(svcCart);
    const store = await openCheckout(svcCart);
    const cartId = svcCart.cart!.id;
    sandbox().clearSent();

    // Contact: a new email, then the account.
    type(field(stepRoot('contact'), 'email'), 'nora.flow@example.com');
    buttonNamed(stepRoot('contact'), 'Continue').click();
    await until(() => partText(stepRoot('contact'), 'contact-heading') === 'Create your account', 'register');
    const contact = stepRoot('contact');
    type(field(contact, 'firstName'), 'Nora');
    type(field(contact, 'lastName'), 'Newton');
    type(field(contact, 'password'), 'secret123');
    field(contact, 'tosConsent').click();
    buttonNamed(contact, 'Create account').click();

    // Delivery: no saved address, so the form; the names come from the account.
    await reached(store, 'delivery');
    await until(() => field(stepRoot('delivery'), 'addressOne') !== null, 'the address form');
    const root = stepRoot('delivery');
    expect([field(root, 'firstName').value, field(root, 'lastName').value]).to.deep.equal(['Nora', 'Newton']);
    type(field(root, 'addressOne'), '1 Elm Street');
    type(field(root, 'city'), 'Austin');
    type(field(root, 'zip'), '73301');
    const country = field<HTMLSelectElement>(root, 'countryId');
    country.value = 'US';
    country.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    await until(() => cards(stepRoot('delivery'), 'method').length === 2, 'the delivery methods');
    card(stepRoot('delivery'), 'method', 'Standard').click();
    await checkoutUpdated();
    submit('delivery').click();

    // Payment: no saved card, so the card form opens by itself.
    await reached(store, 'payment');
    await until(() => cardInput('number') !== null, 'the card form');
    type(cardInput('number'), '4242 4242 4242 4242');
    type(cardInput('expiry'), '12/34');
    type(cardInput('cvc'), '123');
    buttonNamed(stepRoot('payment'), 'Save card').click();
    await until(() => cardRadios().length === 1 && cardRadios()[0]!.checked, 'the new card, chosen');
    buttonNamed(stepRoot('payment'), 'Continue').click();

    const review = await reached(store, 'review');
    expect(partText(review, 'submit-button')).to.equal('Pay $21.59');
    await pay(store);

    const newCard = store.paymentMethods![0]!.id;
    expect(await changes(cartId)).to.deep.equal([
      ['POST /auth/registered', { email: 'nora.flow@example.com' }],
      [
        'POST /auth/register',
        { email: 'nora.flow@example.com', firstName: 'Nora', lastName: 'Newton', password: 'secret123' },
      ],
      ['PATCH /customers/me', { tosConsent: true }],
      ['POST /carts/:cart/customer', undefined],
      [
        'PATCH /carts/:cart',
        {
          shippingAddress: {
            firstName: 'Nora',
            lastName: 'Newton',
            addressOne: '1 Elm Street',
            addressTwo: null,
            city: 'Austin',
            zip: '73301',
            countryId: 840,
          },
          shippingMethodId: 1,
        },
      ],
      ['POST /wallet/setup', { gatewayId: 1 }],
      ['POST /customers/me/payment-methods', { gatewayId: 1, token: 'tok_4242' }],
      ['PATCH /carts/:cart', { paymentMethodId: newCard }],
      ['POST /carts/:cart/purchase', {}],
    ]);
    expect(await purchases()).to.have.length(1);
    expect(completed).to.deep.equal([[null, cartId, 'purchased', [[MUG, 1]]]]);
    expect(charges()).to.deep.equal([{ amount: 2159, kind: 'purchase' }]);
    const receipt = stepRoot('done');
    expect(partText(receipt, 'step-title')).to.equal(RECEIPT_TITLE);
    expect(partText(receipt, 'receipt-email')).to.equal(
      'A confirmation is on its way to nora.flow@example.com.',
    );
  });

  it('a signed-in customer pays with the saved 3184 card: 3-D Secure Confirm, paid, a post-purchase offer bought', async function () {
    this.timeout(30_000);
    const { svcCart, store } = await signedInWith();
    const cartId = svcCart.cart!.id;
    const completed = recordPurchases(svcCart);
    await continueSignedIn(store);
    await deliverToSaved(store);
    await payWithSaved(store, 1);
    sandbox().clearSent();
    submit('review').click();

    await until(() => challenge()?.open === true, 'the 3-D Secure challenge');
    const dialogElement = challenge()!;
    expect(dialogElement.matches(':modal')).to.equal(true);
    expect(text(dialogElement.querySelector('h2'))).to.equal('Your bank wants to confirm this payment');
    expect(deepActiveElement()).to.equal(buttonIn(dialogElement, 'Confirm'));
    expect(completed).to.deep.equal([]);
    buttonIn(dialogElement, 'Confirm').click();
    await reached(store, 'done');

    const sent = (await sandbox().sent()).filter(
      (r) => r.method === 'POST' || r.path.startsWith('/payment-intents'),
    );
    expect(
      sent.map((r) => `${r.method} ${r.path.replace(cartId, ':cart').replace(/pi_\w+/, 'pi')}`),
    ).to.deep.equal([
      'POST /carts/:cart/purchase',
      'GET /payment-intents/pi',
      'POST /payment-intents/pi/confirm',
      'POST /carts/:cart/purchase',
    ]);
    expect((sent[2]!.body as { externalPaymentId: string }).externalPaymentId).to.match(/^3ds_/);
    expect(completed).to.deep.equal([[null, cartId, 'purchased', [[MUG, 1]]]]);
    expect(partText(stepRoot('done'), 'step-title')).to.equal(RECEIPT_TITLE);
    expect(charges()).to.deep.equal([{ amount: 2159, kind: 'purchase' }]);

    // The post-purchase offer, bought with the same card: 3-D Secure again, one charge.
    await until(
      () => partText(receiptOffers(), 'offer-title') === 'Add a second bag next time',
      'the post-purchase offer',
    );
    sandbox().clearSent();
    buttonNamed(receiptOffers(), 'Buy now').click();
    const offerChallenge = () =>
      receiptOffers()
        .querySelector('[part~="verification"] svc-gateway-challenge')
        ?.shadowRoot?.querySelector('dialog') ?? null;
    await until(() => offerChallenge()?.open === true, 'the offer’s 3-D Secure challenge');
    expect(deepActiveElement()).to.equal(buttonIn(offerChallenge()!, 'Confirm'));
    buttonIn(offerChallenge()!, 'Confirm').click();
    await until(() => partText(receiptOffers(), 'offer-title') === 'Try the tea club', 'the next offer');
    const accepts = (await sandbox().sent()).filter((r) => r.path.endsWith('/accept'));
    // One accept of the offer; the card asks for 3-D Secure, so it is sent again with the intent.
    expect(accepts.map((r) => r.path)).to.deep.equal([
      `/carts/${cartId}/funnels/post-purchase/4/accept`,
      `/carts/${cartId}/funnels/post-purchase/4/accept`,
    ]);
    expect(accepts[0]!.body).to.deep.equal({ offers: [{ productId: 402 }] });
    expect(accepts[1]!.body).to.deep.include({ offers: [{ productId: 402 }] });
    expect((accepts[1]!.body as { paymentIntentId: string }).paymentIntentId).to.match(/^pi_/);
    expect(charges().filter((charge) => charge.kind === 'post_purchase')).to.have.length(1);
    expect(await purchases()).to.deep.equal([]);
  });

  it('a declined saved card (0002): the message on payment, the 4242 card chosen, paid; two purchases, nothing lost', async function () {
    this.timeout(30_000);
    const { svcCart, store } = await signedInWith();
    const cartId = svcCart.cart!.id;
    const completed = recordPurchases(svcCart);
    await continueSignedIn(store);
    await deliverToSaved(store, 'Express');
    await payWithSaved(store, 2);
    const items = svcCart.cart!.items;
    sandbox().clearSent();
    submit('review').click();

    const payment = await reached(store, 'payment');
    await until(() => partText(stepRoot('payment'), 'view-error') !== null, 'the message');
    expect(partText(payment, 'view-error')).to.equal('The card was declined. Choose another payment method.');
    expect(stepRoot('payment').querySelector('[part~="view-error"]')!.getAttribute('role')).to.equal('alert');
    expect(completed).to.deep.equal([]);
    expect(svcCart.cart!.status).to.equal('open');
    expect(svcCart.cart!.items).to.deep.equal(items);
    expect([svcCart.cart!.shippingMethodId, svcCart.cart!.paymentMethodId]).to.deep.equal([
      2,
      SAVED.mastercard0002,
    ]);
    expect(cardRadios().map((radio) => radio.checked)).to.deep.equal([false, false, true]);

    cardRadios()[0]!.click();
    await checkoutUpdated();
    buttonNamed(stepRoot('payment'), 'Continue').click();
    await reached(store, 'review');
    await pay(store);

    const [declined, paid, ...more] = await purchases();
    expect(more).to.deep.equal([]);
    expect(paid!.headers.get('idempotency-key')).to.not.equal(declined!.headers.get('idempotency-key'));
    expect(svcCart.cart!.shippingMethodId).to.equal(2);
    expect(completed).to.deep.equal([[null, cartId, 'purchased', [[MUG, 1]]]]);
    expect(charges()).to.have.length(1);
    expect(partText(stepRoot('done'), 'step-title')).to.equal(RECEIPT_TITLE);
  });

  it('a guest signs in with a one-time code and pays with the saved default card', async function () {
    this.timeout(30_000);
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: MUG, quantity: 1 });
    const completed = recordPurchases(svcCart);
    const store = await openCheckout(svcCart);
    const cartId = svcCart.cart!.id;
    sandbox().clearSent();
    type(field(stepRoot('contact'), 'email'), 'shopper@example.com');
    buttonNamed(stepRoot('contact'), 'Continue').click();
    await until(() => partText(stepRoot('contact'), 'contact-heading') === 'Sign in', 'the sign-in form');
    buttonNamed(stepRoot('contact'), 'Email me a one-time code instead').click();
    await until(
      () => partText(stepRoot('contact'), 'contact-heading') === 'Enter your code',
      'the code form',
    );
    type(field(stepRoot('contact'), 'code'), SANDBOX_OTP_CODE);
    buttonNamed(stepRoot('contact'), 'Sign in').click();
    await reached(store, 'delivery');
    await deliverToSaved(store);
    await until(() => cardRadios().length === 3, 'the saved cards');
    expect(cardRadios()[0]!.checked).to.equal(true);
    buttonNamed(stepRoot('payment'), 'Continue').click();
    await reached(store, 'review');
    await pay(store);

    const sent = await changes(cartId);
    expect(sent.slice(0, 3)).to.deep.equal([
      ['POST /auth/registered', { email: 'shopper@example.com' }],
      ['POST /auth/otp', { email: 'shopper@example.com' }],
      ['POST /auth/otp/login', { email: 'shopper@example.com', token: SANDBOX_OTP_CODE }],
    ]);
    expect(sent.filter(([what]) => what === 'PATCH /carts/:cart').map(([, body]) => body)).to.deep.equal([
      { shippingAddressId: svcCart.cart!.shippingAddressId, shippingMethodId: 1 },
      { paymentMethodId: SAVED.visa4242 },
    ]);
    expect(await purchases()).to.have.length(1);
    expect(completed).to.deep.equal([[null, cartId, 'purchased', [[MUG, 1]]]]);
    expect(partText(stepRoot('done'), 'step-title')).to.equal(RECEIPT_TITLE);
  });

  it('pick-up at the roastery, then paid: no shipping charged', async function () {
    this.timeout(30_000);
    const { svcCart, store } = await signedInWith();
    const cartId = svcCart.cart!.id;
    const completed = recordPurchases(svcCart);
    await continueSignedIn(store);
    await until(() => cards(stepRoot('delivery'), 'kind').length === 2, 'the ways to receive it');
    card(stepRoot('delivery'), 'kind', 'Pick up').click();
    await until(() => cards(stepRoot('delivery'), 'pickup-person').length > 0, 'the pick-up details');
    sandbox().clearSent();
    submit('delivery').click();
    await reached(store, 'payment');
    expect(await changes(cartId)).to.deep.equal([['PATCH /carts/:cart', { shippingMethodId: 10 }]]);
    await payWithSaved(store, 0);
    await pay(store);
    expect(await purchases()).to.have.length(1);
    expect(completed).to.deep.equal([[null, cartId, 'purchased', [[MUG, 1]]]]);
    expect([svcCart.cart!.shippingMethodId, svcCart.cart!.shipping]).to.deep.equal([10, 0]);
    // 1400 + tax round(1400 × 8%) = 112.
    expect(charges()).to.deep.equal([{ amount: 1512, kind: 'purchase' }]);
    expect(partText(stepRoot('done'), 'step-title')).to.equal(RECEIPT_TITLE);
  });

  it('a digital-only cart (the eBook) goes from contact to payment, then paid', async function () {
    this.timeout(30_000);
    const { svcCart, store } = await signedInWith([EBOOK]);
    const cartId = svcCart.cart!.id;
    sandbox().clearSent();
    const completed = recordPurchases(svcCart);
    const steps = () =>
      [...checkoutElement()!.shadowRoot!.querySelectorAll('[part~="step"]')].map((step) => text(step));
    expect(steps()).to.deep.equal(['Contact', 'Payment', 'Review']);
    await continueSignedIn(store, 'payment');
    await payWithSaved(store, 0);
    await pay(store);
    expect(await changes(cartId)).to.deep.equal([
      ['POST /carts/:cart/customer', undefined],
      ['PATCH /carts/:cart', { paymentMethodId: SAVED.visa4242 }],
      ['POST /carts/:cart/purchase', {}],
    ]);
    expect(
      (await sandbox().sent()).filter((r) => r.path.includes('shipping') || r.path.includes('addresses')),
    ).to.deep.equal([]);
    expect(await purchases()).to.have.length(1);
    expect(completed).to.deep.equal([[null, cartId, 'purchased', [[EBOOK, 1]]]]);
    expect(svcCart.cart!.shippingMethodId).to.equal(null);
    expect(partText(stepRoot('done'), 'step-title')).to.equal(RECEIPT_TITLE);
  });

  it('the pre-purchase offer above contact, accepted: its product is in the cart and on the review', async function () {
    this.timeout(30_000);
    const { svcCart, store } = await signedInWith();
    const cartId = svcCart.cart!.id;
    await until(() => partText(preOffers(), 'offer-title') === 'Need filters?', 'the pre-purchase offer');
    sandbox().clearSent();
    buttonNamed(preOffers(), 'Add to order').click();
    await until(() => partText(preOffers(), 'offer-title') === 'Learn to brew', 'the next offer');
    const accepts = (await sandbox().sent()).filter((r) => r.path.endsWith('/accept'));
    expect(accepts.map((r) => [r.path, r.body])).to.deep.equal([
      [`/carts/${cartId}/funnels/pre-purchase/1/accept`, { offers: [{ productId: FILTERS }] }],
    ]);
    expect(svcCart.cart!.items.map((item) => [item.productId, item.quantity])).to.deep.equal([
      [MUG, 1],
      [FILTERS, 1],
    ]);
    await continueSignedIn(store);
    await deliverToSaved(store);
    await payWithSaved(store, 0);
    const lines = partText(stepRoot('review'), 'order-lines')!;
    expect(lines).to.contain('Ceramic Mug');
    const filters = svcCart.cart!.items.find((item) => item.productId === FILTERS)!;
    expect(lines).to.contain((filters as { product?: { name?: string } }).product!.name!);
    expect(stepRoot('review').querySelectorAll('[part~="order-lines"] li')).to.have.length(2);
  });

  it('a double click and Enter pressed again and again on "Pay" send one purchase', async function () {
    this.timeout(30_000);
    const { svcCart, store } = await signedInWith();
    const completed = recordPurchases(svcCart);
    await continueSignedIn(store);
    await deliverToSaved(store);
    await payWithSaved(store, 0);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    sandbox().worker.use(
      http.post(
        '*/storefront/v1/carts/:cartId/purchase',
        async () => {
          await held;
          return undefined;
        },
        { once: true },
      ),
    );
    sandbox().clearSent();
    const button = submit('review');
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, detail: 1 }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, detail: 2 }));
    await until(() => button.getAttribute('aria-busy') === 'true', 'the busy pay button');
    button.focus();
    for (let presses = 0; presses < 5; presses++) await sendKeys({ press: 'Enter' });
    release();
    await reached(store, 'done');
    expect(await purchases()).to.have.length(1);
    expect(charges()).to.have.length(1);
    expect(completed).to.have.length(1);
  });

  it('a guest with the keyboard only: registers, types an address, adds a card, pays', async function () {
    this.timeout(60_000);
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: MUG, quantity: 1 });
    const completed = recordPurchases(svcCart);
    const store = await openCheckout(svcCart);
    const cartId = svcCart.cart!.id;

    await until(() => deepActiveElement() === field(stepRoot('contact'), 'email'), 'focus on the email');
    await sendKeys({ type: 'kay.flow@example.com' });
    await sendKeys({ press: 'Enter' });
    await until(() => deepActiveElement()?.id === 'firstName', 'the registration form');
    await sendKeys({ type: 'Kay' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'Board' });
    await tabTo(named('tosConsent'), 'the terms');
    await sendKeys({ press: 'Space' });
    await tabTo(part('submit-button'), 'Create account');
    await sendKeys({ press: 'Enter' });

    await reached(store, 'delivery');
    await tabTo(named('addressOne'), 'the address');
    await sendKeys({ type: '1 Elm Street' });
    await tabTo(named('city'), 'the city');
    await sendKeys({ type: 'Austin' });
    await tabTo(named('zip'), 'the ZIP');
    await sendKeys({ type: '73301' });
    await tabTo(named('countryId'), 'the country');
    await sendKeys({ press: 'ArrowDown' });
    await until(() => cards(stepRoot('delivery'), 'method').length === 2, 'the delivery methods');
    await tabTo(named('method'), 'the methods');
    await sendKeys({ press: 'Space' });
    await tabTo(part('submit-button'), 'Continue');
    await sendKeys({ press: 'Enter' });

    await reached(store, 'payment');
    await until(() => cardInput('number') !== null, 'the card form');
    await tabTo((element) => element === cardInput('number'), 'the card number');
    await sendKeys({ type: '4242424242424242' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: '12/34' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: '123' });
    await sendKeys({ press: 'Enter' });
    await until(() => cardRadios().length === 1, 'the new card');
    await tabTo((element) => element === buttonNamed(stepRoot('payment'), 'Continue'), 'Continue');
    await sendKeys({ press: 'Enter' });

    await reached(store, 'review');
    sandbox().clearSent();
    await tabTo(part('submit-button'), 'Pay');
    await sendKeys({ press: 'Enter' });
    await reached(store, 'done');

    expect(await purchases()).to.have.length(1);
    expect(completed).to.deep.equal([[null, cartId, 'purchased', [[MUG, 1]]]]);
    expect(svcCart.customer).to.include({
      email: 'kay.flow@example.com',
      firstName: 'Kay',
      tosConsent: true,
    });
    expect(svcCart.cart!.shippingMethodId).to.equal(1);
    expect(partText(stepRoot('done'), 'step-title')).to.equal(RECEIPT_TITLE);
  });

  it('every step of a flow passes axe: contact, delivery, payment, review, receipt', async function () {
    this.timeout(90_000);
    const { store } = await signedInWith();
    await expect(dialog()!).to.be.accessible();
    await continueSignedIn(store);
    await until(() => cards(stepRoot('delivery'), 'method').length === 2, 'the delivery methods');
    await expect(dialog()!).to.be.accessible();
    await deliverToSaved(store);
    await until(() => cardRadios().length === 3, 'the saved cards');
    await expect(dialog()!).to.be.accessible();
    await payWithSaved(store, 0);
    await expect(dialog()!).to.be.accessible();
    await pay(store);
    await until(() => partText(receiptOffers(), 'offer-title') !== null, 'the receipt’s offer');
    await expect(dialog()!).to.be.accessible();
  });
});
