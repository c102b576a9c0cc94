import { SvcClient, NAMESPACES } from './client.js';
import {
  isSvcApiError,
  isSvcError,
  isSvcNetworkError,
  isSvcTimeoutError,
  isSvcValidationError,
  SvcApiError,
  SvcError,
  SvcNetworkError,
  SvcTimeoutError,
  SvcValidationError,
} from './http/errors.js';
import { init, sendAhead } from './init.js';
import { preloadNamespaces } from './resources/lazy.js';
import { purchaseWithVerification, withPaymentVerification } from './purchase.js';
import { VERSION } from './version.js';

/**
 * `Svc`: the SDK's entry point. `Svc.init(config)` resolves with an instance (`client`) that has
 * the 18 namespaces. The CDN build exposes the same object as `window.Svc`.
 */
const Svc = Object.freeze({
  init,
  sendAhead,
  VERSION,
  purchaseWithVerification,
  withPaymentVerification,
  SvcError,
  SvcApiError,
  SvcNetworkError,
  SvcTimeoutError,
  SvcValidationError,
  isSvcError,
  isSvcApiError,
  isSvcNetworkError,
  isSvcTimeoutError,
  isSvcValidationError,
});

export default Svc;
export {
  init,
  VERSION,
  SvcClient,
  NAMESPACES,
  preloadNamespaces,
  sendAhead,
  purchaseWithVerification,
  withPaymentVerification,
};
export type {
  PaymentVerificationRequest,
  PurchaseWithVerificationOptions,
  VerifyPayment,
} from './purchase.js';
export type { SvcConfig } from './init.js';
export type { SvcClientConfig } from './client.js';
export {
  SvcError,
  SvcApiError,
  SvcNetworkError,
  SvcTimeoutError,
  SvcValidationError,
  isSvcError,
  isSvcApiError,
  isSvcNetworkError,
  isSvcTimeoutError,
  isSvcValidationError,
} from './http/errors.js';
export type { SvcErrorBody, SvcFieldErrors } from './http/errors.js';
export type { OperationName, Route } from './http/routes.js';
export { DEFAULT_API_URL } from './http/client.js';
export {
  ACCESS_TOKEN_COOKIE,
  CART_ID_COOKIE,
  CART_API_COOKIE,
  readCookie,
  writeCookie,
  removeCookie,
  readCartCookie,
  writeCartCookie,
} from './http/cookies.js';
export type { AddressesResource } from './resources/addresses.js';
export type { AuthResource } from './resources/auth.js';
export type { BundlesResource } from './resources/bundles.js';
export type { CartModel } from './resources/cart.js';
export type { CheckoutResource } from './resources/checkout.js';
export type { CountriesResource } from './resources/countries.js';
export type { CustomersResource } from './resources/customers.js';
export type { FunnelsResource } from './resources/funnels.js';
export type { LeadResource } from './resources/lead.js';
export type { MetafieldResource } from './resources/metafield.js';
export type { PaymentIntentsResource } from './resources/payment-intents.js';
export type { PickupInfoResource } from './resources/pickup-info.js';
export type { ProductsResource } from './resources/products.js';
export type { ShopModel } from './resources/shop.js';
export type { StockResource } from './resources/stock.js';
export type { SubscriptionsResource } from './resources/subscriptions.js';
export type { SurveysResource } from './resources/surveys.js';
export type { WalletResource } from './resources/wallet.js';
export * from './types/index.js';
