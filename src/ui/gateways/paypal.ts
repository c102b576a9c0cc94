/**
 * PayPal (`type: 'paypal'`): the PayPal JavaScript SDK from https://www.paypal.com/sdk/js with the
 * gateway's `clientId` (a sandbox client ID in test mode picks PayPal's sandbox), loaded when the
 * gateway is first used. The vault flow: PayPal's buttons approve the order of `wallet.setup`
 * (spec: "PayPal = order ID" for both the setup token and the wallet token) in PayPal's window;
 * once approved, `onSubmit` tells the step to save it. A payment that needs the payer's action
 * shows PayPal's buttons for the intent's order (`intent.token`) in a dialog and yields the
 * approved order ID.
 */
import type { PaymentIntentResponse } from '@svc/sdk';
import { msg } from '../../core/i18n/localize.js';
import { showChallenge } from './challenge.js';
import {
  gatewayError,
  languageOf,
  type GatewayAdapter,
  type GatewayInfo,
  type MountOptions,
} from './adapter.js';
import { loadScript } from './load-script.js';

/** The SDK's URL for a client ID: the buttons, with vaulting. */
export function paypalScript(clientId: string): string {
  const query = new URLSearchParams({
    'client-id': clientId,
    components: 'buttons',
    vault: 'true',
    commit: 'false',
  });
  return `https://www.paypal.com/sdk/js?${query}`;
}

/** The part of the PayPal SDK the adapter uses. */
interface PayPalButtonsOptions {
  createOrder: () => string | Promise<string>;
  onApprove: (data: { orderID: string }) => void | Promise<void>;
  onCancel?: () => void;
  onError?: (error: unknown) => void;
}
interface PayPalButtons {
  render(container: HTMLElement): Promise<void>;
  close?(): Promise<void>;
}
interface PayPalNamespace {
  Buttons(options: PayPalButtonsOptions): PayPalButtons;
}

const paypalGlobal = () => (window as { paypal?: PayPalNamespace }).paypal;

export class PayPalAdapter implements GatewayAdapter {
  readonly type = 'paypal';
  readonly #gateway: GatewayInfo | undefined;
  #buttons: PayPalButtons | undefined;
  #container: HTMLElement | undefined;
  #approved: string | undefined;

  constructor(gateway?: GatewayInfo) {
    this.#gateway = gateway;
  }

  async #sdk(clientId: unknown): Promise<PayPalNamespace> {
    if (typeof clientId !== 'string' || !clientId) {
      console.error('Cart Widget: the PayPal gateway has no clientId (shop.gateways[].clientId)');
      throw gatewayError('gateway_not_supported');
    }
    await loadScript(paypalScript(clientId), () => typeof paypalGlobal()?.Buttons === 'function');
    const paypal = paypalGlobal();
    if (typeof paypal?.Buttons !== 'function') throw gatewayError('gateway_unavailable');
    return paypal;
  }

  async mount(container: HTMLElement, options: MountOptions): Promise<void> {
    this.unmount();
    const paypal = await this.#sdk(this.#gateway?.clientId);
    const wrapper = document.createElement('div');
    wrapper.className = 'svc-paypal-buttons';
    container.append(wrapper);
    this.#container = wrapper;
    this.#buttons = paypal.Buttons({
      createOrder: () => options.setupToken,
      onApprove: (data) => {
        this.#approved = data.orderID;
        options.onSubmit?.();
      },
    });
    await this.#buttons.render(wrapper);
  }

  async tokenize(): Promise<{ token: string }> {
    if (!this.#approved) throw gatewayError('approval_pending');
    return { token: this.#approved };
  }

  async verify(intent: PaymentIntentResponse, host: HTMLElement): Promise<string> {
    const paypal = await this.#sdk(this.#gateway?.clientId ?? intent.clientId);
    const language = languageOf(host);
    const content = document.createElement('div');
    const challenge = showChallenge(
      host,
      {
        language,
        heading: msg(language, 'gateway.providerTitle', { provider: 'PayPal' }),
        actions: [{ id: 'cancel', label: msg(language, 'gateway.cancel') }],
      },
      content,
    );
    let approved: string | undefined;
    await paypal
      .Buttons({
        createOrder: () => intent.token,
        onApprove: (data) => {
          approved = data.orderID;
          challenge.finish('approved');
        },
        onCancel: () => challenge.finish('cancel'),
        onError: () => challenge.finish('fail'),
      })
      .render(content)
      .catch(() => challenge.finish('fail'));
    const answer = await challenge.result;
    if (answer === 'approved' && approved) return approved;
    throw gatewayError(answer === 'cancel' ? 'verification_cancelled' : 'verification_failed');
  }

  unmount(): void {
    void this.#buttons?.close?.().catch(() => undefined);
    this.#buttons = undefined;
    this.#container?.remove();
    this.#container = undefined;
    this.#approved = undefined;
  }
}

export function createAdapter(gateway?: GatewayInfo): GatewayAdapter {
  return new PayPalAdapter(gateway);
}
