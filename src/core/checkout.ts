/**
 * The checkout's pure rules, shared by its data work (src/controller/checkout/) and its elements
 * (src/checkout/): the steps and their order, the social sign-in's providers and window event, what
 * a purchase depends on, the cart's currency, the shop's payment gateways, and how a saved card is
 * named (also in the customer portal).
 */
import type { Cart, PaymentMethod, Shop, SocialProvider } from '@svc/sdk';

/** The steps in their order; `done` is the receipt after a purchase. */
export type CheckoutStep = 'contact' | 'delivery' | 'payment' | 'review' | 'done';
/** The steps before the receipt, in the order the shopper goes through them. */
export const STEP_ORDER: readonly CheckoutStep[] = ['contact', 'delivery', 'payment', 'review'];

/** The `shop.apps` entry that switches each social provider on (spec: Resource table, Authentication 6). */
export const SOCIAL_APPS: Readonly<Record<SocialProvider, string>> = {
  google: 'google_login',
  facebook: 'facebook_login',
};

/**
 * The window event the contact step dispatches when the shopper presses "Continue with Google" or
 * "Continue with Facebook". The provider's own sign-in (its script, its pop-up) belongs to the
 * page, so the page listens for this event and answers with the provider's ID token:
 *
 * ```js
 * window.addEventListener('svc-cart:social-sign-in', (event) => {
 *   if (event.detail.provider === 'google') event.detail.respondWith(getGoogleIdToken());
 * });
 * ```
 *
 * `respondWith` takes the token or a promise of it, and must be called while the event is
 * dispatched (synchronously in the listener). A rejected promise means the shopper gave up.
 */
export const SOCIAL_SIGN_IN_EVENT = 'svc-cart:social-sign-in';

/** The `detail` of `svc-cart:social-sign-in`. */
export interface SocialSignInDetail {
  provider: SocialProvider;
  respondWith(token: string | Promise<string>): void;
}

/** The social providers `shop` has switched on, in a fixed order. */
export function socialProviders(shop: Partial<Shop>): SocialProvider[] {
  const apps = shop.apps ?? [];
  return (Object.keys(SOCIAL_APPS) as SocialProvider[]).filter((provider) =>
    apps.some((app) => app.name === SOCIAL_APPS[provider]),
  );
}

/**
 * What a purchase depends on: the cart's lines and amounts, its codes, delivery and payment
 * method. A change of any of them makes the next press a new attempt with a new key.
 */
export function purchaseBasis(cart: Cart): string {
  return JSON.stringify([
    cart.id,
    cart.currencyCode,
    cart.total,
    cart.items.map((item) => [item.id, item.productId, item.quantity, item.total]),
    cart.coupon?.code ?? null,
    cart.giftCard?.code ?? null,
    cart.shippingAddressId ?? null,
    cart.shippingAddress ?? null,
    cart.shippingMethodId ?? null,
    cart.paymentMethodId ?? null,
  ]);
}

/** The cart's currency (the saved payment methods are listed for it); `fallback` without a cart's own. */
export function cartCurrency(cart: Cart | undefined, fallback: string): string {
  return cart?.currencyCode || fallback;
}

/**
 * A gateway of the shop (`shop.gateways[]`). Besides `id`, `name` and `type`, a provider's public
 * keys ride on it: `publishableKey` (Stripe), `clientId` (PayPal), `apiLoginId` and `clientKey`
 * (Authorize.net), `tokenizationKey` (Braintree, for verifications outside a card setup).
 */
export interface GatewayInfo {
  id: number;
  name?: string;
  /** `sandbox`, `stripe`, `braintree`, `paypal`, `authorize_net`, … */
  type?: string;
  [key: string]: unknown;
}

/** The shop's gateways (`shop.gateways`), those with a numeric `id`. */
export function shopGateways(shop: object | null | undefined): GatewayInfo[] {
  const list = (shop as { gateways?: unknown } | null | undefined)?.gateways;
  return Array.isArray(list)
    ? list.filter(
        (gateway): gateway is GatewayInfo =>
          typeof gateway === 'object' && gateway !== null && typeof (gateway as GatewayInfo).id === 'number',
      )
    : [];
}

/** The gateway of `gateways` a saved method belongs to; the only gateway when the method does not say. */
export function gatewayOfMethod(
  gateways: GatewayInfo[],
  method: PaymentMethod | undefined,
): GatewayInfo | undefined {
  if (method?.gatewayId === undefined) return gateways.length === 1 ? gateways[0] : undefined;
  return gateways.find((gateway) => gateway.id === method.gatewayId);
}

/** Card brands as people write them, by the brand the API gives. */
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
  paypal: 'PayPal',
};

/** A saved payment method's brand as people write it (`Visa`), else its type (`Card` for a card). */
export function cardName(method: PaymentMethod): string {
  const brand = method.brand ? (BRANDS[method.brand.toLowerCase()] ?? method.brand) : '';
  return brand || (method.type === 'card' || !method.type ? 'Card' : method.type);
}

/** A saved card's expiry as `MM/YY`; `''` without one. */
export function cardExpiry(method: PaymentMethod): string {
  return method.expMonth && method.expYear
    ? `${String(method.expMonth).padStart(2, '0')}/${String(method.expYear).slice(-2)}`
    : '';
}
