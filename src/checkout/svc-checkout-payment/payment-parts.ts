/**
 * The payment step's choices: a saved card (brand, last four digits, "Default", expiry and, with
 * several gateways, its gateway) and the gateway of a new card. They draw what they are given; the
 * step keeps the state.
 */
import type { PaymentMethod } from '@svc/sdk';
import { html, nothing, type TemplateResult } from 'lit';
import { cardExpiry, cardName, type GatewayInfo } from '../../core/checkout.js';
import type { PaymentMessageKey } from './messages.js';

/** The step's messages. */
type PaymentText = (key: PaymentMessageKey, params?: Record<string, string | number>) => string;

/** How a saved card shows: chosen or not, presses ignored (`busy`), its gateway's name. */
export interface SavedCardState {
  checked: boolean;
  busy: boolean;
  /** The gateway's name, when the shop has several. */
  gateway: string | undefined;
  onChoose: () => void;
}

/** A saved card as a radio button (part `option`). */
export function savedCard(method: PaymentMethod, state: SavedCardState, t: PaymentText): TemplateResult {
  const name = cardName(method);
  const expiry = cardExpiry(method);
  const meta = [expiry ? t('payment.expires', { date: expiry }) : '', state.gateway ?? '']
    .filter(Boolean)
    .join(' · ');
  return html`<label part="option">
    <input
      type="radio"
      name="payment-method"
      .value=${String(method.id)}
      .checked=${state.checked}
      aria-disabled=${state.busy ? 'true' : 'false'}
      @change=${state.onChoose}
    />
    <span class="card-name">
      ${
        method.last4
          ? html`<span aria-hidden="true">${name} •••• ${method.last4}</span
              ><span class="visually-hidden"
                >${t('payment.cardLabel', { brand: name, last4: method.last4 })}</span
              >`
          : name
      }
    </span>
    ${method.default ? html`<span class="badge">${t('payment.default')}</span>` : html`<span></span>`}
    ${meta ? html`<span class="card-meta">${meta}</span>` : nothing}
  </label>`;
}

/** The choice of the new card's gateway, when the shop has several. */
export function gatewayChoice(
  gateways: GatewayInfo[],
  chosen: number | null,
  onChoose: (gateway: GatewayInfo) => void,
  t: PaymentText,
): TemplateResult | typeof nothing {
  if (gateways.length < 2) return nothing;
  return html`<fieldset>
    <legend>${t('payment.gateway')}</legend>
    ${gateways.map(
      (gateway) =>
        html`<label part="option">
          <input
            type="radio"
            name="gateway"
            .value=${String(gateway.id)}
            .checked=${chosen === gateway.id}
            @change=${() => onChoose(gateway)}
          />
          <span>${gateway.name ?? gateway.type ?? String(gateway.id)}</span>
          <span></span>
        </label>`,
    )}
  </fieldset>`;
}
