import type { ExpandParams } from '../types/common.js';
import type {
  CheckoutPurchaseResponse,
  FunnelAcceptPayload,
  FunnelAcceptResponse,
  FunnelFetchResponse,
  FunnelPostAcceptPayload,
} from '../types/checkout.js';
import type { OperationName } from '../http/routes.js';
import { assertId, assertObject, assertOptionalObject, assertString } from '../validate.js';
import { checkFunnelAccept } from '../payloads.js';
import type { ResourceContext } from './context.js';

/**
 * `client.funnels`: upsell offers before (pre), during (mid) and after (post) the purchase.
 * Accepting a pre/mid step answers with a plain cart object; reload `client.cart` afterwards.
 */
export class FunnelsResource {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  prePurchaseFetch(cartId: string, params?: ExpandParams): Promise<FunnelFetchResponse> {
    return this.#fetch('funnels.prePurchaseFetch', cartId, params);
  }

  prePurchaseAccept(
    cartId: string,
    funnelStepId: number,
    payload: FunnelAcceptPayload,
    params?: ExpandParams,
  ): Promise<FunnelAcceptResponse> {
    return this.#accept('funnels.prePurchaseAccept', cartId, funnelStepId, payload, params);
  }

  prePurchaseReject(cartId: string, funnelStepId: number): Promise<void> {
    return this.#reject('funnels.prePurchaseReject', cartId, funnelStepId);
  }

  /** Restarts the pre-purchase sequence at its first step. */
  async prePurchaseRefresh(cartId: string): Promise<void> {
    const operation = 'funnels.prePurchaseRefresh';
    assertString(operation, 'cartId', cartId);
    await this.#context.http.call(operation, { path: { cartId } });
  }

  midPurchaseFetch(cartId: string, params?: ExpandParams): Promise<FunnelFetchResponse> {
    return this.#fetch('funnels.midPurchaseFetch', cartId, params);
  }

  midPurchaseAccept(
    cartId: string,
    funnelStepId: number,
    payload: FunnelAcceptPayload,
    params?: ExpandParams,
  ): Promise<FunnelAcceptResponse> {
    return this.#accept('funnels.midPurchaseAccept', cartId, funnelStepId, payload, params);
  }

  midPurchaseReject(cartId: string, funnelStepId: number): Promise<void> {
    return this.#reject('funnels.midPurchaseReject', cartId, funnelStepId);
  }

  /** Only after a successful `checkout.purchase`. */
  postPurchaseFetch(cartId: string, params?: ExpandParams): Promise<FunnelFetchResponse> {
    return this.#fetch('funnels.postPurchaseFetch', cartId, params);
  }

  /** Charges the card already used, as a new purchase. Needs a signed-in customer. */
  postPurchaseAccept(
    cartId: string,
    funnelStepId: number,
    payload: FunnelPostAcceptPayload,
    params?: ExpandParams,
  ): Promise<CheckoutPurchaseResponse> {
    return this.#accept('funnels.postPurchaseAccept', cartId, funnelStepId, payload, params);
  }

  postPurchaseReject(cartId: string, funnelStepId: number): Promise<void> {
    return this.#reject('funnels.postPurchaseReject', cartId, funnelStepId);
  }

  async #fetch(
    operation: OperationName,
    cartId: string,
    params?: ExpandParams,
  ): Promise<FunnelFetchResponse> {
    assertString(operation, 'cartId', cartId);
    assertOptionalObject(operation, 'params', params);
    return this.#context.http.call(operation, { path: { cartId }, query: params });
  }

  async #accept<T>(
    operation: OperationName,
    cartId: string,
    funnelStepId: number,
    payload: FunnelAcceptPayload,
    params?: ExpandParams,
  ): Promise<T> {
    assertString(operation, 'cartId', cartId);
    assertId(operation, 'funnelStepId', funnelStepId);
    assertObject(operation, 'payload', payload);
    checkFunnelAccept(operation, payload, operation === 'funnels.postPurchaseAccept');
    assertOptionalObject(operation, 'params', params);
    return this.#context.http.call<T>(operation, {
      path: { cartId, funnelStepId },
      body: payload,
      query: params,
    });
  }

  async #reject(operation: OperationName, cartId: string, funnelStepId: number): Promise<void> {
    assertString(operation, 'cartId', cartId);
    assertId(operation, 'funnelStepId', funnelStepId);
    await this.#context.http.call(operation, { path: { cartId, funnelStepId } });
  }
}
