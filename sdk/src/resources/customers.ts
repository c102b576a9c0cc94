import type { RequestHeaders } from '../types/common.js';
import type { Customer, CustomerUpdatePayload } from '../types/customer.js';
import type { ResourceContext } from './context.js';

// The type of `client.customers`. Its methods are built from the operation table in extra.ts, which
// loads on the first call (lazy.ts).
/** `client.customers`: the signed-in customer's profile. */
export declare class CustomersResource {
  // Declared only, so the type stays the class it was (the objects are built in lazy.ts).
  // eslint-disable-next-line no-unused-private-class-members
  readonly #context: ResourceContext;
  constructor(context: ResourceContext);
  /** The signed-in customer. Needs a signed-in customer. */
  me(headers?: RequestHeaders | null): Promise<Customer>;
  /** Updates consents (and name, phone, external ID). Needs a signed-in customer. */
  update(payload: CustomerUpdatePayload, headers?: RequestHeaders | null): Promise<Customer>;
}
