/**
 * What the SDK needs of the Storefront API's operations from the start: their names by namespace
 * (the namespaces that load on first use have their methods before their code loads), the entries
 * of the operations `Svc.init` sends itself, and the lookup every request goes through. The table
 * of every operation (operation-table.ts, keyed by these names) loads with the namespaces' code;
 * the typecheck fails when a name has no entry there or an entry has no name here.
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

/** The namespaces of an SDK instance, in alphabetical order (`NAMESPACES` of `@svc/sdk`). */
export const NAMESPACES = [
  'addresses',
  'auth',
  'bundles',
  'cart',
  'checkout',
  'countries',
  'customers',
  'funnels',
  'lead',
  'metafield',
  'paymentIntents',
  'pickupInfo',
  'products',
  'shop',
  'stock',
  'subscriptions',
  'surveys',
  'wallet',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/**
 * The operations of each namespace by method name, in the order of `sdk/API.md`. Adding an
 * operation is its name here and its entry in operation-table.ts (the typecheck asks for both).
 */
export const NAMESPACE_METHODS = {
  addresses: ['list', 'store'],
  auth: ['login', 'register', 'registered', 'otp', 'otpLogin', 'social'],
  bundles: ['list', 'load', 'loadItems', 'loadGroups', 'quote'],
  cart: [
    'create',
    'load',
    'update',
    'attachCustomer',
    'addItem',
    'updateItem',
    'removeItem',
    'getGiftingDates',
    'getLocalPickups',
    'getShippingMethods',
  ],
  checkout: ['purchase'],
  countries: ['list'],
  customers: ['me', 'update'],
  funnels: [
    'prePurchaseFetch',
    'prePurchaseAccept',
    'prePurchaseReject',
    'prePurchaseRefresh',
    'midPurchaseFetch',
    'midPurchaseAccept',
    'midPurchaseReject',
    'postPurchaseFetch',
    'postPurchaseAccept',
    'postPurchaseReject',
  ],
  lead: ['subscribe'],
  metafield: ['list', 'load'],
  paymentIntents: ['getPaymentIntent', 'confirm'],
  pickupInfo: ['list', 'store'],
  products: ['list', 'load', 'loadVariant'],
  shop: ['load'],
  stock: ['subscribe'],
  subscriptions: [
    'list',
    'load',
    'update',
    'updateBundle',
    'updatePreferences',
    'loadItem',
    'updateItem',
    'updateItemBundle',
    'updateItemPreferences',
  ],
  surveys: ['load'],
  wallet: ['list', 'setup', 'store'],
} as const satisfies { readonly [N in Namespace]: readonly string[] };

type Methods = typeof NAMESPACE_METHODS;

/** An operation's name: its namespace and method (`cart.addItem`). */
export type OperationName = { [N in Namespace]: `${N}.${Methods[N][number]}` }[Namespace];

/** The entries of the operations `Svc.init` and the eager namespaces send before the table loads. */
export const START_OPERATIONS = {
  'cart.create': { method: 'POST', path: '/carts', payload: 'optional', params: 'optional', answer: 'cart' },
  'cart.load': { method: 'GET', path: '/carts/:cartId', params: 'optional', answer: 'cart' },
  'customers.me': { method: 'GET', path: '/customers/me', auth: true, headers: 'optional' },
  'shop.load': { method: 'GET', path: '/shop' },
} as const satisfies { readonly [Op in OperationName]?: OperationSpec };

/** The entries known so far: those of the start, then the whole table once it has loaded. */
const known: { [Op in OperationName]?: OperationSpec } = { ...START_OPERATIONS };

/** Makes the whole table known (operation-table.ts, when the namespaces' code loads). */
export function addOperations(table: { readonly [Op in OperationName]: OperationSpec }): void {
  Object.assign(known, table);
}

/** The entry of an operation, or a `TypeError` for a name the table lacks. */
export function operationSpec(operation: string): OperationSpec {
  const spec = Object.hasOwn(known, operation) ? known[operation as OperationName] : undefined;
  if (!spec) throw new TypeError(`Svc ${operation}: unknown operation`);
  return spec;
}

/** The method names of `namespace` (`list`, `load`, … of `products`). */
export function methodsOf(namespace: Namespace): readonly string[] {
  return NAMESPACE_METHODS[namespace];
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
