/**
 * Cart changes whose answer was lost. The API has no idempotency keys for cart changes, so a change
 * that reached the server but whose answer did not come back (the connection dropped, a timeout, a
 * proxy's 502/503/504 after the origin applied it) is never simply sent again: the cart is read
 * back first, and the server's state says whether the change applied. When that read fails too,
 * the change stays unsettled, and the next change (Try again among them) reads the cart before it
 * sends anything. Part of the cart operations' chunk.
 */
import { isSvcApiError, isSvcNetworkError, type Cart, type CartItem, type SvcClient } from '@svc/sdk';
import { CART_PARAMS } from '../core/cart-model.js';

/** Whether the server's cart `now` shows the change, made from the cart `before`. */
export type Applied = (before: Cart, now: Cart) => boolean;

/** A change: what identifies it (its method and arguments), how to send it, how to see it applied. */
export interface CartChange {
  id: string;
  send: (sdk: SvcClient) => Promise<Cart>;
  applied: Applied;
}

/** A failure after which the change may or may not have been applied. */
export function answerLost(error: unknown): boolean {
  if (isSvcNetworkError(error)) return true;
  return isSvcApiError(error) && [502, 503, 504].includes(error.status);
}

/** The offline error: nothing was sent (`code: 'offline'`, the shopper's `error.offline`). */
export function offlineError(method: string): Error {
  return Object.assign(new Error(`Cart Widget:${method} the browser is offline; nothing was sent`), {
    code: 'offline',
  });
}

// ------------------------------------------------------------------ what "applied" means

const quantityOf = (cart: Cart, productId: number) =>
  cart.items
    .filter((item) => (item.productId ?? item.product?.id) === productId)
    .reduce((sum, item) => sum + (item.quantity ?? 1), 0);

/** An add: the lines of that leaf hold `quantity` more than before. */
export const added =
  (productId: number, quantity = 1): Applied =>
  (before, now) =>
    quantityOf(now, productId) - quantityOf(before, productId) === quantity;

/** Whether `actual` has every value of `sent` (objects field by field; codes in any case). */
function holds(sent: unknown, actual: unknown): boolean {
  if (sent === null || sent === undefined) return actual === null || actual === undefined;
  if (typeof sent === 'string' && typeof actual === 'string')
    return sent.toUpperCase() === actual.toUpperCase();
  if (typeof sent !== 'object') return sent === actual;
  if (typeof actual !== 'object' || actual === null) return false;
  return Object.entries(sent).every(([key, value]) => holds(value, (actual as Record<string, unknown>)[key]));
}

/** A line's update: the line has the values sent. */
export const lineUpdated =
  (cartItemId: string, payload: object): Applied =>
  (_before, now) => {
    const line: CartItem | undefined = now.items.find((item) => item.id === cartItemId);
    return Boolean(line) && holds(payload, line);
  };

/** A removal: the line is gone. */
export const lineRemoved =
  (cartItemId: string): Applied =>
  (_before, now) =>
    !now.items.some((item) => item.id === cartItemId);

/** Where the cart answers each field of `updateCart`'s payload (the codes as `{ code }`). */
const CART_FIELDS: Record<string, (cart: Cart) => unknown> = {
  couponCode: (cart) => cart.coupon?.code,
  giftCardCode: (cart) => cart.giftCard?.code,
};

/** A cart's update: each field sent has its value on the cart. */
export const cartUpdated =
  (payload: Record<string, unknown>): Applied =>
  (_before, now) =>
    Object.entries(payload).every(([field, value]) =>
      holds(
        value,
        (CART_FIELDS[field] ?? ((cart) => (cart as unknown as Record<string, unknown>)[field]))(now),
      ),
    );

// ------------------------------------------------------------------ sending

export class LostAnswers {
  /** A change whose answer was lost and whose effect could not be read back. */
  #unsettled: (CartChange & { before: Cart }) | undefined;

  /**
   * Sends `change` on the cart `before` (inside the update queue's turn). After a lost answer the
   * cart is read back: the server's cart when the change applied, the failure when it did not.
   */
  async send(sdk: SvcClient, before: Cart, change: CartChange): Promise<Cart> {
    const unsettled = this.#unsettled;
    if (unsettled) {
      // An earlier change's answer was lost and its effect is unknown: nothing is sent before the
      // cart is read. When the earlier change is this one (Try again) and it applied, it is done.
      const now = await sdk.cart.load(undefined, CART_PARAMS);
      this.#unsettled = undefined;
      if (unsettled.id === change.id && unsettled.applied(unsettled.before, now)) return now;
      before = now;
    }
    try {
      return await change.send(sdk);
    } catch (error) {
      if (!answerLost(error)) throw error;
      let now: Cart;
      try {
        now = await sdk.cart.load(undefined, CART_PARAMS);
      } catch {
        this.#unsettled = { ...change, before };
        throw error;
      }
      if (change.applied(before, now)) return now;
      throw error;
    }
  }
}
