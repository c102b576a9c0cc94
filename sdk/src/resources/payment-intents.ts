import type { PaymentIntentResponse } from '../types/checkout.js';
import type { ResourceContext } from './context.js';

// The type of `client.paymentIntents`. Its methods are built from the operation table in extra.ts, which
// loads on the first call (lazy.ts).
/** `client.paymentIntents`: the 3-D Secure steps between a `payment_requires_action` error and the retried purchase. */
export declare class PaymentIntentsResource {
  // Declared only, so the type stays the class it was (the objects are built in lazy.ts).
  // eslint-disable-next-line no-unused-private-class-members
  readonly #context: ResourceContext;
  constructor(context: ResourceContext);
  /** The intent named by the purchase error's `paymentIntentId`; its `token` drives the client-side check. */
  getPaymentIntent(paymentIntentId: string): Promise<PaymentIntentResponse>;
  /** Confirms the intent with the ID the client-side verification gave. */
  confirm(paymentIntentId: string, externalPaymentId: string): Promise<PaymentIntentResponse>;
}
