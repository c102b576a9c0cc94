import { countries, shop } from '../fixtures.js';
import type { OperationHandlers } from '../context.js';

export const shopHandlers: OperationHandlers = {
  'shop.load': () => structuredClone(shop),
  'countries.list': () => structuredClone(countries),
};
