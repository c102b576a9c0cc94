/**
 * What the payment step does with the API: the signed-in customer's saved payment methods in the
 * cart's currency (`wallet.list`), a new one (`wallet.setup` for the gateway's setup token,
 * `wallet.store` with the gateway's token), and the chosen one put on the cart through the
 * controller's queue (`cart.update({ paymentMethodId })`, `CART_UPDATED`).
 */
import type { Cart, PaymentMethod } from '@svc/sdk';
import type { SvcCart } from '../svc-cart.js';
import type { CheckoutStore } from './checkout-store.js';
import { shopGateways, type GatewayInfo } from '../../checkout/gateways/gateway.js';
import { CART_PARAMS } from '../../core/cart-model.js';

/** The query parameters a card processor adds on its way back (dropped from the return URL). */
const RETURN_PARAMS = ['setup_intent', 'setup_intent_client_secret', 'payment_method_id', 'redirect_status'];

function sdkOf(svcCart: SvcCart) {
  if (!svcCart.sdk) throw new Error('The cart is not initialized');
  return svcCart.sdk;
}

/** The cart's currency (the saved methods are listed for it). */
export function cartCurrency(svcCart: SvcCart): string {
  return svcCart.cart?.currencyCode || svcCart.state.currencyCode;
}

/** The shop's gateways (`svcCart.shop`, else the SDK's copy of the shop). */
export function paymentGateways(svcCart: SvcCart): GatewayInfo[] {
  const fromShop = shopGateways(svcCart.shop);
  return fromShop.length ? fromShop : shopGateways(svcCart.sdk?.shop);
}

/** The gateway a saved method belongs to; the only gateway when the method does not say. */
export function gatewayOfMethod(
  svcCart: SvcCart,
  method: PaymentMethod | undefined,
): GatewayInfo | undefined {
  const gateways = paymentGateways(svcCart);
  if (method?.gatewayId === undefined) return gateways.length === 1 ? gateways[0] : undefined;
  return gateways.find((gateway) => gateway.id === method.gatewayId);
}

/** Loads the saved methods into `store.paymentMethods`. */
export async function loadPaymentMethods(store: CheckoutStore): Promise<PaymentMethod[]> {
  const methods = await sdkOf(store.svcCart).wallet.list(cartCurrency(store.svcCart));
  store.paymentMethods = methods;
  store.changed();
  return methods;
}

/**
 * The method chosen when the list arrives: the one the shopper chose before, else the cart's,
 * else the customer's default; `null` leaves the choice to the shopper.
 */
export function preferredMethodId(store: CheckoutStore, methods: PaymentMethod[]): number | null {
  const has = (id: number | null | undefined) => id != null && methods.some((method) => method.id === id);
  if (has(store.payment.paymentMethodId)) return store.payment.paymentMethodId;
  const onCart = store.svcCart.cart?.paymentMethodId;
  if (has(onCart)) return onCart!;
  return methods.find((method) => method.default)?.id ?? null;
}

/** Starts a new payment method with `gatewayId`: the gateway's setup token. */
export async function setupPaymentMethod(svcCart: SvcCart, gatewayId: number): Promise<string> {
  const { token } = await sdkOf(svcCart).wallet.setup({ gatewayId });
  return token;
}

/** Saves the gateway's `token` as a payment method, lists it and chooses it. */
export async function storePaymentMethod(
  store: CheckoutStore,
  gatewayId: number,
  token: string,
): Promise<PaymentMethod> {
  const method = await sdkOf(store.svcCart).wallet.store({ gatewayId, token });
  store.paymentMethods = [...(store.paymentMethods ?? []).filter((known) => known.id !== method.id), method];
  store.payment.paymentMethodId = method.id;
  store.changed();
  return method;
}

/**
 * Puts the method on the cart (queued, `CART_UPDATED`) and notes its gateway type for the
 * purchase (`store.paymentGatewayType`).
 */
export async function putPaymentMethodOnCart(store: CheckoutStore, paymentMethodId: number): Promise<Cart> {
  const svcCart = store.svcCart;
  const cart = await svcCart.changeCart('payment', (sdk) =>
    sdk.cart.update({ paymentMethodId }, CART_PARAMS),
  );
  const method = store.paymentMethods?.find((known) => known.id === paymentMethodId);
  store.paymentGatewayType = gatewayOfMethod(svcCart, method)?.type ?? null;
  return cart;
}

/**
 * Where a redirect-based setup comes back to: `custom_setup_return_url` when the page had it,
 * else this page without the processor's own return parameters.
 */
export function setupReturnUrl(svcCart: SvcCart): string {
  if (svcCart.query.customSetupReturnUrl) return svcCart.query.customSetupReturnUrl;
  const url = new URL(window.location.href);
  for (const name of RETURN_PARAMS) url.searchParams.delete(name);
  return url.href;
}
