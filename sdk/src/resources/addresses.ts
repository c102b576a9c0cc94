import type { AddressStorePayload, CustomerAddress } from '../types/customer.js';
import { assertId, assertObject, assertString } from '../validate.js';
import type { ResourceContext } from './context.js';

/** `client.addresses`: saved delivery addresses. */
export class AddressesResource {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** The signed-in customer's addresses. */
  list(): Promise<CustomerAddress[]> {
    return this.#context.http.call('addresses.list');
  }

  /** Stores an address (for the signed-in customer when there is one). */
  async store(payload: AddressStorePayload): Promise<CustomerAddress> {
    const operation = 'addresses.store';
    assertObject(operation, 'payload', payload);
    for (const field of ['firstName', 'lastName', 'addressOne', 'city', 'zip'] as const) {
      assertString(operation, `payload.${field}`, payload[field]);
    }
    assertId(operation, 'payload.countryId', payload.countryId);
    return this.#context.http.call(operation, { body: payload });
  }
}
