/** The widget's events (spec: "Events"), registered with `svcCart.events.on(type, (err, data) => {})`. */
import type { Cart, CheckoutPurchaseResponse, Customer, Subscription } from '@svc/sdk';
import type { CheckoutStep } from '../core/checkout.js';
import type { Customization } from './types.js';

/** The widget's event names. */
const TYPES = [
  'CART_READY',
  'CART_UPDATED',
  'CART_OPEN',
  'CART_CLOSE',
  'CART_RESET',
  'EMAIL_COLLECTED',
  'PURCHASE_COMPLETED',
  'SIGN_IN',
  'SIGN_OUT',
  /** Beyond the spec: the customer portal changed a subscription; `(null, { subscription })`. */
  'SUBSCRIPTION_UPDATED',
  /** Beyond the spec (docs/decisions.md "Commerce events"): the checkout view was shown; `(null, cart)`. */
  'CHECKOUT_STARTED',
  /** Beyond the spec: a checkout step was done; `(null, { step, cart, shippingTier?, paymentType? })`. */
  'CHECKOUT_STEP_COMPLETED',
  /** Beyond the spec: a customization view opened for an item; `(null, { view, payload, product?, bundle? })`. */
  'ITEM_SELECTED',
] as const;

export type SvcCartEventType = (typeof TYPES)[number];

/** The `data` of each event. Only `CART_READY` comes with an `error` (a failed start-up), and no cart then. */
export interface SvcCartEventData {
  CART_READY: Cart | undefined;
  CART_UPDATED: Cart;
  CART_OPEN: undefined;
  CART_CLOSE: undefined;
  CART_RESET: Cart;
  EMAIL_COLLECTED: { email: string };
  PURCHASE_COMPLETED: { cart: Cart; purchase: CheckoutPurchaseResponse };
  /** The payload is not shown in the spec (docs/decisions.md "Sign-in events"). */
  SIGN_IN: { customer: Customer | null };
  SIGN_OUT: { customer: Customer | null };
  SUBSCRIPTION_UPDATED: { subscription: Subscription };
  CHECKOUT_STARTED: Cart | undefined;
  CHECKOUT_STEP_COMPLETED: {
    step: CheckoutStep;
    cart: Cart | undefined;
    shippingTier?: string;
    paymentType?: string;
  };
  ITEM_SELECTED: Customization;
}

/** `svcCart.events.type`: each event's name by itself. */
export const EVENT_TYPES = {
  ...(Object.fromEntries(TYPES.map((type) => [type, type])) as { readonly [Type in SvcCartEventType]: Type }),
  /** The spec's sample registration spells it this way; it is the same event as `CART_UPDATED`. */
  CART_UPDATE: 'CART_UPDATED',
} as const;

/** What `on`, `once` and `off` accept: an event name or a key of `events.type` (`'CART_UPDATE'`). */
export type SvcCartEventName = SvcCartEventType | keyof typeof EVENT_TYPES;
/** The event a name stands for (`'CART_UPDATE'` is `'CART_UPDATED'`). */
type EventOf<Name extends SvcCartEventName> = (typeof EVENT_TYPES)[Name];
/**
 * What caused an event, beyond the spec: `action` names the call behind a `CART_UPDATED`
 * (`addItem`, `updateItem`, `removeItem`, `updateCart`, `setCurrency`, `resetCart`, `reload`,
 * `refresh` when the page came back, `start` for a retried start-up, and the checkout's
 * `attachCustomer`, `delivery`, `payment`, `purchase`), and `tokenRejected` on a `SIGN_OUT` the
 * widget made itself because the server refused the customer's token (revoked, expired).
 */
export interface SvcCartEventMeta {
  action?: string;
}
/** A listener of `Type`: `(error, data, meta)`, with `data` typed by the event. */
export type SvcCartListener<Type extends SvcCartEventType = SvcCartEventType> = (
  error: Error | null,
  data: SvcCartEventData[Type],
  meta?: SvcCartEventMeta,
) => void;
/** Any listener, as the registry keeps them. */
type AnyListener = (error: Error | null, data?: unknown, meta?: SvcCartEventMeta) => void;

/**
 * The DOM event each widget event is also dispatched as on `window`, for framework code:
 * `CART_READY` → `svc-cart:ready`, `EMAIL_COLLECTED` → `svc-cart:email-collected`, `SIGN_IN` → `svc-cart:sign-in`,
 * `CHECKOUT_STEP_COMPLETED` → `svc-cart:checkout-step-completed`.
 */
export const domEventName = (type: SvcCartEventType): string =>
  `svc-cart:${type
    .toLowerCase()
    .replace(/^cart_/, '')
    .replace(/_/g, '-')}`;

/**
 * The event a type names: one of the event names, or a key of `events.type` (so the spelling
 * `'CART_UPDATE'` is the same event as `'CART_UPDATED'`). Anything else throws.
 */
function eventType(method: string, type: unknown): SvcCartEventType {
  // Every event name is a key of `events.type` too, naming itself.
  if (typeof type === 'string' && Object.hasOwn(EVENT_TYPES, type))
    return EVENT_TYPES[type as keyof typeof EVENT_TYPES];
  throw new TypeError(
    `Cart Widget:events.${method} unknown event type ${JSON.stringify(type)}; use svcCart.events.type.<NAME>`,
  );
}

function assertListener(method: string, listener: unknown): asserts listener is AnyListener {
  if (typeof listener !== 'function') {
    throw new TypeError(`Cart Widget:events.${method} the listener must be a function (err, data) => {}`);
  }
}

/**
 * `svcCart.events`: `on`, `once`, `off` and the `type` constants. A listener that throws is
 * reported on the console and does not stop the others or the widget.
 */
export class SvcCartEvents {
  readonly type = EVENT_TYPES;
  readonly #listeners = new Map<SvcCartEventType, Set<AnyListener>>();
  /** `once` wrappers → the listener they wrap, so `off(type, listener)` removes those too. */
  readonly #wrapped = new WeakMap<AnyListener, AnyListener>();

  /** Registers a listener; returns a function that removes it. */
  on<Name extends SvcCartEventName>(type: Name, listener: SvcCartListener<EventOf<Name>>): () => void {
    const event = eventType('on', type);
    assertListener('on', listener);
    let set = this.#listeners.get(event);
    if (!set) this.#listeners.set(event, (set = new Set()));
    set.add(listener);
    return () => this.off(event, listener);
  }

  /** Registers a listener for the next event of `type` only. */
  once<Name extends SvcCartEventName>(type: Name, listener: SvcCartListener<EventOf<Name>>): () => void {
    const event = eventType('once', type);
    assertListener('once', listener);
    // Every argument `on` would pass (the error, the data and, when a call is behind it, the meta).
    const wrapper: AnyListener = (...args) => {
      this.off(event, wrapper);
      listener(...args);
    };
    this.#wrapped.set(wrapper, listener);
    return this.on(event, wrapper);
  }

  off<Name extends SvcCartEventName>(type: Name, listener: SvcCartListener<EventOf<Name>>): void {
    const event = eventType('off', type);
    const set = this.#listeners.get(event);
    if (!set) return;
    for (const entry of [...set]) {
      if (entry === listener || this.#wrapped.get(entry) === listener) set.delete(entry);
    }
  }

  /** @internal Calls the listeners, then dispatches the DOM event on `window`. */
  emit<Type extends SvcCartEventType>(
    type: Type,
    error: Error | null,
    data?: SvcCartEventData[Type],
    action?: string,
  ): void {
    // The spec's `(err, data)`; a third argument `{ action }` only when a call is behind the event.
    for (const listener of [...(this.#listeners.get(type) ?? [])]) {
      try {
        if (action) listener(error, data, { action });
        else listener(error, data);
      } catch (thrown) {
        console.error(`Cart Widget: a ${type} listener threw`, thrown);
      }
    }
    const detail = action ? { error, data, action } : { error, data };
    window.dispatchEvent(new CustomEvent(domEventName(type), { detail }));
  }
}
