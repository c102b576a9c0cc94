/**
 * What the payment step does with the API: the signed-in customer's saved payment methods in the
 * cart's currency (`wallet.list`), a new one (`wallet.setup` for the gateway's setup token,
 * `wallet.store` with the gateway's token), and the chosen one put on the cart through the
 * controller's queue (`cart.update({ paymentMethodId })`, `CART_UPDATED`). The step calls them
 * through `store.payment` (`PaymentState`, which also holds the form).
 */
import type { Cart, PaymentMethod } from '@svc/sdk';
import { sdkOf, type Widget } from '../widget.js';
import type { CheckoutState, PaymentForm } from './checkout-state.js';
import { CART_PARAMS } from '../../core/cart-model.js';
import { cartCurrency, gatewayOfMethod, shopGateways, type GatewayInfo } from '../../core/checkout.js';

/** What the payment step's requests read of the controller: nothing else. */
export type PaymentWidget = Pick<Widget, 'query' | 'sdk' | 'shop'>;

/** The query parameters a card processor adds on its way back (dropped from the return URL). */
const RETURN_PARAMS = ['setup_intent', 'setup_intent_client_secret', 'payment_method_id', 'redirect_status'];

/** The shop's gateways (`svcCart.shop`, else the SDK's copy of the shop). */
export function paymentGateways(svcCart: PaymentWidget): GatewayInfo[] {
  const fromShop = shopGateways(svcCart.shop);
  return fromShop.length ? fromShop : shopGateways(svcCart.sdk?.shop);
}

/** Loads the saved methods into `store.paymentMethods`. */
export async function loadPaymentMethods(store: CheckoutState): Promise<PaymentMethod[]> {
  const svcCart = store.svcCart;
  const methods = await sdkOf(svcCart).wallet.list(cartCurrency(svcCart.cart, svcCart.state.currencyCode));
  store.paymentMethods = methods;
  store.changed();
  return methods;
}

/**
 * The method chosen when the list arrives: the one the shopper chose before, else the cart's,
 * else the customer's default; `null` leaves the choice to the shopper.
 */
export function preferredMethodId(store: CheckoutState, methods: readonly PaymentMethod[]): number | null {
  const has = (id: number | null | undefined) => id != null && methods.some((method) => method.id === id);
  if (has(store.payment.paymentMethodId)) return store.payment.paymentMethodId;
  const onCart = store.svcCart.cart?.paymentMethodId;
  if (has(onCart)) return onCart!;
  return methods.find((method) => method.default)?.id ?? null;
}

/** Starts a new payment method with `gatewayId`: the gateway's setup token. */
export async function setupPaymentMethod(svcCart: PaymentWidget, gatewayId: number): Promise<string> {
  const { token } = await sdkOf(svcCart).wallet.setup({ gatewayId });
  return token;
}

/** Saves the gateway's `token` as a payment method, lists it and chooses it. */
export async function storePaymentMethod(
  store: CheckoutState,
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
export async function putPaymentMethodOnCart(store: CheckoutState, paymentMethodId: number): Promise<Cart> {
  const svcCart = store.svcCart;
  const cart = await svcCart.changeCart('payment', (sdk) =>
    sdk.cart.update({ paymentMethodId }, CART_PARAMS),
  );
  const method = store.paymentMethods?.find((known) => known.id === paymentMethodId);
  store.paymentGatewayType = gatewayOfMethod(paymentGateways(svcCart), method)?.type ?? null;
  return cart;
}

/**
 * Where a redirect-based setup comes back to: `custom_setup_return_url` when the page had it,
 * else this page without the processor's own return parameters.
 */
export function setupReturnUrl(svcCart: PaymentWidget): string {
  if (svcCart.query.customSetupReturnUrl) return svcCart.query.customSetupReturnUrl;
  const url = new URL(window.location.href);
  for (const name of RETURN_PARAMS) url.searchParams.delete(name);
  return url.href;
}

/**
 * The payment step's form (`store.payment`) with the functions above bound to its store, so the
 * step calls `store.payment.storePaymentMethod(gatewayId, token)` and never this module.
 */
export class PaymentState implements PaymentForm {
  paymentMethodId: number | null = null;
  gatewayId: number | null = null;
  readonly #store: CheckoutState;

  constructor(store: CheckoutState) {
    this.#store = store;
  }

  /** The shop's gateways. */
  get gateways(): GatewayInfo[] {
    return paymentGateways(this.#store.svcCart);
  }

  /**
   * Where a redirect-based setup comes back to: `custom_setup_return_url` when the page had it,
   * else this page without the processor's own return parameters.
   */
  get setupReturnUrl(): string {
    return setupReturnUrl(this.#store.svcCart);
  }

  /** Loads the saved methods into `store.paymentMethods`. */
  loadPaymentMethods(): Promise<PaymentMethod[]> {
    return loadPaymentMethods(this.#store);
  }

  /** The method chosen when the list arrives (see `preferredMethodId`). */
  preferredMethodId(methods: readonly PaymentMethod[]): number | null {
    return preferredMethodId(this.#store, methods);
  }

  /** Starts a new payment method with `gatewayId`: the gateway's setup token. */
  setupPaymentMethod(gatewayId: number): Promise<string> {
    return setupPaymentMethod(this.#store.svcCart, gatewayId);
  }

  /** Saves the gateway's `token` as a payment method, lists it and chooses it. */
  storePaymentMethod(gatewayId: number, token: string): Promise<PaymentMethod> {
    return storePaymentMethod(this.#store, gatewayId, token);
  }

  /** Puts the method on the cart (queued, `CART_UPDATED`) and notes its gateway type for the purchase. */
  putPaymentMethodOnCart(paymentMethodId: number): Promise<Cart> {
    return putPaymentMethodOnCart(this.#store, paymentMethodId);
  }
}
