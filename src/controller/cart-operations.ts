/**
 * The cart operations of the public API: each checks its arguments (a wrong one is refused by
 * name and changes nothing), then runs as one queued change with its busy key and `CART_UPDATED`.
 * A chunk of its own: `SvcCart` fetches it right after `CART_READY` (and at once for a call that
 * comes before), so it is not part of what loads before the cart is shown.
 */
import type { Cart, CartItemAddPayload, CartItemUpdatePayload, CartUpdatePayload, Shop } from '@svc/sdk';
import { CART_PARAMS } from '../core/cart-model.js';
import {
  assertNonEmptyString,
  assertPayload,
  isPositiveId,
  NOT_INITIALIZED,
  typeError,
} from '../core/errors.js';
import type { CartPipeline } from './cart-pipeline.js';
import { shopData } from './start-up.js';
import type { Widget } from './widget.js';
import type { WidgetState } from './widget-state.js';

export class CartOperations {
  readonly #widget: Widget;
  readonly #state: WidgetState;
  readonly #pipeline: CartPipeline;

  constructor(widget: Widget, state: WidgetState, pipeline: CartPipeline) {
    this.#widget = widget;
    this.#state = state;
    this.#pipeline = pipeline;
  }

  updateCart(payload: Partial<CartUpdatePayload>): Promise<Cart> {
    assertPayload('updateCart', payload);
    return this.#pipeline.mutate('updateCart', (sdk) => sdk.cart.update(payload, CART_PARAMS));
  }

  addItem(payload: CartItemAddPayload): Promise<Cart> {
    assertPayload('addItem', payload);
    if (!isPositiveId(payload.productId))
      throw typeError('addItem', 'payload.productId', 'a variant or plan ID', payload.productId);
    return this.#pipeline
      .mutate('addItem', (sdk) => sdk.cart.addItem(payload, CART_PARAMS))
      .catch((error: Error) => {
        this.#widget.reportError('addItem', error, () => this.#widget.addItem(payload));
        throw error;
      });
  }

  updateItem(cartItemId: string, payload: CartItemUpdatePayload): Promise<Cart> {
    assertNonEmptyString('updateItem', 'cartItemId', cartItemId);
    assertPayload('updateItem', payload);
    return this.#pipeline.mutate(`updateItem:${cartItemId}`, (sdk) =>
      sdk.cart.updateItem(cartItemId, payload, CART_PARAMS),
    );
  }

  removeItem(cartItemId: string): Promise<Cart> {
    assertNonEmptyString('removeItem', 'cartItemId', cartItemId);
    return this.#pipeline.mutate(`removeItem:${cartItemId}`, (sdk) =>
      sdk.cart.removeItem(cartItemId, CART_PARAMS),
    );
  }

  /** A coupon or gift-card code on the cart (`applyCoupon`, `applyGiftCard`), trimmed. */
  applyCode(field: 'couponCode' | 'giftCardCode', method: string, code: string): Promise<Cart> {
    assertNonEmptyString(method, field, code);
    return this.#pipeline.mutate(method, (sdk) => sdk.cart.update({ [field]: code.trim() }, CART_PARAMS));
  }

  /** Takes the coupon or gift card off the cart (`removeCoupon`, `removeGiftCard`). */
  removeCode(field: 'couponCode' | 'giftCardCode', method: string): Promise<Cart> {
    return this.#pipeline.mutate(method, (sdk) => sdk.cart.update({ [field]: null }, CART_PARAMS));
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
