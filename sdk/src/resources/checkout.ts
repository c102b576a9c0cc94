import type {
  CheckoutPurchasePayload,
  CheckoutPurchaseResponse,
  PurchaseRequestParams,
} from '../types/checkout.js';
import type { RequestHeaders } from '../types/common.js';
import { assertOptionalHeaders, assertOptionalObject, assertString } from '../validate.js';
import type { ResourceContext } from './context.js';

/** `client.checkout`: buying a complete cart. */
export class CheckoutResource {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /**
   * Purchases the cart. Needs a signed-in customer and a complete cart. The second argument is a
   * payment intent ID (after 3-D Secure) or a payload object. `headers` are sent with this request
   * only: `{ 'idempotency-key': <a UUID per attempt> }` makes a retry after a lost answer safe, since
   * the API answers a repeated key with the first answer and charges nothing more.
   */
  async purchase(
    cartId: string,
    payload?: CheckoutPurchasePayload | string,
    params?: PurchaseRequestParams,
    headers?: RequestHeaders,
  ): Promise<CheckoutPurchaseResponse> {
    const operation = 'checkout.purchase';
    assertString(operation, 'cartId', cartId);
    const body = typeof payload === 'string' ? { paymentIntentId: payload } : payload;
    assertOptionalObject(operation, 'payload', body);
    assertOptionalObject(operation, 'params', params);
    assertOptionalHeaders(operation, headers);
    return this.#context.http.call(operation, { path: { cartId }, body: body ?? {}, query: params, headers });
  }
}
