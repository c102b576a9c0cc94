/**
 * Harness for the end-to-end checkout flows (flows.test.ts, flows-carts.test.ts,
 * flows-keyboard.test.ts): cards and forms by label, and the suite's sandbox with its readers.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { CheckoutStep, CheckoutStore } from '../../src/controller/checkout/checkout-store.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import type { SentRequest } from '../../sandbox/testing.js';
import { deepActiveElement } from '../elements/element-helpers.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import {
  buttonNamed,
  checkoutUpdated,
  openCheckout,
  partText,
  stepElement,
  stepRoot,
  stepShown,
  until,
} from './checkout-helpers.js';

export const MUG = 201;
export const EBOOK = 231;
export const FILTERS = 211;
/** shopper@example.com's saved cards: 4242 pays, 3184 asks for 3-D Secure, 0002 is declined. */
export const SAVED = { visa4242: 1, visa3184: 2, mastercard0002: 3 };
export const RECEIPT_TITLE = 'Thank you for your order!';

export const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Waits until the store moved to `step` and the step is drawn. */
export async function reached(store: CheckoutStore, step: CheckoutStep): Promise<ShadowRoot> {
  await until(() => store.step === step, `the ${step} step`);
  return stepShown(step);
}

/** The radio cards named `name` in a step, with their labels' text. */
export const cards = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)].map((input) => ({
    input,
    text: text(input.closest('label')),
  }));
export const card = (root: ShadowRoot, name: string, label: string) => {
  const found = cards(root, name).find((entry) => entry.text.startsWith(label));
  if (!found) throw new Error(`no ${name} card ${label}`);
  return found.input;
};
export const submit = (step: CheckoutStep) =>
  stepRoot(step).querySelector<HTMLButtonElement>('[part~="submit-button"]')!;

/** The sandbox gateway's card form, in the payment step's light DOM (or the forwarded slot). */
export function cardForm(): ShadowRoot {
  const form =
    stepElement('payment')?.querySelector('svc-gateway-card-form') ??
    document.querySelector('svc-cart-root > [slot="svc-gateway"] svc-gateway-card-form');
  if (!form?.shadowRoot) throw new Error('the card form is not shown');
  return form.shadowRoot;
}
export const cardInput = (name: 'number' | 'expiry' | 'cvc') =>
  cardForm().querySelector<HTMLInputElement>(`#card-${name}`)!;
export const cardRadios = () => [
  ...stepRoot('payment').querySelectorAll<HTMLInputElement>('input[name="payment-method"]'),
];

/** The 3-D Secure challenge dialog drawn in the review. */
export const challenge = () =>
  stepRoot('review')
    .querySelector('[part~="verification"] svc-gateway-challenge')
    ?.shadowRoot?.querySelector('dialog') ?? null;
export const buttonIn = (root: ParentNode, label: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((button) => text(button) === label)!;

/** The offers element of the receipt and its shadow root. */
export const receiptOffers = () => stepRoot('done').querySelector('svc-checkout-offers')!.shadowRoot!;
/** The review's offers (pre-purchase, then mid-purchase) and their shadow root. */
export const preOffers = () => stepRoot('review').querySelector('svc-checkout-offers')!.shadowRoot!;

/** Presses Tab until `check` holds for the focused element (at most `presses` times). */
export async function tabTo(check: (element: Element | null) => boolean, what: string, presses = 40) {
  for (let pressed = 0; pressed < presses && !check(deepActiveElement()); pressed++)
    await sendKeys({ press: 'Tab' });
  expect(check(deepActiveElement()), `focus on ${what}`).to.equal(true);
}
export const named = (name: string) => (element: Element | null) => element?.getAttribute('name') === name;
export const part = (name: string) => (element: Element | null) =>
  Boolean(element?.getAttribute('part')?.split(' ').includes(name));

/** The PURCHASE_COMPLETED events: [error, cart id, cart status, cart items as [productId, quantity]]. */
export function recordPurchases(svcCart: SvcCart): unknown[][] {
  const seen: unknown[][] = [];
  svcCart.events.on('PURCHASE_COMPLETED', (error, data) => {
    const { cart } = data as {
      cart: { id: string; status: string; items: { productId: number; quantity: number }[] };
    };
    seen.push([error, cart.id, cart.status, cart.items.map((item) => [item.productId, item.quantity])]);
  });
  return seen;
}

/** The sandbox set up for each test of the suite, and the readers its tests share. */
export function flowsSuite() {
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

  /**
   * The signed-in contact step: Continue. The express path takes the saved address, the cheapest
   * method and the default card, so a customer with them lands on the review (`next`).
   */
  async function continueSignedIn(store: CheckoutStore, next: CheckoutStep = 'review') {
    const contact = stepRoot('contact');
    await until(() => partText(stepRoot('contact'), 'contact-heading')!.startsWith('Signed in'), 'signed in');
    buttonNamed(contact, 'Continue').click();
    return reached(store, next);
  }

  /** The review's "Change `step`" (`Change delivery`), and the step shown. */
  async function changeOnReview(store: CheckoutStore, step: 'contact' | 'delivery' | 'payment') {
    const review = await reached(store, 'review');
    buttonNamed(review, `Change ${step}`).click();
    return reached(store, step);
  }

  /** From the review, delivery with the default saved address: `method` chosen, Continue, back on the review. */
  async function deliverToSaved(store: CheckoutStore, method = 'Standard') {
    await changeOnReview(store, 'delivery');
    await until(() => cards(stepRoot('delivery'), 'method').length === 2, 'the delivery methods');
    card(stepRoot('delivery'), 'method', method).click();
    await checkoutUpdated();
    submit('delivery').click();
    return reached(store, 'review');
  }

  /** From the review, payment: the saved card at `index` chosen, Continue, back on the review. */
  async function payWithSaved(store: CheckoutStore, index: number) {
    await changeOnReview(store, 'payment');
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
  return {
    sandbox,
    isPurchase,
    purchases,
    changes,
    charges,
    signedInWith,
    continueSignedIn,
    changeOnReview,
    deliverToSaved,
    payWithSaved,
    pay,
  };
}
