import type { CustomerFixture } from '../fixtures.js';
import { bodyObject, optionalBoolean, requireCustomer, type OperationHandlers } from '../context.js';
import { invalid } from '../errors.js';

/** A customer as the API shows it: never the password. */
export function publicCustomer(customer: CustomerFixture): Omit<CustomerFixture, 'password'> {
  const { password: _password, ...visible } = customer;
  return structuredClone(visible);
}

const STRING_FIELDS = ['firstName', 'lastName', 'phone', 'externalId'] as const;

export const customerHandlers: OperationHandlers = {
  'customers.me': (context) => publicCustomer(requireCustomer(context)),

  'customers.update': (context) => {
    const customer = requireCustomer(context);
    const body = bodyObject(context);
    const changes: Partial<CustomerFixture> = {};
    for (const field of ['marketingConsent', 'tosConsent'] as const) {
      const value = optionalBoolean(body, field);
      if (value !== undefined) changes[field] = value;
    }
    for (const field of STRING_FIELDS) {
      const value = body[field];
      if (value === undefined) continue;
      const nullable = field === 'phone' || field === 'externalId';
      if (!(typeof value === 'string' || (nullable && value === null))) {
        throw invalid(field, `The ${field} field must be a string.`);
      }
      (changes as Record<string, unknown>)[field] = value;
    }
    Object.assign(customer, changes);
    return publicCustomer(customer);
  },
};
