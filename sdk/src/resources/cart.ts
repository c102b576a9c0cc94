import type { CallOptions } from '../http/client.js';
import type { OperationName } from '../http/routes.js';
import type {
  Cart,
  CartItemAddPayload,
  CartItemUpdatePayload,
  CartResourceGiftingDatesResponse,
  CartResourceParams,
  CartShippingMethodsParams,
  CartUpdatePayload,
  ShippingMethodDelivery,
  ShippingMethodPickup,
} from '../types/cart.js';
import { assertId, assertObject, assertOptionalObject, assertString, fail } from '../validate.js';
import { replaceModelData, type ResourceContext } from './context.js';
import { loadExtraNamespaces } from './lazy.js';

export interface CartModel extends Partial<Cart> {}

/**
 * `client.cart`: the current cart's fields plus the cart methods. `create` and `load` replace
 * the data; the mutating methods replace it with the cart they answer with. Methods that need
 * a cart ID reject with a `SvcValidationError` (and send nothing) while none is loaded.
 */
export class CartModel {
  readonly #context: ResourceContext;
  readonly #keys = new Set<string>();

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** Creates a cart, stores its ID and replaces any loaded cart data. */
  async create(payload?: CartUpdatePayload, params?: CartResourceParams): Promise<Cart> {
    const operation = 'cart.create';
    assertOptionalObject(operation, 'payload', payload);
    if (payload) (await loadExtraNamespaces()).checkCartUpdate(operation, payload as Record<string, unknown>);
    return this.#send(operation, { body: payload ?? {}, query: params });
  }

  /** Loads a cart by ID, or reloads the current one when no ID is given. */
  async load(cartId?: string, params?: CartResourceParams): Promise<Cart> {
    const operation = 'cart.load';
    const id = cartId === undefined ? this.#requireId(operation) : cartId;
    assertString(operation, 'cartId', id);
    return this.#send(operation, { path: { cartId: id }, query: params });
  }

  async update(payload: CartUpdatePayload, params?: CartResourceParams): Promise<Cart> {
    const operation = 'cart.update';
    const cartId = this.#requireId(operation);
    assertObject(operation, 'payload', payload);
    (await loadExtraNamespaces()).checkCartUpdate(operation, payload);
    return this.#send(operation, { path: { cartId }, body: payload, query: params });
  }

  /** Attaches the signed-in customer to the cart. */
  async attachCustomer(params?: CartResourceParams): Promise<Cart> {
    const operation = 'cart.attachCustomer';
    const cartId = this.#requireId(operation);
    return this.#send(operation, { path: { cartId }, query: params });
  }

  /** Adds a variant or plan; adding the same one-time item again increases its quantity. */
  async addItem(payload: CartItemAddPayload, params?: CartResourceParams): Promise<Cart> {
    const operation = 'cart.addItem';
    const cartId = this.#requireId(operation);
    assertObject(operation, 'payload', payload);
    (await loadExtraNamespaces()).checkCartItemAdd(operation, payload);
    return this.#send(operation, { path: { cartId }, body: payload, query: params });
  }

  async updateItem(
    cartItemId: string,
    payload: CartItemUpdatePayload,
    params?: CartResourceParams,
  ): Promise<Cart> {
    const operation = 'cart.updateItem';
    const cartId = this.#requireId(operation);
    assertString(operation, 'cartItemId', cartItemId);
    assertObject(operation, 'payload', payload);
    (await loadExtraNamespaces()).checkCartItemUpdate(operation, payload);
    return this.#send(operation, {
      path: { cartId, cartItemId },
      body: payload,
      query: params,
    });
  }

  async removeItem(cartItemId: string, params?: CartResourceParams): Promise<Cart> {
    const operation = 'cart.removeItem';
    const cartId = this.#requireId(operation);
    assertString(operation, 'cartItemId', cartItemId);
    return this.#send(operation, { path: { cartId, cartItemId }, query: params });
  }

  async getGiftingDates(): Promise<CartResourceGiftingDatesResponse> {
    const cartId = this.#requireId('cart.getGiftingDates');
    return this.#context.http.call('cart.getGiftingDates', { path: { cartId } });
  }

  async getLocalPickups(): Promise<ShippingMethodPickup[]> {
    const cartId = this.#requireId('cart.getLocalPickups');
    return this.#context.http.call('cart.getLocalPickups', { path: { cartId } });
  }

  async getShippingMethods(params: CartShippingMethodsParams): Promise<ShippingMethodDelivery[]> {
    const operation = 'cart.getShippingMethods';
    const cartId = this.#requireId(operation);
    assertObject(operation, 'params', params);
    assertId(operation, 'params.country', params.country);
    assertString(operation, 'params.zip', params.zip);
    return this.#context.http.call(operation, {
      path: { cartId },
      query: { country: params.country, zip: params.zip },
    });
  }

  /** @internal Used by `Svc.init` after a cart load it ran in parallel. */
  adopt(cart: Cart): Cart {
    return this.#store(cart);
  }

  /** Checks the params (`options.query`), sends a request that answers with the cart, and keeps it. */
  async #send(operation: OperationName, options: CallOptions): Promise<Cart> {
    assertOptionalObject(operation, 'params', options.query);
    return this.#store(await this.#context.http.call<Cart>(operation, options));
  }

  #store(cart: Cart): Cart {
    replaceModelData(this, this.#keys, cart);
    return cart;
  }

  #requireId(operation: string): string {
    if (typeof this.id !== 'string' || this.id === '') {
      throw fail(operation, 'cart.id', 'is required (call cart.create() or cart.load(cartId) first)');
    }
    return this.id;
  }
}
