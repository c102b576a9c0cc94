import type { RequestHeaders } from '../types/common.js';
import type { StockSubscriptionPayload, StockSubscriptionResponse } from '../types/customer.js';
import { assertEmail, assertId, assertObject, assertOptionalHeaders } from '../validate.js';
import type { ResourceContext } from './context.js';

/** `client.stock`: "email me when it is back in stock" for a product or survey answer. */
export class StockResource {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  async subscribe(
    payload: StockSubscriptionPayload,
    headers?: RequestHeaders,
  ): Promise<StockSubscriptionResponse> {
    const operation = 'stock.subscribe';
    assertObject(operation, 'payload', payload);
    assertEmail(operation, 'payload.email', payload.email);
    assertId(operation, 'payload.productId', payload.productId);
    assertId(operation, 'payload.quantity', payload.quantity);
    assertOptionalHeaders(operation, headers);
    return this.#context.http.call<StockSubscriptionResponse>(operation, { body: payload, headers });
  }
}
