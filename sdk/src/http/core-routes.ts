/** An operation's HTTP method and path; `auth: true` when it needs a signed-in customer. */
export interface Route {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly auth?: true;
}

/** A route written as `'<METHOD> <path>'`, with `!` after the path when it needs a signed-in customer. */
type RouteOf<Spec> = Spec extends `${infer M} ${infer P} ${string}`
  ? Parsed<M, P>
  : Spec extends `${infer M} ${infer P}`
    ? Parsed<M, P>
    : never;
type Parsed<M, P> = M extends Route['method']
  ? P extends `${infer Path}!`
    ? { readonly method: M; readonly path: Path; readonly auth: true }
    : { readonly method: M; readonly path: P }
  : never;

/**
 * Reads a route table written as `'<METHOD> <path>[!] [arguments…]'` per operation: `!` marks an
 * operation that needs a signed-in customer; the arguments (resources/extra.ts) are not part of
 * the route.
 */
export function routeTable<const T extends Record<string, string>>(
  specs: T,
): { readonly [K in keyof T]: RouteOf<T[K]> } {
  const table: Record<string, Route> = {};
  for (const name in specs) {
    const [method, path] = specs[name]!.split(' ') as [Route['method'], string];
    table[name] = path.endsWith('!') ? { method, path: path.slice(0, -1), auth: true } : { method, path };
  }
  return table as { readonly [K in keyof T]: RouteOf<T[K]> };
}

/**
 * The routes the SDK needs from the start: `Svc.init` (shop, token check, cart) and the cart,
 * with the cart methods' arguments after each route (as in extra-routes.ts; the cart's own ID
 * comes first, from `client.cart`).
 * The others (extra-routes.ts) load with the namespaces that use them (resources/lazy.ts);
 * `routes.ts` joins both into the one route table.
 */
export const coreSpecs = {
  'cart.create': 'POST /carts payload? params?',
  'cart.load': 'GET /carts/:cartId params?',
  'cart.update': 'PATCH /carts/:cartId payload params?',
  'cart.attachCustomer': 'POST /carts/:cartId/customer! params?',
  'cart.addItem': 'POST /carts/:cartId/items payload params?',
  'cart.updateItem': 'PATCH /carts/:cartId/items/:cartItemId payload params?',
  'cart.removeItem': 'DELETE /carts/:cartId/items/:cartItemId params?',
  'cart.getGiftingDates': 'GET /carts/:cartId/gifting-dates',
  'cart.getLocalPickups': 'GET /carts/:cartId/local-pickups',
  'cart.getShippingMethods': 'GET /carts/:cartId/shipping-methods params',

  'customers.me': 'GET /customers/me! headers?',

  'shop.load': 'GET /shop',
} as const;

export const coreRoutes = routeTable(coreSpecs);

/**
 * The methods of the namespaces that load on first use (resources/lazy.ts), one per route of the
 * namespace, in the order of their routes in extra-routes.ts (the route table test checks that
 * every namespace has exactly the methods of its routes). Needed at start: the namespaces have
 * their methods before their code loads.
 */
export const METHODS = {
  addresses: 'list store',
  bundles: 'list load loadItems loadGroups quote',
  checkout: 'purchase',
  countries: 'list',
  customers: 'me update',
  funnels:
    'prePurchaseFetch prePurchaseAccept prePurchaseReject prePurchaseRefresh midPurchaseFetch midPurchaseAccept midPurchaseReject postPurchaseFetch postPurchaseAccept postPurchaseReject',
  lead: 'subscribe',
  metafield: 'list load',
  paymentIntents: 'getPaymentIntent confirm',
  pickupInfo: 'list store',
  products: 'list load loadVariant',
  stock: 'subscribe',
  subscriptions:
    'list load update updateBundle updatePreferences loadItem updateItem updateItemBundle updateItemPreferences',
  surveys: 'load',
  wallet: 'list setup store',
} as const;

/** Keyed by operation name (`OperationName` of routes.ts, which is built from this module's table). */
const known: Partial<Record<string, Route>> = { ...coreRoutes };

/** The route of an operation whose code has loaded. */
export function routeOf(operation: string): Route {
  const route = known[operation];
  if (!route) throw new TypeError(`Svc ${operation}: unknown operation`);
  return route;
}

/** Makes the routes of lazily loaded namespaces known to `routeOf`. */
export function addRoutes(routes: Partial<Record<string, Route>>): void {
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
