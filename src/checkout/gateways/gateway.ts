/**
 * One interface for every payment gateway: the payment step mounts a gateway's form for a new
 * payment method and gets a token for `wallet.store`; the purchase asks the gateway of the payment
 * method to verify a payment intent (3-D Secure) and gets the `externalPaymentId` for
 * `paymentIntents.confirm`. Each gateway is one file under `gateways/`, loaded only when chosen;
 * it loads its provider's script only then.
 */
import type { PaymentIntentResponse } from '@svc/sdk';

export interface GatewayInfo {
  id: number;
  name?: string;
  /** `sandbox`, `stripe`, `braintree`, `paypal`, `authorize_net`, … */
  type?: string;
  [key: string]: unknown;
}

export interface MountOptions {
  /** The token of `wallet.setup({ gatewayId })` (a setup intent, a client token, …). */
  setupToken: string;
  /** The shopper's language, for the provider's own texts. */
  language: string;
  /** Test mode (`checkoutMode=test`): the provider's test environment. */
  testMode: boolean;
  /** The URL a redirect-based step returns to. */
  returnUrl: string;
}

export interface GatewayAdapter {
  readonly type: string;
  /** Draws the gateway's fields into `container` (light DOM the adapter owns). */
  mount(container: HTMLElement, options: MountOptions): Promise<void>;
  /**
   * Turns what the shopper entered into the token `wallet.store` takes. Rejects with an `Error`
   * whose message is for the shopper (`The card number is incomplete.`) when the entry is wrong.
   */
  tokenize(): Promise<{ token: string; [key: string]: unknown }>;
  /**
   * Verifies a payment intent (3-D Secure): resolves the `externalPaymentId` for
   * `paymentIntents.confirm`; rejects with an `Error` for the shopper when verification fails or
   * is cancelled.
   */
  verify(intent: PaymentIntentResponse, host: HTMLElement): Promise<string>;
  unmount(): void;
}

/** The adapter modules, by gateway type; each loads on first use. */
export const GATEWAY_LOADERS: Record<string, () => Promise<{ createAdapter(): GatewayAdapter }>> = {};

/** The adapter for a gateway type, or `null` when the widget has none for it. */
export async function loadGateway(type: string | undefined): Promise<GatewayAdapter | null> {
  const load = type ? GATEWAY_LOADERS[type] : undefined;
  if (!load) return null;
  const module = await load();
  return module.createAdapter();
}
