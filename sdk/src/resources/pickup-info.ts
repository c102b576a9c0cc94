import type { CustomerPickupInfo, PickupInfoFetchParams, PickupInfoStorePayload } from '../types/customer.js';
import { assertObject, assertOptionalObject, assertString } from '../validate.js';
import type { ResourceContext } from './context.js';

/** `client.pickupInfo`: who collects a local pick-up. Needs a signed-in customer. */
export class PickupInfoResource {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  async list(params?: PickupInfoFetchParams): Promise<CustomerPickupInfo[]> {
    const operation = 'pickupInfo.list';
    assertOptionalObject(operation, 'params', params);
    return this.#context.http.call(operation, { query: params });
  }

  async store(payload: PickupInfoStorePayload): Promise<CustomerPickupInfo> {
    const operation = 'pickupInfo.store';
    assertObject(operation, 'payload', payload);
    assertString(operation, 'payload.firstName', payload.firstName);
    assertString(operation, 'payload.lastName', payload.lastName);
    assertString(operation, 'payload.phone', payload.phone);
    return this.#context.http.call(operation, { body: payload });
  }
}
