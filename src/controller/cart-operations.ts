/**
 * The cart operations of the public API: each checks its arguments (a wrong one is refused by
 * name and changes nothing), then runs as one queued change with its busy key and `CART_UPDATED`.
 * A change is never sent while the browser is offline, and never sent twice after a lost answer
 * (lost-answers.ts).
 * A chunk of its own: `SvcCart` fetches it right after `CART_READY` (and at once for a call that
 * comes before), so it is not part of what loads before the cart is shown.
 */
import type {
  Cart,
  CartItemAddPayload,
  CartItemUpdatePayload,
  CartUpdatePayload,
  Shop,
  SvcClient,
} from '@svc/sdk';
import { CART_PARAMS } from '../core/cart-model.js';
import {
  assertNonEmptyString,
  assertPayload,
  isPositiveId,
  NOT_INITIALIZED,
  typeError,
} from '../core/errors.js';
import type { CartPipeline } from './cart-pipeline.js';
import {
  added,
  cartUpdated,
  lineRemoved,
  lineUpdated,
  LostAnswers,
  offlineError,
  type CartChange,
} from './lost-answers.js';
import { shopData } from './start-up.js';
import type { Widget } from './widget.js';
import type { WidgetState } from './widget-state.js';

/** What the cart operations read and call of the controller: nothing else. */
export type OperationsWidget = Pick<Widget, 'addItem' | 'cart' | 'reportError' | 'sdk' | 'shop' | 'state'>;

export class CartOperations {
  readonly #widget: OperationsWidget;
  readonly #state: WidgetState;
  readonly #pipeline: CartPipeline;
  readonly #lost = new LostAnswers();

  constructor(widget: OperationsWidget, state: WidgetState, pipeline: CartPipeline) {
    this.#widget = widget;
    this.#state = state;
    this.#pipeline = pipeline;
  }

  /**
   * One cart change in the queue under `busyKey`: refused at once while the browser is offline
   * (nothing is sent), and read back after a lost answer instead of being sent again.
   */
  #change(method: string, busyKey: string, change: Omit<CartChange, 'id'>, args: unknown[]): Promise<Cart> {
    const id = `${method}:${JSON.stringify(args)}`;
    return this.#pipeline.mutate(busyKey, (sdk) => {
      if (navigator.onLine === false) throw offlineError(method);
      return this.#lost.send(sdk, this.#widget.cart!, { ...change, id });
    });
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
    const change = {
      send: (sdk: SvcClient) => sdk.cart.addItem(payload, CART_PARAMS),
      applied: added(payload.productId, payload.quantity),
    };
    return this.#change('addItem', 'addItem', change, [payload]).catch((error: Error) => {
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
    return this.#change('updateItem', `updateItem:${cartItemId}`, change, [cartItemId, payload]);
  }

  removeItem(cartItemId: string): Promise<Cart> {
    assertNonEmptyString('removeItem', 'cartItemId', cartItemId);
    const change = {
      send: (sdk: SvcClient) => sdk.cart.removeItem(cartItemId, CART_PARAMS),
      applied: lineRemoved(cartItemId),
    };
    return this.#change('removeItem', `removeItem:${cartItemId}`, change, [cartItemId]);
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
