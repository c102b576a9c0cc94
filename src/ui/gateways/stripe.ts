/**
 * Stripe (`type: 'stripe'`): Stripe.js v3 from https://js.stripe.com/v3/ (the same script in test
 * mode: the shop's publishable key, `pk_test_…` or `pk_live_…`, picks the environment), loaded
 * when the gateway is first used. A new card is Stripe's card Element, confirmed against the
 * setup intent of `wallet.setup` (`confirmCardSetup`); `wallet.store` takes the setup intent ID
 * (spec: "Stripe = setup intent ID"). A payment that needs 3-D Secure runs Stripe's next action
 * on the payment intent's client secret (`intent.token`) and yields the payment intent ID.
 *
 * The publishable key comes from the gateway (`shop.gateways[].publishableKey`), or from the
 * payment intent (`intent.publishableKey`) when `verify` runs without a gateway.
 */
import type { PaymentIntentResponse } from '@svc/sdk';
import {
  announceOverlay,
  GatewayError,
  gatewayError,
  type GatewayAdapter,
  type GatewayInfo,
  type MountOptions,
} from './adapter.js';
import { loadScript } from './load-script.js';

export const STRIPE_SCRIPT = 'https://js.stripe.com/v3/';

/** The part of Stripe.js the adapter uses. */
interface StripeError {
  type?: string;
  code?: string;
  message?: string;
}
interface StripeCardElement {
  mount(element: HTMLElement): void;
  on(event: 'change', handler: (event: { error?: StripeError; complete?: boolean }) => void): void;
  destroy(): void;
}
interface StripeIntentResult {
  error?: StripeError;
  setupIntent?: { id: string; status?: string; payment_method?: string | null };
  paymentIntent?: { id: string; status?: string };
}
interface StripeInstance {
  elements(options?: { locale?: string }): {
    create(type: 'card', options?: Record<string, unknown>): StripeCardElement;
  };
  confirmCardSetup(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement } },
  ): Promise<StripeIntentResult>;
  confirmCardPayment(clientSecret: string): Promise<StripeIntentResult>;
  handleNextAction?(options: { clientSecret: string }): Promise<StripeIntentResult>;
}
type StripeFactory = (publishableKey: string, options?: { locale?: string }) => StripeInstance;

const stripeGlobal = () => (window as { Stripe?: StripeFactory }).Stripe;

/** Payment intent states after which the charge can go on. */
const VERIFIED = new Set(['succeeded', 'requires_capture', 'processing', 'requires_confirmation']);

export class StripeAdapter implements GatewayAdapter {
  readonly type = 'stripe';
  readonly #gateway: GatewayInfo | undefined;
  #stripe: StripeInstance | undefined;
  #card: StripeCardElement | undefined;
  #setupToken = '';
  #entryError: StripeError | undefined;
  #container: HTMLElement | undefined;

  constructor(gateway?: GatewayInfo) {
    this.#gateway = gateway;
  }

  async #client(publishableKey: unknown, language?: string): Promise<StripeInstance> {
    if (this.#stripe) return this.#stripe;
    if (typeof publishableKey !== 'string' || !publishableKey) {
      console.error('Cart Widget: the Stripe gateway has no publishableKey (shop.gateways[].publishableKey)');
      throw gatewayError('gateway_not_supported');
    }
    await loadScript(STRIPE_SCRIPT, () => typeof stripeGlobal() === 'function');
    const factory = stripeGlobal();
    if (typeof factory !== 'function') throw gatewayError('gateway_unavailable');
    this.#stripe = factory(publishableKey, language ? { locale: language } : undefined);
    return this.#stripe;
  }

  async mount(container: HTMLElement, options: MountOptions): Promise<void> {
    this.unmount();
    const stripe = await this.#client(this.#gateway?.publishableKey, options.language);
    this.#setupToken = options.setupToken;
    const card = stripe.elements({ locale: options.language }).create('card', { hidePostalCode: true });
    const mountPoint = document.createElement('div');
    mountPoint.className = 'svc-stripe-card';
    container.append(mountPoint);
    card.mount(mountPoint);
    card.on('change', (event) => {
      this.#entryError = event.error;
    });
    this.#card = card;
    this.#container = mountPoint;
  }

  async tokenize(): Promise<{ token: string; paymentMethodId?: string }> {
    const stripe = this.#stripe;
    const card = this.#card;
    if (!stripe || !card) throw gatewayError('card_invalid');
    if (this.#entryError?.message)
      throw new GatewayError('card_invalid', this.#entryError.message, { localized: true });
    // A card that asks for 3-D Secure at setup shows Stripe's frame on <body>.
    const from = this.#container ?? document.body;
    announceOverlay(from, true);
    let result: StripeIntentResult;
    try {
      result = await stripe.confirmCardSetup(this.#setupToken, { payment_method: { card } });
    } finally {
      announceOverlay(from, false);
    }
    if (result.error || !result.setupIntent) {
      const error = result.error;
      const code =
        error?.type === 'card_error' || error?.type === 'validation_error' ? 'card_invalid' : 'card_declined';
      throw error?.message
        ? new GatewayError(code, error.message, { localized: true, cause: error })
        : gatewayError(code, { cause: error });
    }
    const paymentMethod = result.setupIntent.payment_method;
    return {
      token: result.setupIntent.id,
      ...(typeof paymentMethod === 'string' ? { paymentMethodId: paymentMethod } : {}),
    };
  }

  async verify(intent: PaymentIntentResponse, host: HTMLElement): Promise<string> {
    const stripe = await this.#client(this.#gateway?.publishableKey ?? intent.publishableKey);
    announceOverlay(host, true);
    let result: StripeIntentResult;
    try {
      result = stripe.handleNextAction
        ? await stripe.handleNextAction({ clientSecret: intent.token })
        : await stripe.confirmCardPayment(intent.token);
    } finally {
      announceOverlay(host, false);
    }
    const status = result.paymentIntent?.status;
    if (!result.error && result.paymentIntent && status && VERIFIED.has(status))
      return result.paymentIntent.id;
    throw gatewayError('verification_failed', { cause: result.error ?? result.paymentIntent });
  }

  unmount(): void {
    this.#card?.destroy();
    this.#card = undefined;
    this.#container?.remove();
    this.#container = undefined;
    this.#entryError = undefined;
  }
}

export function createAdapter(gateway?: GatewayInfo): GatewayAdapter {
  return new StripeAdapter(gateway);
}
