import type {
  CheckoutPurchasePayload,
  CheckoutPurchaseResponse,
  PurchaseRequestParams,
} from '../types/checkout.js';
import type { RequestHeaders } from '../types/common.js';
import type { ResourceContext } from './context.js';
/** `client.checkout`: buying a complete cart. */
export declare class CheckoutResource {
  // Declared only, so the type stays the class it was (the objects are built in lazy.ts).
  // eslint-disable-next-line no-unused-private-class-members
  readonly #context: ResourceContext;
  constructor(context: ResourceContext);

  // The type of `client.checkout`. Its methods are built from the operation table in extra.ts, which
  // loads on the first call (lazy.ts).
  /**
   * Purchases the cart. Needs a signed-in customer and a complete cart. The second argument is a
   * payment intent ID (after 3-D Secure) or a payload object. `headers` are sent with this request
   * only: `{ 'idempotency-key': <a UUID per attempt> }` makes a retry after a lost answer safe, since
   * the API answers a repeated key with the first answer and charges nothing more.
   */
  purchase(
    cartId: string,
    payload?: CheckoutPurchasePayload | string,
    params?: PurchaseRequestParams | null,
    headers?: RequestHeaders | null,
  ): Promise<CheckoutPurchaseResponse>;
}
