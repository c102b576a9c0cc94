import type { CustomerPickupInfo, PickupInfoFetchParams, PickupInfoStorePayload } from '../types/customer.js';
import type { ResourceContext } from './context.js';

// The type of `client.pickupInfo`. Its methods are built from the operation table in extra.ts, which
// loads on the first call (lazy.ts).
/** `client.pickupInfo`: who collects a local pick-up. Needs a signed-in customer. */
export declare class PickupInfoResource {
  // Declared only, so the type stays the class it was (the objects are built in lazy.ts).
  // eslint-disable-next-line no-unused-private-class-members
  readonly #context: ResourceContext;
  constructor(context: ResourceContext);
  list(params?: PickupInfoFetchParams | null): Promise<CustomerPickupInfo[]>;
  store(payload: PickupInfoStorePayload): Promise<CustomerPickupInfo>;
}
