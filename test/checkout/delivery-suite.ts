/**
 * Harness for the delivery step's tests (delivery.test.ts, delivery-new-address.test.ts,
 * delivery-pickup.test.ts): the step opened, its cards and fields, and the suite's sandbox with its
 * readers.
 */
import { expect } from '@open-wc/testing';
// The step's and the checkout's code, loaded up front so the first test does not pay for it.
import '../../src/checkout/svc-checkout-delivery/index.js';
import '../../src/elements/svc-cart-checkout/index.js';
import type { CheckoutStore } from '../../src/controller/checkout/checkout-store.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { waitFor } from '../shared/widget-wait.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { checkoutUpdated, field, openCheckout, stepRoot, type } from './checkout-helpers.js';

export type AddPayload = Parameters<SvcCart['addItem']>[0];

export const MUG = { productId: 201, quantity: 1 };
export const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
export const root = () => stepRoot('delivery');
export const cards = (name: string) =>
  [...root().querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)].map((input) => ({
    input,
    text: text(input.closest('label')),
  }));
export const card = (name: string, label: string) => {
  const found = cards(name).find((entry) => entry.text.startsWith(label));
  if (!found)
    throw new Error(
      `no ${name} card ${label}: ${cards(name)
        .map((c) => c.text)
        .join(' | ')}`,
    );
  return found.input;
};
export const errorOf = (id: string) => text(root().getElementById(`${id}-error`));
export const submit = () => root().querySelector<HTMLButtonElement>('[part~="submit-button"]')!;

/** Chooses a radio card as a shopper's click does. */
export async function choose(input: HTMLInputElement): Promise<void> {
  input.click();
  await checkoutUpdated();
}

/** Types into a field of the step and lets it render. */
export async function fill(name: string, value: string): Promise<void> {
  type(field(root(), name), value);
  await checkoutUpdated();
}

export async function selectCountry(code: string): Promise<void> {
  const select = field<HTMLSelectElement>(root(), 'countryId');
  select.value = code;
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  await checkoutUpdated();
}

/**
 * A widget with `items` in the cart, `email` signed in (through the SDK and the controller) with
 * the cart attached, the checkout open past contact, and the delivery step shown and loaded.
 */
export async function deliveryStep(
  options: {
    items?: AddPayload[];
    email?: string;
    password?: string;
    before?: (svcCart: SvcCart) => Promise<void>;
  } = {},
): Promise<{ svcCart: SvcCart; store: CheckoutStore }> {
  const svcCart = await startWidget();
  for (const item of options.items ?? [MUG]) await svcCart.addItem(item);
  await svcCart.sdk!.auth.login({
    email: options.email ?? 'shopper@example.com',
    password: options.password ?? 'demo1234',
  });
  await svcCart.authenticate();
  await svcCart.changeCart('attach', (sdk) => sdk.cart.attachCustomer({ expand: ['items.product'] }));
  await options.before?.(svcCart);
  const store = await svcCart.loadCheckout();
  store.done.add('contact');
  expect(store.goTo('delivery')).to.equal(true);
  await openCheckout(svcCart, 'delivery');
  await waitFor(
    () => Boolean(stepRoot('delivery').querySelector('input[name="kind"], fieldset')),
    'the options',
  );
  return { svcCart, store };
}

/** Waits until the delivery methods' cards are shown. */
export async function methodsShown(count?: number): Promise<void> {
  await waitFor(
    () => (count === undefined ? cards('method').length > 0 : cards('method').length === count),
    'the delivery methods',
  );
}

/**
 * Makes the browser's languages (`navigator.languages`, which suggest the new address's country)
 * `languages` until the test ends, so the tests do not depend on the browser's own.
 */
export function useBrowserLanguages(languages: readonly string[]): void {
  Object.defineProperty(navigator, 'languages', { value: Object.freeze([...languages]), configurable: true });
}

/** The sandbox set up for each test of the suite, and the readers its tests share. */
export function deliverySuite() {
  const sandbox = setupWidget();
  beforeEach(() => useBrowserLanguages(['en-US', 'en']));
  afterEach(() => {
    // Back to the browser's own (the prototype's getter).
    Reflect.deleteProperty(navigator, 'languages');
  });

  const sentTo = async (pattern: RegExp, method = 'GET') =>
    (await sandbox().sent()).filter((r) => r.method === method && pattern.test(r.path));
  const methodLookups = async () =>
    (await sentTo(/^\/carts\/[^/]+\/shipping-methods$/)).map((r) => Object.fromEntries(r.url.searchParams));
  const cartUpdates = () => sentTo(/^\/carts\/[^/]+$/, 'PATCH');
  return { sandbox, sentTo, methodLookups, cartUpdates };
}
