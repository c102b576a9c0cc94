import type { Context } from '@lit/context';
import type { SvcCart } from './svc-cart.js';

/**
 * The widget's controller, provided by `<svc-cart-root>` to every element inside it. A context key
 * is the value itself (what `createContext` returns), so the start set needs no code of @lit/context.
 */
export const svcCartContext = Symbol('svc-cart') as Context<symbol, SvcCart | undefined>;

/**
 * A request for a context (the protocol @lit/context speaks): `callback` gets the value, and with
 * `subscribe` again on every change, with the function that ends the subscription.
 */
export type ContextRequest = Event & {
  context: unknown;
  contextTarget?: Element;
  callback: (value: SvcCart | undefined, unsubscribe?: () => void) => void;
  subscribe?: boolean;
};
