import { operationSpec, type OperationName } from '../http/operations.js';
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
import { fail } from '../validate.js';
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
  create(payload?: CartUpdatePayload, params?: CartResourceParams | null): Promise<Cart> {
    return this.#run('create', payload, params);
  }

  /** Loads a cart by ID, or reloads the current one when no ID is given. */
  load(cartId?: string, params?: CartResourceParams | null): Promise<Cart> {
    return this.#run('load', cartId, params);
  }

  update(payload: CartUpdatePayload, params?: CartResourceParams | null): Promise<Cart> {
    return this.#run('update', payload, params);
  }

  /** Attaches the signed-in customer to the cart. */
  attachCustomer(params?: CartResourceParams | null): Promise<Cart> {
    return this.#run('attachCustomer', params);
  }

  /** Adds a variant or plan; adding the same one-time item again increases its quantity. */
  addItem(payload: CartItemAddPayload, params?: CartResourceParams | null): Promise<Cart> {
    return this.#run('addItem', payload, params);
  }

  updateItem(
    cartItemId: string,
    payload: CartItemUpdatePayload,
    params?: CartResourceParams | null,
  ): Promise<Cart> {
    return this.#run('updateItem', cartItemId, payload, params);
  }

  removeItem(cartItemId: string, params?: CartResourceParams | null): Promise<Cart> {
    return this.#run('removeItem', cartItemId, params);
  }

  getGiftingDates(): Promise<CartResourceGiftingDatesResponse> {
    return this.#run('getGiftingDates');
  }

  getLocalPickups(): Promise<ShippingMethodPickup[]> {
    return this.#run('getLocalPickups');
  }

  getShippingMethods(params: CartShippingMethodsParams): Promise<ShippingMethodDelivery[]> {
    return this.#run('getShippingMethods', params);
  }

  /** @internal Used by `Svc.init` after a cart load it ran in parallel. */
  adopt(cart: Cart): Cart {
    replaceModelData(this, this.#keys, cart);
    return cart;
  }

  /**
   * Runs `cart.<name>` with the cart's ID as its first argument (`load` takes an ID of its own);
   * the arguments are checked and sent as its entry in the table of operations says
   * (resources/extra.ts). Answers of the operations that answer with a cart replace the model's data.
   */
  async #run<T>(name: string, ...args: unknown[]): Promise<T> {
    const operation = `cart.${name}` as OperationName;
    if (name === 'load') {
      if (args[0] === undefined) args[0] = this.#requireId(operation);
    } else if (name !== 'create') args.unshift(this.#requireId(operation));
    const answer = await (await loadExtraNamespaces()).callOperation(this.#context, operation, args);
    const answersWithCart = operationSpec(operation).answer === 'cart';
    return (answersWithCart ? this.adopt(answer as Cart) : answer) as T;
  }

  #requireId(operation: string): string {
    if (!this.id || typeof this.id !== 'string') {
      throw fail(operation, 'cart.id', 'is required (call cart.create() or cart.load(cartId) first)');
    }
    return this.id;
  }
}
