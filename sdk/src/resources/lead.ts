import type { RequestHeaders } from '../types/common.js';
import type { LeadSubscribePayload, LeadSubscribeResponse } from '../types/customer.js';
import { assertEmail, assertObject, assertOptionalHeaders } from '../validate.js';
import type { ResourceContext } from './context.js';

/** `client.lead`: newsletter-style lead capture. */
export class LeadResource {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  async subscribe(payload: LeadSubscribePayload, headers?: RequestHeaders): Promise<LeadSubscribeResponse> {
    const operation = 'lead.subscribe';
    assertObject(operation, 'payload', payload);
    assertEmail(operation, 'payload.email', payload.email);
    assertOptionalHeaders(operation, headers);
    return this.#context.http.call<LeadSubscribeResponse>(operation, { body: payload, headers });
  }
}
