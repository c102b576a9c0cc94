/**
 * The one table of the Storefront API's operations, keyed by operation name: each operation's HTTP
 * method and path, whether it needs a signed-in customer, the arguments its SDK method takes and
 * what its answer must be. It loads with the code of the namespaces that load on first use
 * (resources/extra.ts); the names and the entries the start needs are in operations.ts.
 *
 * The spec leaves methods and paths "not shown"; they are defined here once. The SDK builds every
 * request from this table and the sandbox serves every handler from it (through routes.ts), so the
 * two cannot drift. `sdk/API.md` documents it (a test keeps the two in step). Paths are relative to
 * the base URL (which ends in `/storefront/v1/`); `:name` segments are filled from the operation's
 * arguments.
 */
import { pathParamNames, START_OPERATIONS, type OperationName, type OperationSpec } from './operations.js';

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

  'cart.create': START_OPERATIONS['cart.create'],
  'cart.load': START_OPERATIONS['cart.load'],
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

  'customers.me': START_OPERATIONS['customers.me'],
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

  'shop.load': START_OPERATIONS['shop.load'],

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
} as const satisfies { readonly [Op in OperationName]: OperationSpec };

/** The arguments that are strings; every other argument of a path segment is an ID. */
export const STRING_ARGUMENTS: ReadonlySet<string> = new Set([
  'cartId',
  'cartItemId',
  'paymentIntentId',
  'externalPaymentId',
  'currencyCode',
]);

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
