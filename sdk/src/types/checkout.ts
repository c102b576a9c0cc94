import type { Money } from './common.js';
import type { Cart } from './cart.js';
import type { Subscription } from './subscription.js';
import type { SubscriptionSurveyOption } from './survey.js';

/** Fields not shown in the spec; the sandbox accepts these. */
export interface CheckoutPurchasePayload {
  paymentIntentId?: string;
  paymentMethodId?: number;
}

export interface PurchaseRequestParams {
  expand?: string[];
}

export interface Invoice {
  id?: number;
  total?: Money;
  currencyCode?: string;
  status?: string;
  [key: string]: unknown;
}

export interface Order {
  id?: number;
  total?: Money;
  status?: string;
  [key: string]: unknown;
}

export interface CheckoutPurchaseResponse {
  invoice: Invoice | null;
  subscription: Subscription | null;
  orders: Order[];
  [key: string]: unknown;
}

export interface FunnelOffer {
  products: { id: number; [key: string]: unknown }[];
  [key: string]: unknown;
}

export interface FunnelStep {
  id: number;
  offer: FunnelOffer;
  [key: string]: unknown;
}

export interface FunnelFetchResponse {
  step: FunnelStep | null;
}

export interface FunnelAcceptPayload {
  offers: { productId: number; options?: SubscriptionSurveyOption[] }[];
}

export interface FunnelPostAcceptPayload extends FunnelAcceptPayload {
  shippingAddressId?: number | null;
  shippingMethodId?: number | null;
  paymentIntentId?: string | null;
}

/** The plain cart object a funnel accept answers with (not the `client.cart` model). */
export type FunnelAcceptResponse = Cart;

export interface PaymentMethod {
  id: number;
  gatewayId?: number;
  type?: string;
  brand?: string;
  last4?: string;
  expMonth?: number;
  expYear?: number;
  default?: boolean;
  [key: string]: unknown;
}

export interface PaymentIntentResponse {
  id?: string;
  /** Used to verify 3-D Secure client-side. */
  token: string;
  status?: string;
  [key: string]: unknown;
}

export interface WalletSetupPayload {
  gatewayId: number;
}

export interface WalletSetupResponse {
  token: string;
}

export interface PaymentMethodStorePayload {
  gatewayId: number;
  /** Per gateway: Stripe setup intent ID, Braintree nonce, PayPal order ID, Authorize.net data. */
  token: string;
}
