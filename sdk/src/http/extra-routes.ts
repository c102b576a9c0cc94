import { coreSpecs, METHODS, routeTable } from './core-routes.js';

/*
 * The routes of `client.auth`'s calls and of the namespaces that load on first use
 * (resources/lazy.ts), written as `'<METHOD> <path>[!] [arguments…]'` (see `routeTable` and
 * routes.ts). The arguments of each operation are its route's `:name` segments, then those written
 * after the route, in order; `?` marks an optional one. The name says how an argument is checked and sent (resources/extra.ts):
 * - `params`: an object, sent as the query string;
 * - `headers`: an object of strings, sent as headers of this request;
 * - `payload`: an object, checked by `PAYLOADS` and sent as the JSON body; an optional payload
 *   is sent as `{}` when left out, and may be a payment intent ID (`{ paymentIntentId }`);
 * - any other name: a string when listed in `STRINGS`, else an ID (a positive whole number),
 *   which fills the route's `:name` segment, or else is sent as `{ name }` (query of a GET, body
 *   otherwise).
 */

/** The routes of `client.auth`'s calls (`AuthResource`, whose sign-in state is there from the start). */
const authSpecs = {
  'auth.login': 'POST /auth/login payload',
  'auth.register': 'POST /auth/register payload',
  'auth.registered': 'POST /auth/registered payload',
  'auth.otp': 'POST /auth/otp payload',
  'auth.otpLogin': 'POST /auth/otp/login payload',
  'auth.social': 'POST /auth/social payload',
} as const;

/**
 * The routes of the namespaces that load on first use, in the order of `METHODS` (core-routes.ts),
 * which names their operations: the names are needed at start and written once, there. An
 * operation whose route is in core-routes.ts (`customers.me`) has none here.
 */
const lazyRoutes = [
  'GET /customers/me/addresses!', // addresses.list
  'POST /addresses payload', // addresses.store

  'GET /bundles params headers?', // bundles.list
  'GET /bundles/:bundleId params? headers?', // bundles.load
  'GET /bundles/:bundleId/items params? headers?', // bundles.loadItems
  'GET /bundles/:bundleId/groups params? headers?', // bundles.loadGroups
  'POST /bundles/:bundleId/quote payload params? headers?', // bundles.quote

  'POST /carts/:cartId/purchase! payload? params? headers?', // checkout.purchase

  'GET /countries headers?', // countries.list

  'PATCH /customers/me! payload headers?', // customers.update

  'GET /carts/:cartId/funnels/pre-purchase params?', // funnels.prePurchaseFetch
  'POST /carts/:cartId/funnels/pre-purchase/:funnelStepId/accept payload params?', // funnels.prePurchaseAccept
  'POST /carts/:cartId/funnels/pre-purchase/:funnelStepId/reject', // funnels.prePurchaseReject
  'POST /carts/:cartId/funnels/pre-purchase/refresh', // funnels.prePurchaseRefresh
  'GET /carts/:cartId/funnels/mid-purchase params?', // funnels.midPurchaseFetch
  'POST /carts/:cartId/funnels/mid-purchase/:funnelStepId/accept payload params?', // funnels.midPurchaseAccept
  'POST /carts/:cartId/funnels/mid-purchase/:funnelStepId/reject', // funnels.midPurchaseReject
  'GET /carts/:cartId/funnels/post-purchase params?', // funnels.postPurchaseFetch
  'POST /carts/:cartId/funnels/post-purchase/:funnelStepId/accept! payload params?', // funnels.postPurchaseAccept
  'POST /carts/:cartId/funnels/post-purchase/:funnelStepId/reject', // funnels.postPurchaseReject

  'POST /leads payload headers?', // lead.subscribe

  'GET /metafields params? headers?', // metafield.list
  'GET /metafields/:metafieldId headers?', // metafield.load

  'GET /payment-intents/:paymentIntentId', // paymentIntents.getPaymentIntent
  'POST /payment-intents/:paymentIntentId/confirm externalPaymentId', // paymentIntents.confirm

  'GET /customers/me/pickup-info! params?', // pickupInfo.list
  'POST /customers/me/pickup-info! payload', // pickupInfo.store

  'GET /products params? headers?', // products.list
  'GET /products/:productId params? headers?', // products.load
  'GET /variants/:productId params? headers?', // products.loadVariant

  'POST /stock-subscriptions payload headers?', // stock.subscribe

  'GET /subscriptions! params headers?', // subscriptions.list
  'GET /subscriptions/:subscriptionId! params? headers?', // subscriptions.load
  'PATCH /subscriptions/:subscriptionId! payload params? headers?', // subscriptions.update
  'PUT /subscriptions/:subscriptionId/bundle! payload headers?', // subscriptions.updateBundle
  'PUT /subscriptions/:subscriptionId/preferences! payload headers?', // subscriptions.updatePreferences
  'GET /subscriptions/:subscriptionId/items/:itemId! params? headers?', // subscriptions.loadItem
  'PATCH /subscriptions/:subscriptionId/items/:itemId! payload params? headers?', // subscriptions.updateItem
  'PUT /subscriptions/:subscriptionId/items/:itemId/bundle! payload params? headers?', // subscriptions.updateItemBundle
  'PUT /subscriptions/:subscriptionId/items/:itemId/preferences! payload headers?', // subscriptions.updateItemPreferences

  'GET /surveys/:surveyId params? headers?', // surveys.load

  'GET /customers/me/payment-methods! currencyCode', // wallet.list
  'POST /wallet/setup payload', // wallet.setup
  'POST /customers/me/payment-methods! payload', // wallet.store
] as const;

/** The namespaces of `METHODS`, in its order (for the types of `extraSpecs`). */
type Namespaces = [
  'addresses',
  'bundles',
  'checkout',
  'countries',
  'customers',
  'funnels',
  'lead',
  'metafield',
  'paymentIntents',
  'pickupInfo',
  'products',
  'stock',
  'subscriptions',
  'surveys',
  'wallet',
];
/** `Namespaces` lists every namespace of `METHODS`. */
const _everyNamespace: Exclude<keyof typeof METHODS, Namespaces[number]> extends never ? true : never = true;

type Words<S extends string> = S extends `${infer Word} ${infer Rest}` ? [Word, ...Words<Rest>] : [S];
/** The operations of `Names` in order, less those with a route in core-routes.ts. */
type Operations<Names> = Names extends [infer Name extends keyof typeof METHODS, ...infer Rest]
  ? [...Lazy<Name, Words<(typeof METHODS)[Name]>>, ...Operations<Rest>]
  : [];
type Lazy<Name extends string, Methods> = Methods extends [infer Method extends string, ...infer Rest]
  ? `${Name}.${Method}` extends keyof typeof coreSpecs
    ? Lazy<Name, Rest>
    : [`${Name}.${Method}`, ...Lazy<Name, Rest>]
  : [];
/** `lazyRoutes` by operation name. */
type LazySpecs = {
  readonly [
    I in keyof Operations<Namespaces> & `${number}` as Operations<Namespaces>[I]
  ]: (typeof lazyRoutes)[I & keyof typeof lazyRoutes];
};

/** The operations of `METHODS` (but those of core-routes.ts) with their routes, in order. */
function lazySpecs(): LazySpecs {
  const routes: string[] = [...lazyRoutes];
  const specs: Record<string, string> = {};
  for (const namespace in METHODS) {
    for (const method of METHODS[namespace as keyof typeof METHODS].split(' ')) {
      const operation = `${namespace}.${method}`;
      if (!(operation in coreSpecs)) specs[operation] = routes.shift()!;
    }
  }
  return specs as LazySpecs;
}

/** Keyed by operation name, as `coreSpecs`. */
export const extraSpecs = { ...authSpecs, ...lazySpecs() };

export const extraRoutes = routeTable(extraSpecs);
