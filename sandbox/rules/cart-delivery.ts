/** Cart delivery: gifting dates, delivery methods and pick-ups, addresses and what a cart still lacks to ship. */
import { countries, localPickups, shippingMethods } from '../fixtures.js';
import { invalid } from '../errors.js';
import type { CartRecord } from '../store.js';

import { needsShipping } from './cart-lines.js';

/** Gifting dates: the next 14 days from tomorrow, as `YYYY-MM-DD`. */
export function giftingDates(now = new Date()): string[] {
  return Array.from({ length: 14 }, (_, i) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + i + 1));
    return date.toISOString().slice(0, 10);
  });
}

export function deliveryMethodsFor(countryId: number, currency: string, subTotal: number) {
  return shippingMethods
    .filter((method) => method.countries.includes(countryId))
    .map((method) => ({
      id: method.id,
      name: method.name,
      type: 'delivery',
      price: method.freeOver && subTotal >= method.freeOver[currency]! ? 0 : method.prices[currency]!,
      minDays: method.minDays,
      maxDays: method.maxDays,
    }));
}

export function pickupsFor(currency: string) {
  return localPickups.map((pickup) => ({
    id: pickup.id,
    name: pickup.name,
    type: 'pickup',
    address: pickup.address,
    price: pickup.prices[currency]!,
  }));
}

const ADDRESS_FIELDS = ['firstName', 'lastName', 'addressOne', 'city', 'zip'] as const;

/**
 * Checks an address payload. `field` prefixes the error fields (`shippingAddress.city`); an empty
 * prefix is for a payload that is the address itself (`addresses.store`: `city`).
 */
export function normalizeAddress(raw: unknown, field: string) {
  const at = (name: string) => (field ? `${field}.${name}` : name);
  if (typeof raw !== 'object' || raw === null)
    throw invalid(field || 'body', 'The address must be an object.');
  const body = raw as Record<string, unknown>;
  for (const key of ADDRESS_FIELDS) {
    if (typeof body[key] !== 'string' || (body[key] as string).trim() === '')
      throw invalid(at(key), `The ${key} field is required.`);
  }
  if (body.addressTwo !== undefined && body.addressTwo !== null && typeof body.addressTwo !== 'string') {
    throw invalid(at('addressTwo'), 'The addressTwo field must be a string or null.');
  }
  const country = countries.find((c) => c.id === body.countryId);
  if (!country) throw invalid(at('countryId'), 'The countryId must be a country the shop delivers to.');
  checkZip(country.id, body.zip as string, at('zip'));
  return {
    firstName: body.firstName as string,
    lastName: body.lastName as string,
    company: typeof body.company === 'string' ? body.company : null,
    addressOne: body.addressOne as string,
    addressTwo: (body.addressTwo as string | null | undefined) ?? null,
    city: body.city as string,
    zip: (body.zip as string).trim(),
    province: typeof body.province === 'string' ? body.province : null,
    phone: typeof body.phone === 'string' ? body.phone : null,
    countryId: country.id,
  };
}

export function checkZip(countryId: number, zip: string, field: string): void {
  const patterns: Record<number, RegExp> = {
    840: /^\d{5}(-\d{4})?$/,
    276: /^\d{5}$/,
    250: /^\d{5}$/,
    826: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  };
  if (patterns[countryId] && !patterns[countryId]!.test(zip.trim())) {
    throw invalid(field, 'The postal code does not look right for this country.', 'invalid_zip');
  }
}

/** The shipping field a physical cart still lacks (a pick-up needs no address), or `null`. */
export function missingShipping(cart: CartRecord): 'shippingAddress' | 'shippingMethodId' | null {
  if (!cart.lines.some(needsShipping)) return null;
  if (cart.shippingMethodId && localPickups.some((p) => p.id === cart.shippingMethodId)) return null;
  if (!cart.shippingAddress) return 'shippingAddress';
  return cart.shippingMethodId ? null : 'shippingMethodId';
}

export function methodAvailable(cart: CartRecord, methodId: number): boolean {
  if (localPickups.some((p) => p.id === methodId)) return true;
  if (!cart.shippingAddress) return false;
  return shippingMethods.some(
    (m) => m.id === methodId && m.countries.includes(cart.shippingAddress!.countryId),
  );
}
