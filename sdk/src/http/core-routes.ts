import type { OperationName, Route } from './routes.js';

/**
 * The routes the SDK needs from the start: `Svc.init` (shop, token check, cart) and the cart.
 * The others (extra-routes.ts) load with the namespaces that use them (resources/lazy.ts);
 * `routes.ts` joins both into the one route table.
 */
export const coreRoutes = {
  'cart.create': { method: 'POST', path: '/carts' },
  'cart.load': { method: 'GET', path: '/carts/:cartId' },
  'cart.update': { method: 'PATCH', path: '/carts/:cartId' },
  'cart.attachCustomer': { method: 'POST', path: '/carts/:cartId/customer', auth: true },
  'cart.addItem': { method: 'POST', path: '/carts/:cartId/items' },
  'cart.updateItem': { method: 'PATCH', path: '/carts/:cartId/items/:cartItemId' },
  'cart.removeItem': { method: 'DELETE', path: '/carts/:cartId/items/:cartItemId' },
  'cart.getGiftingDates': { method: 'GET', path: '/carts/:cartId/gifting-dates' },
  'cart.getLocalPickups': { method: 'GET', path: '/carts/:cartId/local-pickups' },
  'cart.getShippingMethods': { method: 'GET', path: '/carts/:cartId/shipping-methods' },

  'customers.me': { method: 'GET', path: '/customers/me', auth: true },

  'shop.load': { method: 'GET', path: '/shop' },
} as const satisfies Record<string, Route>;

const known: Partial<Record<OperationName, Route>> = { ...coreRoutes };

/** The route of an operation whose code has loaded. */
export function routeOf(operation: OperationName): Route {
  const route = known[operation];
  if (!route) throw new TypeError(`Svc ${operation}: unknown operation`);
  return route;
}

/** Makes the routes of lazily loaded namespaces known to `routeOf`. */
export function addRoutes(routes: Partial<Record<OperationName, Route>>): void {
  Object.assign(known, routes);
}

/** Fills `:name` segments, URL-encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
