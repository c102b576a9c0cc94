/**
 * Authorize.net (`type: 'authorize_net'`): Accept.js from https://js.authorize.net/v1/Accept.js
 * (https://jstest.authorize.net/v1/Accept.js in test mode), loaded when the gateway is first used.
 * Accept.js has no fields of its own, so the widget's card form takes the card and
 * `Accept.dispatchData` turns it into opaque data, which never holds the card in the clear;
 * `wallet.store` takes that data as base64 of `{"dataDescriptor","dataValue"}` (spec: "base64
 * encoded data holding the encrypted payment data"). Accept.js has no client-side 3-D Secure:
 * `verify` refuses.
 *
 * Keys: `apiLoginId` and `clientKey` of the gateway (`shop.gateways[]`); without `clientKey` the
 * setup token of `wallet.setup` is used as the client key.
 */
import { msg } from '../../core/i18n/localize.js';
import { SvcGatewayCardForm } from './card-form.js';
import {
  GatewayError,
  gatewayError,
  type GatewayAdapter,
  type GatewayInfo,
  type MountOptions,
} from './adapter.js';
import { loadScript } from './load-script.js';

export const ACCEPT_SCRIPTS = {
  production: 'https://js.authorize.net/v1/Accept.js',
  test: 'https://jstest.authorize.net/v1/Accept.js',
} as const;

/** The part of Accept.js the adapter uses. */
interface AcceptResponse {
  opaqueData?: { dataDescriptor: string; dataValue: string };
  messages: { resultCode: 'Ok' | 'Error'; message: { code: string; text: string }[] };
}
interface AcceptNamespace {
  dispatchData(
    data: {
      authData: { clientKey: string; apiLoginID: string };
      cardData: { cardNumber: string; month: string; year: string; cardCode: string; fullName?: string };
    },
    respond: (response: AcceptResponse) => void,
  ): void;
}

const acceptGlobal = () => (window as { Accept?: AcceptNamespace }).Accept;

/** Accept.js codes about what the shopper typed (the rest are the shop's configuration). */
const CARD_ERRORS = new Set(['E_WC_05', 'E_WC_06', 'E_WC_07', 'E_WC_08', 'E_WC_15']);

export class AuthorizeNetAdapter implements GatewayAdapter {
  readonly type = 'authorize_net';
  readonly #gateway: GatewayInfo | undefined;
  #form: SvcGatewayCardForm | undefined;
  #clientKey = '';
  #loaded: Promise<void> | undefined;
  #onSubmit: (() => void) | undefined;

  constructor(gateway?: GatewayInfo) {
    this.#gateway = gateway;
  }

  async mount(container: HTMLElement, options: MountOptions): Promise<void> {
    this.unmount();
    const clientKey = this.#gateway?.clientKey;
    this.#clientKey = typeof clientKey === 'string' && clientKey ? clientKey : options.setupToken;
    const src = options.testMode ? ACCEPT_SCRIPTS.test : ACCEPT_SCRIPTS.production;
    this.#loaded = loadScript(src, () => typeof acceptGlobal()?.dispatchData === 'function');
    const form = new SvcGatewayCardForm();
    form.language = options.language;
    form.holderName = options.holderName ?? '';
    this.#onSubmit = options.onSubmit;
    form.addEventListener('svc-gateway-submit', this.#submitted);
    container.append(form);
    this.#form = form;
    await Promise.all([this.#loaded, form.updateComplete]);
  }

  #submitted = (event: Event) => {
    event.stopPropagation();
    this.#onSubmit?.();
  };

  async tokenize(): Promise<{ token: string; last4: string }> {
    const form = this.#form;
    const apiLoginID = this.#gateway?.apiLoginId;
    if (!form) throw gatewayError('card_invalid');
    if (typeof apiLoginID !== 'string' || !apiLoginID) {
      console.error('Cart Widget: the Authorize.net gateway has no apiLoginId (shop.gateways[].apiLoginId)');
      throw gatewayError('gateway_not_supported');
    }
    const { card, message } = await form.check();
    if (!card)
      throw new GatewayError('card_invalid', message ?? msg('en', 'error.card_invalid'), { inline: true });
    await this.#loaded;
    const accept = acceptGlobal();
    if (!accept) throw gatewayError('gateway_unavailable');
    const response = await new Promise<AcceptResponse>((resolve) =>
      accept.dispatchData(
        {
          authData: { clientKey: this.#clientKey, apiLoginID },
          cardData: {
            cardNumber: card.number,
            month: String(card.month).padStart(2, '0'),
            year: String(card.year),
            cardCode: card.cvc,
            ...(card.name ? { fullName: card.name } : {}),
          },
        },
        resolve,
      ),
    );
    if (response.messages.resultCode !== 'Ok' || !response.opaqueData) {
      const code = response.messages.message[0]?.code ?? '';
      throw gatewayError(CARD_ERRORS.has(code) ? 'card_invalid' : 'gateway_unavailable', {
        cause: response.messages,
      });
    }
    const { dataDescriptor, dataValue } = response.opaqueData;
    return { token: btoa(JSON.stringify({ dataDescriptor, dataValue })), last4: card.number.slice(-4) };
  }

  async verify(): Promise<string> {
    console.error('Cart Widget: Accept.js has no client-side 3-D Secure verification');
    throw gatewayError('gateway_not_supported');
  }

  unmount(): void {
    this.#form?.removeEventListener('svc-gateway-submit', this.#submitted);
    this.#form?.remove();
    this.#form = undefined;
  }
}

export function createAdapter(gateway?: GatewayInfo): GatewayAdapter {
  return new AuthorizeNetAdapter(gateway);
}
