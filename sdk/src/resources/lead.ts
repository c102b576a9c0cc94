import type { RequestHeaders } from '../types/common.js';
import type { LeadSubscribePayload, LeadSubscribeResponse } from '../types/customer.js';
import type { ResourceContext } from './context.js';

// The type of `client.lead`. Its methods are built from the operation table in extra.ts, which
// loads on the first call (lazy.ts).
/** `client.lead`: newsletter-style lead capture. */
export declare class LeadResource {
  // Declared only, so the type stays the class it was (the objects are built in lazy.ts).
  // eslint-disable-next-line no-unused-private-class-members
  readonly #context: ResourceContext;
  constructor(context: ResourceContext);
  subscribe(payload: LeadSubscribePayload, headers?: RequestHeaders | null): Promise<LeadSubscribeResponse>;
}
