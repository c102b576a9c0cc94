import type { AddressStorePayload, CustomerAddress } from '../types/customer.js';
import type { ResourceContext } from './context.js';

// The type of `client.addresses`. Its methods are built from the operation table in extra.ts, which
// loads on the first call (lazy.ts).
/** `client.addresses`: saved delivery addresses. */
export declare class AddressesResource {
  // Declared only, so the type stays the class it was (the objects are built in lazy.ts).
  // eslint-disable-next-line no-unused-private-class-members
  readonly #context: ResourceContext;
  constructor(context: ResourceContext);
  /** The signed-in customer's addresses. */
  list(): Promise<CustomerAddress[]>;
  /** Stores an address (for the signed-in customer when there is one). */
  store(payload: AddressStorePayload): Promise<CustomerAddress>;
}
