/**
 * The one table of the Storefront API's operations, keyed by operation name: each operation's HTTP
 * method and path, whether it needs a signed-in customer, the arguments its SDK method takes and
 * what its answer must be. Adding an operation is one entry here (and, when its payload has rules
 * the client checks, one entry in `PAYLOAD_CHECKS`, resources/extra.ts).
 *
 * The spec leaves methods and paths "not shown"; they are defined here once. The SDK builds every
 * request from this table and the sandbox serves every handler from it (through routes.ts), so the
 * two cannot drift. `sdk/API.md` documents it (a test keeps the two in step). Paths are relative to
 * the base URL (which ends in `/storefront/v1/`); `:name` segments are filled from the operation's
 * arguments. The whole table is needed at start: the namespaces that load on first use have their
 * methods before their code loads.
 */

/** An operation's HTTP method and path; `auth: true` when it needs a signed-in customer (spec: "Authentication", rule 1). */
export interface Route {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly auth?: true;
}

/** Whether an argument must be given (`required`) or may be left out or `null` (`optional`). */
export type Need = 'required' | 'optional';

/**
 * One operation. Its SDK method takes, in this order: an argument per `:name` segment of its path
 * (an ID, or a string when `STRING_ARGUMENTS` names it), its `field`, its `payload`, its `params`
 * and its `headers`, each only when the entry has it.
 */
export interface OperationSpec extends Route {
  /** A string argument sent as `{ [field]: value }`: the query of a GET, the JSON body otherwise. */
  readonly field?: string;
  /** An object sent as the JSON body (`{}` when an optional one is left out), checked by `PAYLOAD_CHECKS`. */
  readonly payload?: Need;
  /** An object sent as the query string. */
  readonly params?: Need;
  /** An object of strings sent as headers of this request. */
  readonly headers?: 'optional';
  /**
   * What the answer must be: a cart (`cart`: anything else is refused and the cart held stays),
   * a sign-in with an `accessToken` (`sign-in`), or nothing the caller gets (`nothing`: the
   * promise resolves with `undefined`). Left out: the answer as it comes.
   */
  readonly answer?: 'cart' | 'sign-in' | 'nothing';
}

/** The operations, grouped by namespace in alphabetical order (the order of `sdk/API.md`). */
export const OPERATIONS = {
  'addresses.list': { method: 'GET', path: '/customers/me/addresses', auth: true },
  'addresses.store': { method: 'POST', path: '/addresses', payload: 'required' },

  'auth.login': { method: 'POST', path: '/auth/login', payload: 'required', answer: 'sign-in' },
  'auth.register': { method: 'POST', path: '/auth/register', payload: 'required', answer: 'sign-in' },
  'auth.registered': { method: 'POST', path: '/auth/registered', payload: 'required' },
  'auth.otp': { method: 'POST', path: '/auth/otp', payload: 'required' },
  'auth.otpLogin': { method: 'POST', path: '/auth/otp/login', payload: 'required', answer: 'sign-in' },
  'auth.social': { method: 'POST', path: '/auth/social', payload: 'required', answer: 'sign-in' },

  'bundles.list': { method: 'GET', path: '/bundles', params: 'required', headers: 'optional' },
  'bundles.load': { method: 'GET', path: '/bundles/:bundleId', params: 'optional', headers: 'optional' },
  'bundles.loadItems': {
    method: 'GET',
    path: '/bundles/:bundleId/items',
    params: 'optional',
    headers: 'optional',
  },
  'bundles.loadGroups': {
    method: 'GET',
    path: '/bundles/:bundleId/groups',
    params: 'optional',
    headers: 'optional',
  },
  'bundles.quote': {
    method: 'POST',
    path: '/bundles/:bundleId/quote',
    payload: 'required',
    params: 'optional',
    headers: 'optional',
  },

  'cart.create': { method: 'POST', path: '/carts', payload: 'optional', params: 'optional', answer: 'cart' },
  'cart.load': { method: 'GET', path: '/carts/:cartId', params: 'optional', answer: 'cart' },
  'cart.update': {
    method: 'PATCH',
    path: '/carts/:cartId',
    payload: 'required',
    params: 'optional',
    answer: 'cart',
  },
  'cart.attachCustomer': {
    method: 'POST',
    path: '/carts/:cartId/customer',
    auth: true,
    params: 'optional',
    answer: 'cart',
  },
  'cart.addItem': {
    method: 'POST',
    path: '/carts/:cartId/items',
    payload: 'required',
    params: 'optional',
    answer: 'cart',
  },
  'cart.updateItem': {
    method: 'PATCH',
    path: '/carts/:cartId/items/:cartItemId',
    payload: 'required',
    params: 'optional',
    answer: 'cart',
  },
  'cart.removeItem': {
    method: 'DELETE',
    path: '/carts/:cartId/items/:cartItemId',
    params: 'optional',
    answer: 'cart',
  },
  'cart.getGiftingDates': { method: 'GET', path: '/carts/:cartId/gifting-dates' },
  'cart.getLocalPickups': { method: 'GET', path: '/carts/:cartId/local-pickups' },
  'cart.getShippingMethods': { method: 'GET', path: '/carts/:cartId/shipping-methods', params: 'required' },

  'checkout.purchase': {
    method: 'POST',
    path: '/carts/:cartId/purchase',
    auth: true,
    payload: 'optional',
    params: 'optional',
    headers: 'optional',
  },

  'countries.list': { method: 'GET', path: '/countries', headers: 'optional' },

  'customers.me': { method: 'GET', path: '/customers/me', auth: true, headers: 'optional' },
  'customers.update': {
    method: 'PATCH',
    path: '/customers/me',
    auth: true,
    payload: 'required',
    headers: 'optional',
  },

  'funnels.prePurchaseFetch': {
    method: 'GET',
    path: '/carts/:cartId/funnels/pre-purchase',
    params: 'optional',
  },
  'funnels.prePurchaseAccept': {
    method: 'POST',
    path: '/carts/:cartId/funnels/pre-purchase/:funnelStepId/accept',
    payload: 'required',
    params: 'optional',
  },
  'funnels.prePurchaseReject': {
    method: 'POST',
    path: '/carts/:cartId/funnels/pre-purchase/:funnelStepId/reject',
    answer: 'nothing',
  },
  'funnels.prePurchaseRefresh': {
    method: 'POST',
    path: '/carts/:cartId/funnels/pre-purchase/refresh',
    answer: 'nothing',
  },
  'funnels.midPurchaseFetch': {
    method: 'GET',
    path: '/carts/:cartId/funnels/mid-purchase',
    params: 'optional',
  },
  'funnels.midPurchaseAccept': {
    method: 'POST',
    path: '/carts/:cartId/funnels/mid-purchase/:funnelStepId/accept',
    payload: 'required',
    params: 'optional',
  },
  'funnels.midPurchaseReject': {
    method: 'POST',
    path: '/carts/:cartId/funnels/mid-purchase/:funnelStepId/reject',
    answer: 'nothing',
  },
  'funnels.postPurchaseFetch': {
    method: 'GET',
    path: '/carts/:cartId/funnels/post-purchase',
    params: 'optional',
  },
  'funnels.postPurchaseAccept': {
    method: 'POST',
    path: '/carts/:cartId/funnels/post-purchase/:funnelStepId/accept',
    auth: true,
    payload: 'required',
    params: 'optional',
  },
  'funnels.postPurchaseReject': {
    method: 'POST',
    path: '/carts/:cartId/funnels/post-purchase/:funnelStepId/reject',
    answer: 'nothing',
  },

  'lead.subscribe': { method: 'POST', path: '/leads', payload: 'required', headers: 'optional' },

  'metafield.list': { method: 'GET', path: '/metafields', params: 'optional', headers: 'optional' },
  'metafield.load': { method: 'GET', path: '/metafields/:metafieldId', headers: 'optional' },

  'paymentIntents.getPaymentIntent': { method: 'GET', path: '/payment-intents/:paymentIntentId' },
  'paymentIntents.confirm': {
    method: 'POST',
    path: '/payment-intents/:paymentIntentId/confirm',
    field: 'externalPaymentId',
  },

  'pickupInfo.list': { method: 'GET', path: '/customers/me/pickup-info', auth: true, params: 'optional' },
  'pickupInfo.store': { method: 'POST', path: '/customers/me/pickup-info', auth: true, payload: 'required' },

  'products.list': { method: 'GET', path: '/products', params: 'optional', headers: 'optional' },
  'products.load': { method: 'GET', path: '/products/:productId', params: 'optional', headers: 'optional' },
  'products.loadVariant': {
    method: 'GET',
    path: '/variants/:productId',
    params: 'optional',
    headers: 'optional',
  },

  'shop.load': { method: 'GET', path: '/shop' },

  'stock.subscribe': {
    method: 'POST',
    path: '/stock-subscriptions',
    payload: 'required',
    headers: 'optional',
  },

  'subscriptions.list': {
    method: 'GET',
    path: '/subscriptions',
    auth: true,
    params: 'required',
    headers: 'optional',
  },
  'subscriptions.load': {
    method: 'GET',
    path: '/subscriptions/:subscriptionId',
    auth: true,
    params: 'optional',
    headers: 'optional',
  },
  'subscriptions.update': {
    method: 'PATCH',
    path: '/subscriptions/:subscriptionId',
    auth: true,
    payload: 'required',
    params: 'optional',
    headers: 'optional',
  },
  'subscriptions.updateBundle': {
    method: 'PUT',
    path: '/subscriptions/:subscriptionId/bundle',
    auth: true,
    payload: 'required',
    headers: 'optional',
  },
  'subscriptions.updatePreferences': {
    method: 'PUT',
    path: '/subscriptions/:subscriptionId/preferences',
    auth: true,
    payload: 'required',
    headers: 'optional',
  },
  'subscriptions.loadItem': {
    method: 'GET',
    path: '/subscriptions/:subscriptionId/items/:itemId',
    auth: true,
    params: 'optional',
    headers: 'optional',
  },
  'subscriptions.updateItem': {
    method: 'PATCH',
    path: '/subscriptions/:subscriptionId/items/:itemId',
    auth: true,
    payload: 'required',
    params: 'optional',
    headers: 'optional',
  },
  'subscriptions.updateItemBundle': {
    method: 'PUT',
    path: '/subscriptions/:subscriptionId/items/:itemId/bundle',
    auth: true,
    payload: 'required',
    params: 'optional',
    headers: 'optional',
  },
  'subscriptions.updateItemPreferences': {
    method: 'PUT',
    path: '/subscriptions/:subscriptionId/items/:itemId/preferences',
    auth: true,
    payload: 'required',
    headers: 'optional',
  },

  'surveys.load': { method: 'GET', path: '/surveys/:surveyId', params: 'optional', headers: 'optional' },

  'wallet.list': { method: 'GET', path: '/customers/me/payment-methods', auth: true, field: 'currencyCode' },
  'wallet.setup': { method: 'POST', path: '/wallet/setup', payload: 'required' },
  'wallet.store': { method: 'POST', path: '/customers/me/payment-methods', auth: true, payload: 'required' },
} as const satisfies Record<string, OperationSpec>;

export type OperationName = keyof typeof OPERATIONS;

/** The namespace of an operation (`cart` of `cart.addItem`). */
export type Namespace = OperationName extends `${infer Name}.${string}` ? Name : never;

/** The arguments that are strings; every other argument of a path segment is an ID. */
export const STRING_ARGUMENTS: ReadonlySet<string> = new Set([
  'cartId',
  'cartItemId',
  'paymentIntentId',
  'externalPaymentId',
  'currencyCode',
]);

/** The entry of an operation, or a `TypeError` for a name the table lacks. */
export function operationSpec(operation: string): OperationSpec {
  if (!Object.hasOwn(OPERATIONS, operation)) throw new TypeError(`Svc ${operation}: unknown operation`);
  return OPERATIONS[operation as OperationName];
}

/** The operation names of `namespace`, in the table's order (`list`, `load`, … of `products`). */
export function methodsOf(namespace: string): string[] {
  const methods: string[] = [];
  for (const operation of Object.keys(OPERATIONS)) {
    const [name, method] = operation.split('.');
    if (name === namespace) methods.push(method!);
  }
  return methods;
}

/** The `:name` segments of `path`, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
}

/** Fills `:name` segments, URL-encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** One argument of an operation's SDK method. */
export interface Argument {
  /** The `:name` of its path segment, its `field`, or `payload`, `params` or `headers`. */
  readonly name: string;
  /** May be left out (`undefined` or `null`). */
  readonly optional: boolean;
}

/** The arguments of an operation's SDK method, in call order (see `OperationSpec`). */
export function argumentsOf(spec: OperationSpec): Argument[] {
  const list: Argument[] = pathParamNames(spec.path).map((name) => ({ name, optional: false }));
  if (spec.field) list.push({ name: spec.field, optional: false });
  for (const name of ['payload', 'params', 'headers'] as const) {
    const need = spec[name];
    if (need) list.push({ name, optional: need === 'optional' });
  }
  return list;
}
