import type {
  CheckoutPurchasePayload,
  CheckoutPurchaseResponse,
  PurchaseRequestParams,
} from '../types/checkout.js';
import { assertOptionalObject, assertString } from '../validate.js';
import type { ResourceContext } from './context.js';

/** `client.checkout`: buying a complete cart. */
export class CheckoutResource {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /**
   * Purchases the cart. Needs a signed-in customer and a complete cart. The second argument is a
   * payment intent ID (after 3-D Secure) or a payload object.
   */
  async purchase(
    cartId: string,
    payload?: CheckoutPurchasePayload | string,
    params?: PurchaseRequestParams,
  ): Promise<CheckoutPurchaseResponse> {
    const operation = 'checkout.purchase';
    assertString(operation, 'cartId', cartId);
    const body = typeof payload === 'string' ? { paymentIntentId: payload } : payload;
    assertOptionalObject(operation, 'payload', body);
    assertOptionalObject(operation, 'params', params);
    return this.#context.http.call(operation, { path: { cartId }, body: body ?? {}, query: params });
  }
}
