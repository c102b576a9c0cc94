import { routeTable } from './core-routes.js';

/**
 * The routes of the namespaces that load on first use (resources/lazy.ts), written as
 * `'<METHOD> <path>[!] [arguments…]'` (see `routeTable` and routes.ts). The arguments of each
 * operation are its route's `:name` segments, then those written after the route, in order; `?`
 * marks an optional one. The name says how an argument is checked and sent (resources/extra.ts):
 * - `params`: an object, sent as the query string;
 * - `headers`: an object of strings, sent as headers of this request;
 * - `payload`: an object, checked by `PAYLOADS` and sent as the JSON body; an optional payload
 *   is sent as `{}` when left out, and may be a payment intent ID (`{ paymentIntentId }`);
 * - any other name: a string when listed in `STRINGS`, else an ID (a positive whole number),
 *   which fills the route's `:name` segment, or else is sent as `{ name }` (query of a GET, body
 *   otherwise).
 */
export const extraSpecs = {
  'addresses.list': 'GET /customers/me/addresses!',
  'addresses.store': 'POST /addresses payload',

  'auth.login': 'POST /auth/login payload',
  'auth.register': 'POST /auth/register payload',
  'auth.registered': 'POST /auth/registered payload',
  'auth.otp': 'POST /auth/otp payload',
  'auth.otpLogin': 'POST /auth/otp/login payload',
  'auth.social': 'POST /auth/social payload',

  'bundles.list': 'GET /bundles params headers?',
  'bundles.load': 'GET /bundles/:bundleId params? headers?',
  'bundles.loadItems': 'GET /bundles/:bundleId/items params? headers?',
  'bundles.loadGroups': 'GET /bundles/:bundleId/groups params? headers?',
  'bundles.quote': 'POST /bundles/:bundleId/quote payload params? headers?',

  'checkout.purchase': 'POST /carts/:cartId/purchase! payload? params? headers?',

  'countries.list': 'GET /countries headers?',

  'customers.update': 'PATCH /customers/me! payload headers?',

  'funnels.prePurchaseFetch': 'GET /carts/:cartId/funnels/pre-purchase params?',
  'funnels.prePurchaseAccept':
    'POST /carts/:cartId/funnels/pre-purchase/:funnelStepId/accept payload params?',
  'funnels.prePurchaseReject': 'POST /carts/:cartId/funnels/pre-purchase/:funnelStepId/reject',
  'funnels.prePurchaseRefresh': 'POST /carts/:cartId/funnels/pre-purchase/refresh',
  'funnels.midPurchaseFetch': 'GET /carts/:cartId/funnels/mid-purchase params?',
  'funnels.midPurchaseAccept':
    'POST /carts/:cartId/funnels/mid-purchase/:funnelStepId/accept payload params?',
  'funnels.midPurchaseReject': 'POST /carts/:cartId/funnels/mid-purchase/:funnelStepId/reject',
  'funnels.postPurchaseFetch': 'GET /carts/:cartId/funnels/post-purchase params?',
  'funnels.postPurchaseAccept':
    'POST /carts/:cartId/funnels/post-purchase/:funnelStepId/accept! payload params?',
  'funnels.postPurchaseReject': 'POST /carts/:cartId/funnels/post-purchase/:funnelStepId/reject',

  'lead.subscribe': 'POST /leads payload headers?',

  'metafield.list': 'GET /metafields params? headers?',
  'metafield.load': 'GET /metafields/:metafieldId headers?',

  'paymentIntents.getPaymentIntent': 'GET /payment-intents/:paymentIntentId',
  'paymentIntents.confirm': 'POST /payment-intents/:paymentIntentId/confirm externalPaymentId',

  'pickupInfo.list': 'GET /customers/me/pickup-info! params?',
  'pickupInfo.store': 'POST /customers/me/pickup-info! payload',

  'products.list': 'GET /products params? headers?',
  'products.load': 'GET /products/:productId params? headers?',
  'products.loadVariant': 'GET /variants/:productId params? headers?',

  'stock.subscribe': 'POST /stock-subscriptions payload headers?',

  'subscriptions.list': 'GET /subscriptions! params headers?',
  'subscriptions.load': 'GET /subscriptions/:subscriptionId! params? headers?',
  'subscriptions.update': 'PATCH /subscriptions/:subscriptionId! payload params? headers?',
  'subscriptions.updateBundle': 'PUT /subscriptions/:subscriptionId/bundle! payload headers?',
  'subscriptions.updatePreferences': 'PUT /subscriptions/:subscriptionId/preferences! payload headers?',
  'subscriptions.loadItem': 'GET /subscriptions/:subscriptionId/items/:itemId! params? headers?',
  'subscriptions.updateItem': 'PATCH /subscriptions/:subscriptionId/items/:itemId! payload params? headers?',
  'subscriptions.updateItemBundle':
    'PUT /subscriptions/:subscriptionId/items/:itemId/bundle! payload params? headers?',
  'subscriptions.updateItemPreferences':
    'PUT /subscriptions/:subscriptionId/items/:itemId/preferences! payload headers?',

  'surveys.load': 'GET /surveys/:surveyId params? headers?',

  'wallet.list': 'GET /customers/me/payment-methods! currencyCode',
  'wallet.setup': 'POST /wallet/setup payload',
  'wallet.store': 'POST /customers/me/payment-methods! payload',
} as const;

export const extraRoutes = routeTable(extraSpecs);
