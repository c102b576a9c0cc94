import { countries } from '../fixtures.js';
import type { OperationHandlers } from '../context.js';

export const shopHandlers: OperationHandlers = {
  'shop.load': ({ store }) => structuredClone(store.shop),
  'countries.list': () => countries.map(({ taxRate: _taxRate, ...country }) => ({ ...country })),
};
