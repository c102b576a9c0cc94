/**
 * Cart changes whose answer was lost. The API has no idempotency keys for cart changes, so a change
 * that reached the server but whose answer did not come back (the connection dropped, a timeout, a
 * proxy's 502/503/504 after the origin applied it) is never simply sent again: the cart is read
 * back first, and the server's state says whether the change applied. A change the server may
 * still be applying (no answer came, or a proxy answered for the API) stays unsettled for a while
 * (`settlePolicy`): the next change (Try again among them) reads the cart before it sends anything,
 * and the same change again waits until the cart shows it applied or its time is up. A chunk the
 * cart operations, `configureItem`'s add and the storefront's box load.
 */
import {
  isSvcApiError,
  isSvcNetworkError,
  type Cart,
  type CartItem,
  type CartItemAddPayload,
  type SvcClient,
} from '@svc/sdk';
import { CART_PARAMS } from '../core/cart-model.js';

/**
 * For how long a lost change may still apply, and how often the cart is read meanwhile
 * (docs/decisions.md, "Issue 39: a lost answer applied late"): `bound` ms from the moment the
 * answer was lost, the SDK's default request timeout; reads at once, then `firstWait` ms later,
 * each wait twice the one before. Tests shorten them.
 */
export const settlePolicy = { firstWait: 250, bound: 30_000 };

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

/**
 * Whether a lost change may still apply later: no answer came (a timeout, a dropped connection), or
 * a proxy answered for the API (a 502/503/504 without the API's own `{ code, message }`). An answer
 * the API wrote itself ended the request, so one read of the cart settles it.
 */
function mayApplyLate(error: unknown): boolean {
  if (!isSvcApiError(error)) return true;
  const body = error.body;
  return typeof body !== 'object' || body === null || typeof body.code !== 'string';
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

/**
 * An add as one change. Its `id` is the same for `addItem` and for `configureItem`'s add of the
 * same item, so pressing again after a lost answer is recognised whichever way it comes.
 */
export function addChange(payload: CartItemAddPayload): CartChange {
  return {
    id: `addItem:${JSON.stringify([payload])}`,
    send: (sdk) => sdk.cart.addItem(payload, CART_PARAMS),
    applied: added(payload.productId, payload.quantity),
  };
}

// ------------------------------------------------------------------ sending

/** A change whose answer was lost and is not known yet: the cart it was sent on, until when it may apply. */
interface Unsettled extends CartChange {
  before: Cart;
  /** `performance.now()` after which it is taken as not applied. */
  until: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class LostAnswers {
  /** The changes whose answer was lost and is not known yet, by their `id`. */
  readonly #unsettled = new Map<string, Unsettled>();

  /**
   * Sends `change` on the cart `before` (inside the update queue's turn). After a lost answer the
   * cart is read back: the server's cart when the change applied, else the failure, the change
   * kept unsettled while it may still apply.
   */
  async send(sdk: SvcClient, before: Cart, change: CartChange): Promise<Cart> {
    if (this.#unsettled.size) {
      // Nothing is sent before the cart is read. The same change again (Try again, or the shopper
      // pressing again) waits while the earlier one may still apply; once it shows applied, it is done.
      const read = await this.#settle(sdk, change.id, true);
      if (read.applied) return read.now;
      before = read.now;
    }
    try {
      return await change.send(sdk);
    } catch (error) {
      if (!answerLost(error)) throw error;
      const until = performance.now() + (mayApplyLate(error) ? settlePolicy.bound : 0);
      this.#unsettled.set(change.id, { ...change, before, until });
      const read = await this.#settle(sdk, change.id, false).catch(() => undefined);
      if (read?.applied) return read.now;
      throw error;
    }
  }

  /**
   * Reads the server's cart and forgets each unsettled change it shows applied, or whose time is
   * up. With `wait`, reads again, each time further apart, while the change `id` is still unknown.
   * `applied`: the cart shows that change applied. A read that fails rejects; nothing is forgotten.
   */
  async #settle(sdk: SvcClient, id: string, wait: boolean): Promise<{ now: Cart; applied: boolean }> {
    for (let gap = settlePolicy.firstWait; ; gap *= 2) {
      const now = await sdk.cart.load(undefined, CART_PARAMS);
      let applied = false;
      for (const [key, change] of this.#unsettled) {
        const shows = change.applied(change.before, now);
        if (key === id) applied = shows;
        if (shows || change.until <= performance.now()) this.#unsettled.delete(key);
      }
      const open = this.#unsettled.get(id);
      if (!wait || !open) return { now, applied };
      await pause(Math.min(gap, open.until - performance.now()));
    }
  }
}

/** Each widget's lost answers, by the widget: its cart operations and its other adds share them. */
const perWidget = new WeakMap<object, LostAnswers>();

/** The lost answers of `widget`. */
export function lostAnswersOf(widget: object): LostAnswers {
  let lost = perWidget.get(widget);
  if (!lost) perWidget.set(widget, (lost = new LostAnswers()));
  return lost;
}
