/**
 * The sandbox gateway (`type: 'sandbox'`, the sandbox shop's only one, used by `checkoutMode=test`
 * and the tests): the widget's own card form, checked in the page, tokenized to the sandbox's
 * `tok_<last four digits>`; 3-D Secure is a challenge dialog whose "Confirm" yields
 * `3ds_<intent token>` (docs/decisions.md "Sandbox: 3-D Secure verification").
 */
import type { PaymentIntentResponse } from '@svc/sdk';
import { formatMoney } from '../../core/i18n/format.js';
import { msg } from '../../core/i18n/localize.js';
import { SvcGatewayCardForm } from './card-form.js';
import { showChallenge } from './challenge.js';
import { GatewayError, gatewayError, languageOf, type GatewayAdapter, type MountOptions } from './adapter.js';

export class SandboxAdapter implements GatewayAdapter {
  readonly type = 'sandbox';
  #form: SvcGatewayCardForm | undefined;
  #onSubmit: (() => void) | undefined;

  async mount(container: HTMLElement, options: MountOptions): Promise<void> {
    this.unmount();
    const form = new SvcGatewayCardForm();
    form.language = options.language;
    form.holderName = options.holderName ?? '';
    form.testHint = true;
    this.#onSubmit = options.onSubmit;
    form.addEventListener('svc-gateway-submit', this.#submitted);
    container.append(form);
    this.#form = form;
    await form.updateComplete;
  }

  #submitted = (event: Event) => {
    event.stopPropagation();
    this.#onSubmit?.();
  };

  async tokenize(): Promise<{ token: string; last4: string }> {
    const form = this.#form;
    if (!form) throw gatewayError('card_invalid');
    const { card, message } = await form.check();
    if (!card)
      throw new GatewayError('card_invalid', message ?? msg('en', 'error.card_invalid'), { inline: true });
    const last4 = card.number.slice(-4);
    return { token: `tok_${last4}`, last4 };
  }

  async verify(intent: PaymentIntentResponse, host: HTMLElement): Promise<string> {
    const language = languageOf(host);
    const amount =
      typeof intent.amount === 'number' && typeof intent.currencyCode === 'string'
        ? formatMoney(intent.amount, intent.currencyCode, language)
        : undefined;
    const challenge = showChallenge(host, {
      language,
      heading: msg(language, 'gateway.challengeTitle'),
      text: amount
        ? msg(language, 'gateway.challengeAmount', { amount })
        : msg(language, 'gateway.challengeText'),
      actions: [
        { id: 'fail', label: msg(language, 'gateway.fail') },
        { id: 'confirm', label: msg(language, 'gateway.confirm'), primary: true },
      ],
    });
    const answer = await challenge.result;
    if (answer === 'confirm') return `3ds_${intent.token}`;
    throw gatewayError(answer === 'fail' ? 'verification_failed' : 'verification_cancelled');
  }

  unmount(): void {
    this.#form?.removeEventListener('svc-gateway-submit', this.#submitted);
    this.#form?.remove();
    this.#form = undefined;
  }
}

export function createAdapter(): GatewayAdapter {
  return new SandboxAdapter();
}
