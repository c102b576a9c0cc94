import type { SvcClient } from '@svc/sdk';
import { initClient } from '../../sdk/test/helpers.js';
import { US_ADDRESS as US_PAYLOAD } from './data.js';

/**
 * What the sandbox's cart tests share (cart.test.ts, cart-add.test.ts, cart-prices.test.ts and
 * cart-delivery.test.ts).
 *
 * Fixture prices (USD minor units) used in them: mug Sand 201 = 14.00 (25 in stock), mug Slate 202 = 0 in
 * stock, filters 211 = 6.00 (5.00 each from 3), espresso 221 = 0 in stock, eBook 231 = 9.00 (digital),
 * gift card 301 = 25.00, plans 101 = 18.00 / 2 weeks, 102 = 20.00 / month + 5.00 setup fee,
 * 103 = 54.00 / 3 months with a free 14-day trial, Tea Club 111 = 25.00 / month, 112 = 48.00 / 2 months.
 * EUR = USD × 0.92, GBP = USD × 0.79, rounded to the minor unit.
 */

/** A box of 4 (ruleset 1) of the build-a-box bundle. */
export const BOX_OF_FOUR = {
  items: [{ productId: 401, quantity: 4 }],
  preferences: [{ attributeId: 1, values: [12] }],
};

/** The US address as the cart shows it back (an omitted addressTwo is null). */
export const US_ADDRESS = { ...US_PAYLOAD, addressTwo: null };

/** A German address (tax and delivery by country). */
export const DE_ADDRESS = {
  firstName: 'Sam',
  lastName: 'Shopper',
  addressOne: 'Hauptstraße 5',
  city: 'Berlin',
  zip: '10115',
  countryId: 276,
};

/** A client of its own, with a cart of its own. */
export const cartClient = (): Promise<SvcClient> => initClient({ loadCart: true });

/** `YYYY-MM-DD` of today plus `days`, in UTC. */
export const utcDate = (days: number): string => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
};
