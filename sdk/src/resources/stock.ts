import type { RequestHeaders } from '../types/common.js';
import type { StockSubscriptionPayload, StockSubscriptionResponse } from '../types/customer.js';
import type { ResourceContext } from './context.js';

// The type of `client.stock`. Its methods are built from the operation table in extra.ts, which
// loads on the first call (lazy.ts).
/** `client.stock`: "email me when it is back in stock" for a product or survey answer. */
export declare class StockResource {
  // Declared only, so the type stays the class it was (the objects are built in lazy.ts).
  // eslint-disable-next-line no-unused-private-class-members
  readonly #context: ResourceContext;
  constructor(context: ResourceContext);
  subscribe(
    payload: StockSubscriptionPayload,
    headers?: RequestHeaders | null,
  ): Promise<StockSubscriptionResponse>;
}
