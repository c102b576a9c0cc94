/**
 * Helpers for the checkout tests: open the embedded checkout on a cart, reach the checkout
 * element, a step's element and its shadow root, and move the store to a step.
 */
import type { LitElement } from 'lit';
import { type CheckoutStep, type CheckoutStore } from '../../src/controller/checkout/checkout-store.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { dialog, settled } from '../elements/element-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { rendered } from '../widget/helpers.js';
import { CART_PARAMS } from '../../src/core/cart-model.js';
import { US_ADDRESS } from '../../sandbox/test/data.js';

const STEP_TAGS: Record<CheckoutStep, string> = {
  contact: 'svc-checkout-contact',
  delivery: 'svc-checkout-delivery',
  payment: 'svc-checkout-payment',
  review: 'svc-checkout-review',
  done: 'svc-checkout-receipt',
};

/** The `svc-cart-checkout` element in the drawer, or null. */
export function checkoutElement(): LitElement | null {
  return dialog()?.querySelector<LitElement>('svc-cart-checkout') ?? null;
}

/** The element of `step` inside the checkout, or null while it is not shown (or its code loads). */
export function stepElement(step: CheckoutStep): LitElement | null {
  return checkoutElement()?.shadowRoot?.querySelector<LitElement>(STEP_TAGS[step]) ?? null;
}

/** The shadow root of the shown `step` (throws when it is not shown). */
export function stepRoot(step: CheckoutStep): ShadowRoot {
  const root = stepElement(step)?.shadowRoot;
  if (!root) throw new Error(`the ${step} step is not shown`);
  return root;
}

/** Waits until `step` is shown and drawn. */
export async function stepShown(step: CheckoutStep): Promise<ShadowRoot> {
  await waitFor(() => Boolean(stepElement(step)?.shadowRoot?.firstElementChild), `the ${step} step`);
  await stepElement(step)!.updateComplete;
  return stepRoot(step);
}

/** Waits for the widget, the checkout and the shown step to render. */
export async function checkoutUpdated(): Promise<void> {
  await settled();
  await checkoutElement()?.updateComplete;
  const shown = checkoutElement()?.shadowRoot?.querySelectorAll<LitElement>(
    Object.values(STEP_TAGS).join(','),
  );
  await Promise.all([...(shown ?? [])].map((element) => element.updateComplete));
}

/**
 * Waits (long: the machine is busy) until `check` holds, then lets the checkout render. A check
 * that throws (an element not there yet) counts as not holding.
 */
export async function until(check: () => boolean, what: string): Promise<void> {
  await waitFor(
    () => {
      try {
        return check();
      } catch {
        return false;
      }
    },
    what,
    15_000,
  );
  await checkoutUpdated();
}

/** Opens the embedded checkout (the sandbox shop allows it) and waits for the first step. */
export async function openCheckout(svcCart: SvcCart, step: CheckoutStep = 'contact'): Promise<CheckoutStore> {
  svcCart.open('checkout');
  await rendered();
  await stepShown(step);
  return await svcCart.loadCheckout();
}

/** A field of a step by its `name` attribute. */
export function field<E extends HTMLElement = HTMLInputElement>(root: ShadowRoot, name: string): E {
  const element = root.querySelector<E>(`[name="${name}"]`);
  if (!element) throw new Error(`no field named ${name}`);
  return element;
}

/** Types `value` into a field as a shopper would (input and change events). */
export function type(element: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  element.value = value;
  element.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  element.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

/** The button whose text (or aria-label) is `label`. */
export function buttonNamed(root: ShadowRoot, label: string): HTMLButtonElement {
  const found = [...root.querySelectorAll<HTMLButtonElement>('button')].find(
    (button) =>
      (button.getAttribute('aria-label') ?? button.textContent ?? '').replace(/\s+/g, ' ').trim() === label,
  );
  if (!found) throw new Error(`no button named ${label}`);
  return found;
}

/** A part's text, white space collapsed; null when absent. */
export function partText(root: ShadowRoot, part: string): string | null {
  const element = root.querySelector(`[part~="${part}"]`);
  return element ? (element.textContent ?? '').replace(/\s+/g, ' ').trim() : null;
}

/**
 * The signed-in test customer's cart with `items`, attached, delivered to Portland by Standard and
 * paid with the 4242 card; the checkout opened on the review with the earlier steps done.
 */
export async function reviewWith(
  svcCart: SvcCart,
  items: { productId: number; quantity?: number }[] = [{ productId: 201, quantity: 2 }],
): Promise<CheckoutStore> {
  for (const item of items) await svcCart.addItem(item);
  await svcCart.sdk!.auth.login({ email: 'shopper@example.com', password: 'demo1234' });
  await svcCart.authenticate();
  await svcCart.changeCart('test', (sdk) => sdk.cart.attachCustomer(CART_PARAMS));
  await svcCart.changeCart('test', (sdk) =>
    sdk.cart.update({ shippingAddress: US_ADDRESS, shippingMethodId: 1, paymentMethodId: 1 }, CART_PARAMS),
  );
  const store = await svcCart.loadCheckout();
  store.contact.email = 'shopper@example.com';
  store.payment.paymentMethodId = 1;
  for (const step of ['contact', 'delivery', 'payment'] as const) store.done.add(step);
  store.goTo('review');
  await openCheckout(svcCart, 'review');
  return store;
}
