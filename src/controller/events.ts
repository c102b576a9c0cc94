/** The widget's events (spec: "Events"), registered with `svcCart.events.on(type, (err, data) => {})`. */

export const EVENT_TYPES = {
  CART_READY: 'CART_READY',
  CART_UPDATED: 'CART_UPDATED',
  /** The spec's sample registration spells it this way; it is the same event as `CART_UPDATED`. */
  CART_UPDATE: 'CART_UPDATED',
  CART_OPEN: 'CART_OPEN',
  CART_CLOSE: 'CART_CLOSE',
  CART_RESET: 'CART_RESET',
  EMAIL_COLLECTED: 'EMAIL_COLLECTED',
  PURCHASE_COMPLETED: 'PURCHASE_COMPLETED',
  SIGN_IN: 'SIGN_IN',
  SIGN_OUT: 'SIGN_OUT',
} as const;

export type SvcCartEventType = (typeof EVENT_TYPES)[keyof typeof EVENT_TYPES];
export type SvcCartListener = (error: Error | null, data?: unknown) => void;

/** The DOM event each widget event is also dispatched as on `window`, for framework code. */
export const DOM_EVENT_NAMES: Record<SvcCartEventType, string> = {
  CART_READY: 'svc-cart:ready',
  CART_UPDATED: 'svc-cart:updated',
  CART_OPEN: 'svc-cart:open',
  CART_CLOSE: 'svc-cart:close',
  CART_RESET: 'svc-cart:reset',
  EMAIL_COLLECTED: 'svc-cart:email-collected',
  PURCHASE_COMPLETED: 'svc-cart:purchase-completed',
  SIGN_IN: 'svc-cart:sign-in',
  SIGN_OUT: 'svc-cart:sign-out',
};

const KNOWN = new Set<string>(Object.values(EVENT_TYPES));

function assertType(method: string, type: unknown): asserts type is SvcCartEventType {
  if (typeof type !== 'string' || !KNOWN.has(type)) {
    throw new TypeError(
      `Cart Widget:events.${method} unknown event type ${JSON.stringify(type)}; use svcCart.events.type.<NAME>`,
    );
  }
}

function assertListener(method: string, listener: unknown): asserts listener is SvcCartListener {
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
  readonly #listeners = new Map<SvcCartEventType, Set<SvcCartListener>>();

  /** Registers a listener; returns a function that removes it. */
  on(type: SvcCartEventType, listener: SvcCartListener): () => void {
    assertType('on', type);
    assertListener('on', listener);
    let set = this.#listeners.get(type);
    if (!set) this.#listeners.set(type, (set = new Set()));
    set.add(listener);
    return () => this.off(type, listener);
  }

  /** Registers a listener for the next event of `type` only. */
  once(type: SvcCartEventType, listener: SvcCartListener): () => void {
    assertType('once', type);
    assertListener('once', listener);
    const wrapper: SvcCartListener = (error, data) => {
      this.off(type, wrapper);
      listener(error, data);
    };
    return this.on(type, wrapper);
  }

  off(type: SvcCartEventType, listener: SvcCartListener): void {
    assertType('off', type);
    this.#listeners.get(type)?.delete(listener);
  }

  /** @internal Calls the listeners, then dispatches the DOM event on `window`. */
  emit(type: SvcCartEventType, error: Error | null, data?: unknown): void {
    for (const listener of [...(this.#listeners.get(type) ?? [])]) {
      try {
        listener(error, data);
      } catch (thrown) {
        console.error(`Cart Widget: a ${type} listener threw`, thrown);
      }
    }
    window.dispatchEvent(new CustomEvent(DOM_EVENT_NAMES[type], { detail: { error, data } }));
  }
}
