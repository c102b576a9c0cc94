import type { PaymentIntentResponse } from '../types/checkout.js';
import { assertString } from '../validate.js';
import type { ResourceContext } from './context.js';

/** `client.paymentIntents`: the 3-D Secure steps between a `payment_requires_action` error and the retried purchase. */
export class PaymentIntentsResource {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** The intent named by the purchase error's `paymentIntentId`; its `token` drives the client-side check. */
  async getPaymentIntent(paymentIntentId: string): Promise<PaymentIntentResponse> {
    const operation = 'paymentIntents.getPaymentIntent';
    assertString(operation, 'paymentIntentId', paymentIntentId);
    return this.#context.http.call(operation, { path: { paymentIntentId } });
  }

  /** Confirms the intent with the ID the client-side verification gave. */
  async confirm(paymentIntentId: string, externalPaymentId: string): Promise<PaymentIntentResponse> {
    const operation = 'paymentIntents.confirm';
    assertString(operation, 'paymentIntentId', paymentIntentId);
    assertString(operation, 'externalPaymentId', externalPaymentId);
    return this.#context.http.call(operation, { path: { paymentIntentId }, body: { externalPaymentId } });
  }
}
