import type { ExpandParams } from '../types/common.js';
import type {
  CheckoutPurchaseResponse,
  FunnelAcceptPayload,
  FunnelAcceptResponse,
  FunnelFetchResponse,
  FunnelPostAcceptPayload,
} from '../types/checkout.js';
import type { ResourceContext } from './context.js';

// The type of `client.funnels`. Its methods are built from the operation table in extra.ts, which
// loads on the first call (lazy.ts).
/**
 * `client.funnels`: upsell offers before (pre), during (mid) and after (post) the purchase.
 * Accepting a pre/mid step answers with a plain cart object; reload `client.cart` afterwards.
 */
export declare class FunnelsResource {
  // Declared only, so the type stays the class it was (the objects are built in lazy.ts).
  // eslint-disable-next-line no-unused-private-class-members
  readonly #context: ResourceContext;
  constructor(context: ResourceContext);
  prePurchaseFetch(cartId: string, params?: ExpandParams | null): Promise<FunnelFetchResponse>;
  prePurchaseAccept(
    cartId: string,
    funnelStepId: number,
    payload: FunnelAcceptPayload,
    params?: ExpandParams | null,
  ): Promise<FunnelAcceptResponse>;
  prePurchaseReject(cartId: string, funnelStepId: number): Promise<void>;
  /** Restarts the pre-purchase sequence at its first step. */
  prePurchaseRefresh(cartId: string): Promise<void>;
  midPurchaseFetch(cartId: string, params?: ExpandParams | null): Promise<FunnelFetchResponse>;
  midPurchaseAccept(
    cartId: string,
    funnelStepId: number,
    payload: FunnelAcceptPayload,
    params?: ExpandParams | null,
  ): Promise<FunnelAcceptResponse>;
  midPurchaseReject(cartId: string, funnelStepId: number): Promise<void>;
  /** Only after a successful `checkout.purchase`. */
  postPurchaseFetch(cartId: string, params?: ExpandParams | null): Promise<FunnelFetchResponse>;
  /** Charges the card already used, as a new purchase. Needs a signed-in customer. */
  postPurchaseAccept(
    cartId: string,
    funnelStepId: number,
    payload: FunnelPostAcceptPayload,
    params?: ExpandParams | null,
  ): Promise<CheckoutPurchaseResponse>;
  postPurchaseReject(cartId: string, funnelStepId: number): Promise<void>;
}
