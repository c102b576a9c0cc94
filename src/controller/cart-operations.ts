/**
 * The cart operations of the public API: each checks its arguments (a wrong one is refused by
 * name and changes nothing), then runs as one queued change with its busy key and `CART_UPDATED`.
 * A change is never sent while the browser is offline, and never sent twice after a lost answer
 * (lost-answers.ts). A change that meets a line or a cart the server no longer has shows the
 * server's cart and fails with words for the shopper (`line_gone`, `cart_gone`).
 * A chunk of its own: `SvcCart` fetches it right after `CART_READY` (and at once for a call that
 * comes before), so it is not part of what loads before the cart is shown.
 */
import {
  isSvcApiError,
  type Cart,
  type CartItemAddPayload,
  type CartItemUpdatePayload,
  type CartUpdatePayload,
  type Shop,
  type SvcClient,
} from '@svc/sdk';
import { CART_PARAMS } from '../core/cart-model.js';
import { defineMessages } from '../core/i18n/localize.js';
import {
  assertNonEmptyString,
  assertPayload,
  isPositiveId,
  NOT_INITIALIZED,
  typeError,
} from '../core/errors.js';
import type { CartPipeline } from './cart-pipeline.js';
import {
  addChange,
  cartUpdated,
  lineRemoved,
  lineUpdated,
  lostAnswersOf,
  offlineError,
  type CartChange,
  type LostAnswers,
} from './lost-answers.js';
import { shopData } from './start-up.js';
import type { Widget } from './widget.js';
import type { WidgetState } from './widget-state.js';

/** What the cart operations read and call of the controller: nothing else. */
export type OperationsWidget = Pick<
  Widget,
  'addItem' | 'cart' | 'events' | 'reportError' | 'sdk' | 'shop' | 'state'
>;

/** The shopper's words for a change that met a line or a cart that is gone (`error.<code>`). */
const en = {
  'error.line_gone': 'This item was no longer in your cart, so your cart now shows what it holds.',
  'error.cart_gone': 'Your cart was no longer there, so we started a new, empty one.',
};

defineMessages('cart-operations', en);

/**
 * The failure of a change that met a line (`line_gone`) or a cart (`cart_gone`) the server no
 * longer has; `cause` is the server's 404.
 */
function goneError(method: string, code: 'line_gone' | 'cart_gone', cause: unknown): Error {
  const what =
    code === 'line_gone'
      ? 'the line is no longer in the cart; the server’s cart is shown'
      : 'the cart no longer exists; a new cart was started';
  return Object.assign(new Error(`Cart Widget:${method} ${what}`, { cause }), { code });
}

/** Whether `error` is the server saying that what the request named does not exist. */
const notFound = (error: unknown): boolean => isSvcApiError(error) && error.status === 404;

export class CartOperations {
  readonly #widget: OperationsWidget;
  readonly #state: WidgetState;
  readonly #pipeline: CartPipeline;
  readonly #lost: LostAnswers;

  constructor(widget: OperationsWidget, state: WidgetState, pipeline: CartPipeline) {
    this.#widget = widget;
    this.#state = state;
    this.#pipeline = pipeline;
    this.#lost = lostAnswersOf(widget);
  }

  /**
   * One cart change in the queue under `busyKey`: refused at once while the browser is offline
   * (nothing is sent), and read back after a lost answer instead of being sent again.
   */
  #change(
    method: string,
    busyKey: string,
    change: Omit<CartChange, 'id'>,
    args: unknown[],
    lineId?: string,
  ): Promise<Cart> {
    const id = `${method}:${JSON.stringify(args)}`;
    return this.#pipeline.mutate(busyKey, async (sdk) => {
      if (navigator.onLine === false) throw offlineError(method);
      try {
        return await this.#lost.send(sdk, this.#widget.cart!, { ...change, id });
      } catch (error) {
        throw await this.#gone(sdk, method, error, lineId);
      }
    });
  }

  /**
   * After a 404: whether the change met a cart or a line the server no longer has (another tab
   * removed it, the cart expired), read from the server's cart. A cart that is gone is replaced by
   * a new one (`CART_RESET`, as a purchased cart is); a line the shopper saw that is gone leaves the
   * server's cart shown. Either way `CART_UPDATED`, and the change fails with `goneError`. Any other
   * failure, a line ID the cart never had (the caller's mistake) and a 404 about something else
   * (an add's unknown product) are given back as the server answered.
   */
  async #gone(sdk: SvcClient, method: string, error: unknown, lineId: string | undefined): Promise<unknown> {
    const has = (cart: Cart | undefined) => Boolean(cart?.items.some((item) => item.id === lineId));
    if (!notFound(error) || (lineId !== undefined && !has(this.#widget.cart))) return error;
    let cart: Cart;
    let code: 'line_gone' | 'cart_gone' = 'line_gone';
    try {
      cart = await sdk.cart.load(undefined, CART_PARAMS);
      if (lineId === undefined || has(cart)) return error;
    } catch (failure) {
      if (!notFound(failure)) return error;
      cart = await this.#pipeline.replaceCart(sdk, false);
      code = 'cart_gone';
    }
    this.#state.cart = cart;
    this.#state.changed();
    this.#widget.events.emit('CART_UPDATED', null, cart, method);
    return goneError(method, code, error);
  }

  /** An update of the cart's own fields (`updateCart`, the codes, the currency). */
  #update(method: string, payload: Partial<CartUpdatePayload>): Promise<Cart> {
    return this.#change(
      method,
      method,
      {
        send: (sdk) => sdk.cart.update(payload, CART_PARAMS),
        applied: cartUpdated(payload as Record<string, unknown>),
      },
      [payload],
    );
  }

  updateCart(payload: Partial<CartUpdatePayload>): Promise<Cart> {
    assertPayload('updateCart', payload);
    return this.#update('updateCart', payload);
  }

  addItem(payload: CartItemAddPayload): Promise<Cart> {
    assertPayload('addItem', payload);
    if (!isPositiveId(payload.productId))
      throw typeError('addItem', 'payload.productId', 'a variant or plan ID', payload.productId);
    return this.#change('addItem', 'addItem', addChange(payload), [payload]).catch((error: Error) => {
      this.#widget.reportError('addItem', error, () => this.#widget.addItem(payload));
      throw error;
    });
  }

  updateItem(cartItemId: string, payload: CartItemUpdatePayload): Promise<Cart> {
    assertNonEmptyString('updateItem', 'cartItemId', cartItemId);
    assertPayload('updateItem', payload);
    const change = {
      send: (sdk: SvcClient) => sdk.cart.updateItem(cartItemId, payload, CART_PARAMS),
      applied: lineUpdated(cartItemId, payload),
    };
    return this.#change('updateItem', `updateItem:${cartItemId}`, change, [cartItemId, payload], cartItemId);
  }

  removeItem(cartItemId: string): Promise<Cart> {
    assertNonEmptyString('removeItem', 'cartItemId', cartItemId);
    const change = {
      send: (sdk: SvcClient) => sdk.cart.removeItem(cartItemId, CART_PARAMS),
      applied: lineRemoved(cartItemId),
    };
    return this.#change('removeItem', `removeItem:${cartItemId}`, change, [cartItemId], cartItemId);
  }

  /** A coupon or gift-card code on the cart (`applyCoupon`, `applyGiftCard`), trimmed. */
  applyCode(field: 'couponCode' | 'giftCardCode', method: string, code: string): Promise<Cart> {
    assertNonEmptyString(method, field, code);
    return this.#update(method, { [field]: code.trim() });
  }

  /** Takes the coupon or gift card off the cart (`removeCoupon`, `removeGiftCard`). */
  removeCode(field: 'couponCode' | 'giftCardCode', method: string): Promise<Cart> {
    return this.#update(method, { [field]: null });
  }

  /** The summary or checkout rendered: the pending coupon is tried once, unless the cart has it. */
  viewRendered(): void {
    const code = this.#state.pendingCoupon;
    const cart = this.#widget.cart;
    if (!code || !cart) return;
    this.#state.pendingCoupon = null;
    if (cart.coupon?.code?.toUpperCase() === code.toUpperCase()) return;
    this.applyCode('couponCode', 'applyCoupon', code).catch(() => undefined);
  }

  setCurrency(currencyCode: string): Promise<Cart> {
    if (typeof currencyCode !== 'string' || currencyCode.trim() === '')
      throw new Error('Cart Widget:setCurrency currency code is required');
    const code = currencyCode.trim().toUpperCase();
    return this.#pipeline.mutate('setCurrency', async (sdk) => {
      const cart = await sdk.cart.update({ currencyCode: code }, CART_PARAMS);
      sdk.setCurrency(code);
      this.#widget.state.currencyCode = code;
      return cart;
    });
  }

  async loadShop(): Promise<Partial<Shop>> {
    const widget = this.#widget;
    const sdk = widget.sdk;
    if (!sdk) throw new Error(NOT_INITIALIZED);
    if (!sdk.shop.languages) await sdk.shop.load();
    Object.assign(widget.shop, shopData(sdk));
    this.#state.changed();
    return widget.shop;
  }

  resetCart(): Promise<Cart> {
    const pipeline = this.#pipeline;
    if (!pipeline.started && !this.#widget.cart) return pipeline.afterStartQueued(() => this.resetCart());
    return pipeline.run(async () => {
      const sdk = this.#widget.sdk;
      if (!sdk) throw new Error(NOT_INITIALIZED);
      return pipeline.replaceCart(sdk, true);
    });
  }
}
