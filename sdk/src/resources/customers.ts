import type { RequestHeaders } from '../types/common.js';
import type { Customer, CustomerUpdatePayload } from '../types/customer.js';
import { invalidArgument } from '../http/errors.js';
import { assertObject, assertOptionalHeaders } from '../validate.js';
import type { ResourceContext } from './context.js';

const UPDATABLE: Record<keyof CustomerUpdatePayload, 'boolean' | 'string' | 'nullable-string'> = {
  marketingConsent: 'boolean',
  tosConsent: 'boolean',
  firstName: 'string',
  lastName: 'string',
  phone: 'nullable-string',
  externalId: 'nullable-string',
};

/** `client.customers`: the signed-in customer's profile. */
export class CustomersResource {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** The signed-in customer. Needs a signed-in customer. */
  me(headers?: RequestHeaders): Promise<Customer> {
    assertOptionalHeaders('customers.me', headers);
    return this.#context.http.call<Customer>('customers.me', { headers });
  }

  /** Updates consents (and name, phone, external ID). Needs a signed-in customer. */
  async update(payload: CustomerUpdatePayload, headers?: RequestHeaders): Promise<Customer> {
    const operation = 'customers.update';
    assertObject(operation, 'payload', payload);
    for (const [field, value] of Object.entries(payload)) {
      const kind = UPDATABLE[field as keyof CustomerUpdatePayload];
      if (!kind) continue;
      const ok =
        kind === 'boolean'
          ? typeof value === 'boolean'
          : typeof value === 'string' || (kind === 'nullable-string' && value === null);
      if (value !== undefined && !ok) {
        throw invalidArgument(
          operation,
          `payload.${field}`,
          kind === 'boolean' ? 'true or false' : 'a string',
          value,
        );
      }
    }
    assertOptionalHeaders(operation, headers);
    return this.#context.http.call<Customer>(operation, { body: payload, headers });
  }
}
