import type { SvcClient } from './client.js';
import { isSvcApiError } from './http/errors.js';
import type {
  CheckoutPurchasePayload,
  CheckoutPurchaseResponse,
  PaymentIntentResponse,
  PurchaseRequestParams,
} from './types/checkout.js';
import { assertString } from './validate.js';

/** What the verification callback gets when a purchase needs 3-D Secure. */
export interface PaymentVerificationRequest {
  paymentIntentId: string;
  /** `PaymentIntentResponse.token`: hand it to the gateway's client-side check. */
  token: string;
  intent: PaymentIntentResponse;
}

/**
 * Runs the gateway's client-side 3-D Secure check (for example Stripe's `handleCardAction`) and
 * resolves with the ID it gives, which is passed to `paymentIntents.confirm`. Reject to stop
 * (the shopper cancelled); the rejection is what `purchaseWithVerification` rejects with.
 */
export type VerifyPayment = (request: PaymentVerificationRequest) => Promise<string>;

export interface PurchaseWithVerificationOptions {
  payload?: CheckoutPurchasePayload;
  params?: PurchaseRequestParams;
  /** How many verifications to run before giving up (default 2). */
  maxVerifications?: number;
}

/**
 * `checkout.purchase` with the 3-D Secure loop done for you: on `payment_requires_action` it
 * loads the payment intent, runs `verify`, confirms the intent and purchases again with the
 * `paymentIntentId`. Any other error rejects at once. Each step is one request; nothing is
 * retried silently, so a purchase is never sent twice without a verification in between.
 */
export async function purchaseWithVerification(
  client: SvcClient,
  cartId: string,
  verify: VerifyPayment,
  options: PurchaseWithVerificationOptions = {},
): Promise<CheckoutPurchaseResponse> {
  const operation = 'purchaseWithVerification';
  assertString(operation, 'cartId', cartId);
  if (typeof verify !== 'function') {
    throw new TypeError(
      `Svc ${operation}: verify must be a function that resolves with the external payment ID`,
    );
  }
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`Svc ${operation}: options must be an object`);
  }
  const max = options.maxVerifications ?? 2;
  let payload = options.payload;
  for (let verifications = 0; ; verifications += 1) {
    try {
      return await client.checkout.purchase(cartId, payload, options.params);
    } catch (error) {
      const needsAction =
        isSvcApiError(error) && error.code === 'payment_requires_action' && error.paymentIntentId;
      if (!needsAction || verifications >= max) throw error;
      const paymentIntentId = error.paymentIntentId!;
      const intent = await client.paymentIntents.getPaymentIntent(paymentIntentId);
      const externalPaymentId = await verify({ paymentIntentId, token: intent.token, intent });
      await client.paymentIntents.confirm(paymentIntentId, externalPaymentId);
      payload = { ...payload, paymentIntentId };
    }
  }
}
