/**
 * What every gateway adapter is built on: the adapter interface, its mount options, the errors for
 * the shopper, the overlay announcement and the language lookup. gateway.ts loads the adapters;
 * the adapters import this module, not that one.
 */
import type { PaymentIntentResponse } from '@svc/sdk';
import { GatewayError } from '../../core/gateway-error.js';
import { msg } from '../../core/i18n/localize.js';
import './messages.js';

export { GatewayError, isGatewayError } from '../../core/gateway-error.js';
export type { GatewayInfo } from '../../core/checkout.js';

export interface MountOptions {
  /** The token of `wallet.setup({ gatewayId })` (a setup intent, a client token, …). */
  setupToken: string;
  /** The shopper's language, for the provider's own texts. */
  language: string;
  /** Test mode (`checkoutMode=test`): the provider's test environment. */
  testMode: boolean;
  /**
   * The name on the card the widget's own card form starts with (the checkout's signed-in
   * customer); the field stays optional and the shopper may change it.
   */
  holderName?: string;
  /** The URL a redirect-based step returns to. */
  returnUrl: string;
  /**
   * Called when the shopper finished the entry in the gateway's own UI (Enter in the card form,
   * PayPal's window approved): the form then goes on as its primary action would (the payment
   * step's "Continue", the portal's "Save card").
   */
  onSubmit?: () => void;
}

export interface GatewayAdapter {
  readonly type: string;
  /**
   * Draws the gateway's fields into `container`. The payment step hands over a node in the
   * page's light DOM when the widget forwards its `svc-gateway` slot (Stripe refuses a mount
   * point inside a shadow root), else a light-DOM child of the step.
   */
  mount(container: HTMLElement, options: MountOptions): Promise<void>;
  /**
   * Turns what the shopper entered into the token `wallet.store` takes. Rejects with a
   * `GatewayError` whose message is for the shopper (`The card number is incomplete.`) when the
   * entry is wrong; `inline` tells that the adapter's own form already shows it by the field.
   */
  tokenize(): Promise<{ token: string; [key: string]: unknown }>;
  /**
   * Verifies a payment intent (3-D Secure): resolves the `externalPaymentId` for
   * `paymentIntents.confirm`; rejects with a `GatewayError` for the shopper when verification
   * fails (`verification_failed`) or is cancelled (`verification_cancelled`). Any challenge UI is
   * drawn inside `host`, which must be inside the widget's drawer (a modal dialog makes
   * everything outside it inert).
   */
  verify(intent: PaymentIntentResponse, host: HTMLElement): Promise<string>;
  unmount(): void;
}

/** A `GatewayError` with the English sentence of its code (`error.<code>`). */
export function gatewayError(code: string, options: { cause?: unknown } = {}): GatewayError {
  return new GatewayError(code, msg('en', `error.${code}`), options);
}

/**
 * Tells the drawer that a provider is about to draw its own overlay on the page (Stripe's and
 * Braintree's 3-D Secure frames are added to `<body>`, which a modal drawer makes inert), and
 * when it is gone: `svc-gateway-overlay` with `detail.open`, bubbling out of every shadow root.
 */
export function announceOverlay(from: EventTarget, open: boolean): void {
  from.dispatchEvent(
    new CustomEvent('svc-gateway-overlay', { detail: { open }, bubbles: true, composed: true }),
  );
}

/** The language of the nearest element with a `lang` attribute, through shadow roots (`en` else). */
export function languageOf(node: Node): string {
  for (let current: Node | null = node; current;) {
    if (current instanceof Element && current.getAttribute('lang')) return current.getAttribute('lang')!;
    const parent: Node | null = current.parentNode;
    current = parent instanceof ShadowRoot ? parent.host : parent;
  }
  return document.documentElement.lang || 'en';
}
