/**
 * The purchase the review step makes: `checkout.purchase` with an `idempotency-key` per attempt,
 * 3-D Secure through the payment method's gateway adapter, the purchased cart read again through
 * the controller's queue, `PURCHASE_COMPLETED` once, then the receipt or `custom_success_url`.
 * A failure goes to the step the shopper must change; what they typed stays in the store.
 */
import type {
  Cart,
  CheckoutPurchaseResponse,
  PaymentIntentResponse,
  PaymentMethod,
  SvcClient,
} from '@svc/sdk';
import { defineMessages } from '../../core/i18n/localize.js';
import type { CheckoutState, StepError } from './checkout-state.js';
import { CART_PARAMS } from '../../core/cart-model.js';
import { purchaseBasis, shopGateways, type CheckoutStep, type GatewayInfo } from '../../core/checkout.js';
import { GatewayError, isGatewayError } from '../../core/gateway-error.js';

/** The per-call header that makes a purchase safe to send again (docs/decisions.md). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** 3-D Secure checks run for one purchase before giving up (as the SDK's helper does). */
const MAX_VERIFICATIONS = 2;

const en = {
  'purchase.outcomeUnknown':
    'We could not reach the shop, so we do not know yet whether your payment went through. Try again: you will not be charged twice.',
};

defineMessages('purchase', en);

/** What the SDK's errors carry, read by shape (no import of the SDK's classes). */
interface ErrorShape {
  name?: unknown;
  code?: unknown;
  status?: unknown;
  paymentIntentId?: unknown;
  fieldErrors?: unknown;
}

/** What the purchase needs of a gateway's adapter for 3-D Secure (see the UI's `GatewayAdapter`). */
export interface VerifyingAdapter {
  /** Verifies the intent, drawing any challenge inside `host`; resolves the `externalPaymentId`. */
  verify(intent: PaymentIntentResponse, host: HTMLElement): Promise<string>;
  unmount(): void;
}

/**
 * What the UI hands over for 3-D Secure: its gateway adapters (`loadGateway`: the adapter of a
 * gateway of the shop, `null` when it has none) and the node inside the drawer a challenge draws in.
 */
export interface Verification {
  loadGateway(gateway: GatewayInfo | undefined): Promise<VerifyingAdapter | null>;
  host: HTMLElement;
}

/** How the caller words a failure for the shopper (a step's `stepError`) and its own messages. */
export interface PurchaseText {
  describe(error: unknown): StepError;
  text(key: string): string;
}

/** A random UUID (v4), also on pages where `crypto.randomUUID` is missing (plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether the answer of a request never came, so it may or may not have been carried out: a
 * network failure, a timeout, a 5xx answer. Such a purchase is sent again with the same key.
 */
export function outcomeUnknown(error: unknown): boolean {
  const { name, status } = (error ?? {}) as ErrorShape;
  if (name === 'SvcNetworkError' || name === 'SvcTimeoutError') return true;
  return name === 'SvcApiError' && typeof status === 'number' && status >= 500;
}

/** The saved payment methods of the customer: the store's, else loaded once (and kept there). */
async function paymentMethods(store: CheckoutState, sdk: SvcClient): Promise<PaymentMethod[]> {
  if (store.paymentMethods) return store.paymentMethods;
  const currency = store.svcCart.cart?.currencyCode ?? store.svcCart.state.currencyCode;
  store.paymentMethods = await sdk.wallet.list(currency);
  return store.paymentMethods;
}

/**
 * Runs 3-D Secure for `paymentIntentId`: the intent's token goes to the gateway adapter of the
 * payment method (its challenge draws inside `verification.host`, which is inside the drawer), and
 * the ID the adapter gives confirms the intent. Rejects with a `GatewayError` when the check fails, is
 * cancelled or cannot run here; with the API's `verification_failed` when the confirmation is
 * refused.
 */
export async function verifyPayment(
  store: CheckoutState,
  sdk: SvcClient,
  paymentIntentId: string,
  paymentMethodId: number | null | undefined,
  verification: Verification,
): Promise<void> {
  const [intent, methods] = await Promise.all([
    sdk.paymentIntents.getPaymentIntent(paymentIntentId),
    paymentMethods(store, sdk),
  ]);
  const method = methods.find((candidate) => candidate.id === paymentMethodId);
  const gateway = shopGateways(store.svcCart.shop).find((candidate) => candidate.id === method?.gatewayId);
  const adapter = await verification.loadGateway(gateway);
  if (!adapter)
    throw new GatewayError('gateway_not_supported', 'No gateway adapter can verify this payment method.');
  let externalPaymentId: string;
  try {
    externalPaymentId = await adapter.verify(intent, verification.host);
  } catch (error) {
    if (isGatewayError(error)) throw error;
    throw new GatewayError('verification_failed', (error as Error)?.message ?? 'Verification failed.', {
      cause: error,
    });
  } finally {
    try {
      adapter.unmount();
    } catch {
      // nothing was mounted: verification draws and removes its own challenge
    }
  }
  await sdk.paymentIntents.confirm(paymentIntentId, externalPaymentId);
}

/**
 * One purchase of `cart`, with 3-D Secure when the gateway asks for it. The attempt (its key and
 * the verified payment intent) is kept in the store so a retry after a lost answer sends exactly
 * the same request; every answer that came back makes the next attempt a new one.
 */
async function pay(
  store: CheckoutState,
  sdk: SvcClient,
  cart: Cart,
  verification: Verification,
): Promise<CheckoutPurchaseResponse> {
  const basis = purchaseBasis(cart);
  if (store.purchaseAttempt?.basis !== basis) store.purchaseAttempt = { key: newIdempotencyKey(), basis };
  for (let verifications = 0; ; verifications += 1) {
    const attempt = store.purchaseAttempt!;
    try {
      return await sdk.checkout.purchase(
        cart.id,
        attempt.paymentIntentId ? { paymentIntentId: attempt.paymentIntentId } : {},
        undefined,
        { [IDEMPOTENCY_HEADER]: attempt.key },
      );
    } catch (error) {
      const { code, paymentIntentId } = error as ErrorShape;
      const verify =
        code === 'payment_requires_action' &&
        typeof paymentIntentId === 'string' &&
        verifications < MAX_VERIFICATIONS;
      if (!verify) throw error;
      await verifyPayment(
        store,
        sdk,
        paymentIntentId,
        cart.paymentMethodId ?? store.payment.paymentMethodId,
        verification,
      );
      // The answer came (verification needed): the verified purchase is a new attempt.
      store.purchaseAttempt = { key: newIdempotencyKey(), basis, paymentIntentId };
    }
  }
}

/** The step whose choice must change after `error`. */
function stepAtFault(store: CheckoutState, error: unknown): CheckoutStep {
  const { code, status, fieldErrors } = (error ?? {}) as ErrorShape;
  const fields = fieldErrors && typeof fieldErrors === 'object' ? Object.keys(fieldErrors) : [];
  const paymentCodes = [
    'card_declined',
    'verification_failed',
    'payment_requires_action',
    'payment_method_required',
  ];
  if (
    isGatewayError(error) ||
    paymentCodes.includes(code as string) ||
    fields.some(
      (field) => field === 'paymentMethodId' || field === 'paymentIntentId' || field === 'externalPaymentId',
    )
  )
    return 'payment';
  if (code === 'shipping_required' || fields.some((field) => field.startsWith('shipping')))
    return store.steps.includes('delivery') ? 'delivery' : 'review';
  if (status === 401 || code === 'customer_not_attached') return 'contact';
  return 'review';
}

function failed(store: CheckoutState, error: unknown, words: PurchaseText): void {
  // Refused for the customer's token: the widget signed out meanwhile, and the contact step
  // already asks the customer to sign in again and says why (`askToSignInAgain`).
  if ((error as ErrorShape)?.status === 401 && store.contact.lostSignIn) {
    store.purchaseAttempt = null;
    return;
  }
  if (outcomeUnknown(error)) {
    // The attempt stays: "Try again" sends it with the same key.
    store.fail('review', { message: words.text('purchase.outcomeUnknown') });
    return;
  }
  store.purchaseAttempt = null;
  // Still asking for verification after the checks ran: the bank did not accept them.
  const shown =
    (error as ErrorShape)?.code === 'payment_requires_action'
      ? new GatewayError('verification_failed', 'The payment still needs verification.')
      : error;
  store.fail(stepAtFault(store, error), words.describe(shown));
}

/**
 * The page's own receipt (`custom_success_url`), resolved against the page. Only a page of the
 * same origin is followed: a link carrying another site's address must not send a shopper who
 * just paid there.
 */
export function successUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, window.location.href);
    if (url.origin === window.location.origin) return url.href;
  } catch {
    // not a URL: the receipt shows instead
  }
  console.warn(`Cart Widget: custom_success_url ${raw} is not a page of this site; showing the receipt`);
  return null;
}

function succeeded(store: CheckoutState, purchase: CheckoutPurchaseResponse, cart: Cart): void {
  const svcCart = store.svcCart;
  const first = store.purchase === null;
  store.purchase = purchase;
  store.purchasedCart = cart;
  store.purchaseAttempt = null;
  delete store.errors.review;
  store.done.add('review');
  if (first) svcCart.events.emit('PURCHASE_COMPLETED', null, { cart, purchase });
  const url = successUrl(svcCart.query.customSuccessUrl);
  if (url) {
    store.changed();
    svcCart.navigate(url);
    return;
  }
  store.step = 'done';
  store.changed();
}

/**
 * Buys the cart shown in the review. Runs in the controller's queue (no other cart change can
 * slip between the purchase and the read of the purchased cart), which then holds the purchased
 * cart and emits `CART_UPDATED`. Resolves whether the cart was bought; a failure is shown on the
 * step at fault (`store.fail`). Call it through `store.run('purchase', …)` so a second press is
 * ignored while it runs (the store's `purchaseCart`).
 */
export async function purchaseCart(
  store: CheckoutState,
  verification: Verification,
  words: PurchaseText,
): Promise<boolean> {
  if (store.purchase) return true;
  const svcCart = store.svcCart;
  if (store.errors.review) {
    delete store.errors.review;
    store.changed();
  }
  let result: CheckoutPurchaseResponse | undefined;
  let bought: Cart;
  try {
    bought = await svcCart.changeCart('purchase', async (sdk) => {
      const cart = svcCart.cart!;
      result = await pay(store, sdk, cart, verification);
      return sdk.cart.load(cart.id, CART_PARAMS);
    });
  } catch (error) {
    if (!result) {
      failed(store, error, words);
      return false;
    }
    // Paid, but the cart could not be read again: the receipt shows it as it was bought, and the
    // controller replaces it on the next change (the API answers 409 cart_purchased).
    bought = { ...svcCart.cart!, status: 'purchased' };
  }
  succeeded(store, result!, bought);
  return true;
}
