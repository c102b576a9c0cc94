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
 * Runs `attempt` and, while it fails with `payment_requires_action`, the 3-D Secure loop: load the
 * payment intent, run `verify`, confirm the intent, then `attempt(paymentIntentId)` again. Any other
 * error rejects at once. Each step is one request and nothing is retried silently, so a charge is
 * never sent twice without a verification in between. Use it for `checkout.purchase` (see
 * `purchaseWithVerification`) and for `funnels.postPurchaseAccept`, whose payload takes the
 * `paymentIntentId` of the verified intent.
 */
export async function withPaymentVerification<T>(
  client: SvcClient,
  attempt: (paymentIntentId: string | undefined) => Promise<T>,
  verify: VerifyPayment,
  maxVerifications = 2,
): Promise<T> {
  const operation = 'withPaymentVerification';
  if (typeof attempt !== 'function') throw new TypeError(`Svc ${operation}: attempt must be a function`);
  return verifying(operation, client, attempt, verify, maxVerifications);
}

/** The loop of both helpers; `operation` names the helper in the error for a bad `verify`. */
async function verifying<T>(
  operation: string,
  client: SvcClient,
  attempt: (paymentIntentId: string | undefined) => Promise<T>,
  verify: VerifyPayment,
  maxVerifications: number,
): Promise<T> {
  if (typeof verify !== 'function') {
    throw new TypeError(
      `Svc ${operation}: verify must be a function that resolves with the external payment ID`,
    );
  }
  let paymentIntentId: string | undefined;
  for (let verifications = 0; ; verifications += 1) {
    try {
      return await attempt(paymentIntentId);
    } catch (error) {
      const needsAction =
        isSvcApiError(error) && error.code === 'payment_requires_action' && error.paymentIntentId;
      if (!needsAction || verifications >= maxVerifications) throw error;
      paymentIntentId = error.paymentIntentId!;
      const intent = await client.paymentIntents.getPaymentIntent(paymentIntentId);
      const externalPaymentId = await verify({ paymentIntentId, token: intent.token, intent });
      await client.paymentIntents.confirm(paymentIntentId, externalPaymentId);
    }
  }
}

/** `checkout.purchase` with the 3-D Secure loop done for you (see `withPaymentVerification`). */
export async function purchaseWithVerification(
  client: SvcClient,
  cartId: string,
  verify: VerifyPayment,
  options: PurchaseWithVerificationOptions = {},
): Promise<CheckoutPurchaseResponse> {
  const operation = 'purchaseWithVerification';
  assertString(operation, 'cartId', cartId);
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`Svc ${operation}: options must be an object`);
  }
  return verifying(
    operation,
    client,
    (paymentIntentId) =>
      client.checkout.purchase(
        cartId,
        paymentIntentId ? { ...options.payload, paymentIntentId } : options.payload,
        options.params,
      ),
    verify,
    options.maxVerifications ?? 2,
  );
}
