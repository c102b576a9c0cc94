import type { Route } from './routes.js';

/** The routes of the namespaces that load on first use (resources/lazy.ts); see routes.ts. */
export const extraRoutes = {
  'addresses.list': { method: 'GET', path: '/customers/me/addresses', auth: true },
  'addresses.store': { method: 'POST', path: '/addresses' },

  'auth.login': { method: 'POST', path: '/auth/login' },
  'auth.register': { method: 'POST', path: '/auth/register' },
  'auth.registered': { method: 'POST', path: '/auth/registered' },
  'auth.otp': { method: 'POST', path: '/auth/otp' },
  'auth.otpLogin': { method: 'POST', path: '/auth/otp/login' },
  'auth.social': { method: 'POST', path: '/auth/social' },

  'bundles.list': { method: 'GET', path: '/bundles' },
  'bundles.load': { method: 'GET', path: '/bundles/:bundleId' },
  'bundles.loadItems': { method: 'GET', path: '/bundles/:bundleId/items' },
  'bundles.loadGroups': { method: 'GET', path: '/bundles/:bundleId/groups' },
  'bundles.quote': { method: 'POST', path: '/bundles/:bundleId/quote' },

  'checkout.purchase': { method: 'POST', path: '/carts/:cartId/purchase', auth: true },

  'countries.list': { method: 'GET', path: '/countries' },

  'customers.update': { method: 'PATCH', path: '/customers/me', auth: true },

  'funnels.prePurchaseFetch': { method: 'GET', path: '/carts/:cartId/funnels/pre-purchase' },
  'funnels.prePurchaseAccept': {
    method: 'POST',
    path: '/carts/:cartId/funnels/pre-purchase/:funnelStepId/accept',
  },
  'funnels.prePurchaseReject': {
    method: 'POST',
    path: '/carts/:cartId/funnels/pre-purchase/:funnelStepId/reject',
  },
  'funnels.prePurchaseRefresh': { method: 'POST', path: '/carts/:cartId/funnels/pre-purchase/refresh' },
  'funnels.midPurchaseFetch': { method: 'GET', path: '/carts/:cartId/funnels/mid-purchase' },
  'funnels.midPurchaseAccept': {
    method: 'POST',
    path: '/carts/:cartId/funnels/mid-purchase/:funnelStepId/accept',
  },
  'funnels.midPurchaseReject': {
    method: 'POST',
    path: '/carts/:cartId/funnels/mid-purchase/:funnelStepId/reject',
  },
  'funnels.postPurchaseFetch': { method: 'GET', path: '/carts/:cartId/funnels/post-purchase' },
  'funnels.postPurchaseAccept': {
    method: 'POST',
    path: '/carts/:cartId/funnels/post-purchase/:funnelStepId/accept',
    auth: true,
  },
  'funnels.postPurchaseReject': {
    method: 'POST',
    path: '/carts/:cartId/funnels/post-purchase/:funnelStepId/reject',
  },

  'lead.subscribe': { method: 'POST', path: '/leads' },

  'metafield.list': { method: 'GET', path: '/metafields' },
  'metafield.load': { method: 'GET', path: '/metafields/:metafieldId' },

  'paymentIntents.getPaymentIntent': { method: 'GET', path: '/payment-intents/:paymentIntentId' },
  'paymentIntents.confirm': { method: 'POST', path: '/payment-intents/:paymentIntentId/confirm' },

  'pickupInfo.list': { method: 'GET', path: '/customers/me/pickup-info', auth: true },
  'pickupInfo.store': { method: 'POST', path: '/customers/me/pickup-info', auth: true },

  'products.list': { method: 'GET', path: '/products' },
  'products.load': { method: 'GET', path: '/products/:productId' },
  'products.loadVariant': { method: 'GET', path: '/variants/:productId' },

  'stock.subscribe': { method: 'POST', path: '/stock-subscriptions' },

  'subscriptions.list': { method: 'GET', path: '/subscriptions', auth: true },
  'subscriptions.load': { method: 'GET', path: '/subscriptions/:subscriptionId', auth: true },
  'subscriptions.update': { method: 'PATCH', path: '/subscriptions/:subscriptionId', auth: true },
  'subscriptions.updateBundle': {
    method: 'PUT',
    path: '/subscriptions/:subscriptionId/bundle',
    auth: true,
  },
  'subscriptions.updatePreferences': {
    method: 'PUT',
    path: '/subscriptions/:subscriptionId/preferences',
    auth: true,
  },
  'subscriptions.loadItem': {
    method: 'GET',
    path: '/subscriptions/:subscriptionId/items/:itemId',
    auth: true,
  },
  'subscriptions.updateItem': {
    method: 'PATCH',
    path: '/subscriptions/:subscriptionId/items/:itemId',
    auth: true,
  },
  'subscriptions.updateItemBundle': {
    method: 'PUT',
    path: '/subscriptions/:subscriptionId/items/:itemId/bundle',
    auth: true,
  },
  'subscriptions.updateItemPreferences': {
    method: 'PUT',
    path: '/subscriptions/:subscriptionId/items/:itemId/preferences',
    auth: true,
  },

  'surveys.load': { method: 'GET', path: '/surveys/:surveyId' },

  'wallet.list': { method: 'GET', path: '/customers/me/payment-methods', auth: true },
  'wallet.setup': { method: 'POST', path: '/wallet/setup' },
  'wallet.store': { method: 'POST', path: '/customers/me/payment-methods', auth: true },
} as const satisfies Record<string, Route>;
