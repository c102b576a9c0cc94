/**
 * The card form the widget draws itself, for gateways that tokenize raw card data in the page
 * (the sandbox) or through a provider call without their own fields (Authorize.net's Accept.js):
 * card number, expiry (MM/YY) and security code, with the browser's autofill and a numeric
 * keyboard, formatted as typed (card-format.ts: the number in groups, the expiry as `MM/YY`) and
 * checked before anything leaves the page (Luhn, an expiry not in the past). What it gives the
 * gateway is digits only.
 */
import { css, html, LitElement } from 'lit';
import { msg } from '../../core/i18n/localize.js';
import { directionOf } from '../../core/i18n/localize.js';
import { controls, tokens } from '../../ui/tokens.js';
import {
  deleteAcrossSeparator,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  type Entry,
} from './card-format.js';
import type { GatewayMessageKey } from './messages.js';
import './messages.js';

/** A message of the gateways' catalog in `language`: a key of another catalog is a compile error. */
const gatewayText: (language: string, key: GatewayMessageKey) => string = msg;

export interface CardDetails {
  /** Digits only. */
  number: string;
  /** 1–12. */
  month: number;
  /** Four digits. */
  year: number;
  cvc: string;
  /** The name on the card, as typed; empty when the shopper left the optional field empty. */
  name: string;
}

type CardField = 'number' | 'expiry' | 'cvc';
const FIELD_ORDER: CardField[] = ['number', 'expiry', 'cvc'];

/** How each field shows what the shopper types. */
const FORMATTERS: Record<CardField, (entry: Entry) => Entry> = {
  number: formatCardNumber,
  expiry: formatExpiry,
  cvc: formatCvc,
};

/** Whether `digits` passes the Luhn check every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** `MM/YY`, `MM / YY`, `MMYY` or `MM/YYYY` as month and four-digit year; `null` when it is neither. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*[/-]?\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is valid through the last day of its expiry month. */
export function expired({ month, year }: { month: number; year: number }, now = new Date()): boolean {
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}

/**
 * @summary The widget's own card form (sandbox and Authorize.net gateways). `check()` shows the
 * messages next to the fields at fault, focuses the first, and returns the card or `null`.
 *
 * @event svc-gateway-submit - The shopper pressed Enter in a field (the step saves the card).
 *
 * @csspart fields - The three fields.
 * @csspart field - A field with its label and message.
 * @csspart field-label - A field's label.
 * @csspart field-error - The message next to a field.
 * @csspart hint - The test cards, in test mode.
 */
export class SvcGatewayCardForm extends LitElement {
  static override styles = [
    tokens,
    controls,
    css`
      :host {
        display: block;
      }
      fieldset {
        display: grid;
        grid-template-columns: 1fr 1fr;
        gap: 0.75rem;
        margin: 0;
        padding: 0;
        border: 0;
        min-width: 0;
      }
      legend {
        margin-bottom: 0.5rem;
        padding: 0;
        font-weight: 600;
      }
      [part~='field'] {
        display: grid;
        gap: 0.375rem;
        align-content: start;
      }
      .number,
      .name {
        grid-column: 1 / -1;
      }
      [part~='field-label'] {
        font-size: 0.875rem;
        font-weight: 600;
      }
      input[type='text'] {
        /* 44 px to tap, and 16 px text so that iOS does not zoom into the field. */
        min-height: 2.75rem;
        width: 100%;
        font-size: 1rem;
        padding: 0.5rem 0.75rem;
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        background: var(--_surface);
        box-sizing: border-box;
        font-variant-numeric: tabular-nums;
      }
      input[aria-invalid='true'] {
        border-color: var(--_danger);
      }
      [part~='field-error'] {
        margin: 0;
        color: var(--_danger);
        font-size: 0.875rem;
      }
      [part~='field-error']:empty {
        display: none;
      }
      [part~='hint'] {
        grid-column: 1 / -1;
        margin: 0;
        color: var(--_text-muted);
        font-size: 0.8125rem;
      }
    `,
  ];
  static override properties = {
    language: { attribute: false },
    testHint: { attribute: false },
    holderName: { attribute: false },
    values: { state: true },
    errors: { state: true },
  };

  /** The shopper's language for the labels and messages. */
  declare language: string;
  /** Shows the sandbox's test cards. */
  declare testHint: boolean;
  /**
   * The name on the card (`cc-name`, optional). The form starts with the one its adapter is given
   * (`MountOptions.holderName`: the checkout's signed-in customer), so the shopper types nothing.
   */
  declare holderName: string;
  declare values: Record<CardField, string>;
  declare errors: Partial<Record<CardField, string>>;

  constructor() {
    super();
    this.language = 'en';
    this.testHint = false;
    this.holderName = '';
    this.values = { number: '', expiry: '', cvc: '' };
    this.errors = {};
  }

  #validate(): { errors: Partial<Record<CardField, string>>; card: CardDetails | null } {
    const errors: Partial<Record<CardField, string>> = {};
    const digits = this.values.number.replace(/[\s-]/g, '');
    if (!digits) errors.number = gatewayText(this.language, 'gateway.numberRequired');
    else if (/\D/.test(digits) || digits.length > 19)
      errors.number = gatewayText(this.language, 'gateway.numberInvalid');
    else if (digits.length < 13) errors.number = gatewayText(this.language, 'gateway.numberIncomplete');
    else if (!luhnValid(digits)) errors.number = gatewayText(this.language, 'gateway.numberInvalid');
    const expiryText = this.values.expiry.trim();
    const expiry = parseExpiry(expiryText);
    if (!expiryText) errors.expiry = gatewayText(this.language, 'gateway.expiryRequired');
    else if (!expiry) errors.expiry = gatewayText(this.language, 'gateway.expiryInvalid');
    else if (expired(expiry)) errors.expiry = gatewayText(this.language, 'gateway.expiryPast');
    const cvc = this.values.cvc.trim();
    if (!cvc) errors.cvc = gatewayText(this.language, 'gateway.cvcRequired');
    else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = gatewayText(this.language, 'gateway.cvcInvalid');
    const valid = !Object.keys(errors).length && expiry;
    const name = this.holderName.trim();
    return {
      errors,
      card: valid ? { number: digits, month: expiry.month, year: expiry.year, cvc, name } : null,
    };
  }

  /**
   * Checks the entry: the card, or `null` with the messages shown by the fields and the first
   * field at fault focused; `message` is the first message.
   */
  async check(): Promise<{ card: CardDetails | null; message: string | undefined }> {
    const { errors, card } = this.#validate();
    this.errors = errors;
    await this.updateComplete;
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) this.renderRoot.querySelector<HTMLInputElement>(`#card-${first}`)?.focus();
    return { card, message: first ? errors[first] : undefined };
  }

  /** Focuses the card number field. */
  override focus(): void {
    this.renderRoot.querySelector<HTMLInputElement>('#card-number')?.focus();
  }

  /** Formats what the shopper typed, pasted or deleted in `field`, the caret kept by its digit. */
  #input(field: CardField, event: Event): void {
    const input = event.target as HTMLInputElement;
    const typed: Entry = { text: input.value, caret: input.selectionStart ?? input.value.length };
    const inputType = event instanceof InputEvent ? event.inputType : '';
    const deleting = inputType === 'deleteContentBackward' || inputType === 'deleteContentForward';
    const entry = FORMATTERS[field](
      deleting
        ? deleteAcrossSeparator(this.values[field], typed, inputType === 'deleteContentBackward')
        : typed,
    );
    // Set here, not by the render: a keystroke the formatter drops leaves the value Lit last drew.
    if (input.value !== entry.text) input.value = entry.text;
    if (this.renderRoot instanceof ShadowRoot && this.renderRoot.activeElement === input)
      input.setSelectionRange(entry.caret, entry.caret);
    this.values = { ...this.values, [field]: entry.text };
    if (this.errors[field]) this.errors = { ...this.errors, [field]: undefined };
  }

  #keydown(event: KeyboardEvent): void {
    if (event.key !== 'Enter' || event.isComposing) return;
    event.preventDefault();
    this.dispatchEvent(new CustomEvent('svc-gateway-submit', { bubbles: true, composed: true }));
  }

  #field(field: CardField, label: GatewayMessageKey, autocomplete: string) {
    const error = this.errors[field];
    return html`<div part="field" class=${field}>
      <label part="field-label" for=${`card-${field}`}>${gatewayText(this.language, label)}</label>
      <input
        id=${`card-${field}`}
        name=${`card-${field}`}
        type="text"
        inputmode="numeric"
        autocomplete=${autocomplete}
        spellcheck="false"
        required
        dir="ltr"
        .value=${this.values[field]}
        aria-invalid=${error ? 'true' : 'false'}
        aria-describedby=${`card-${field}-error`}
        @input=${(event: Event) => this.#input(field, event)}
        @keydown=${(event: KeyboardEvent) => this.#keydown(event)}
      />
      <p part="field-error" id=${`card-${field}-error`} role="alert">${error ?? ''}</p>
    </div>`;
  }

  /** The name on the card: free text, optional, for the browser's autofill (`cc-name`). */
  #nameField() {
    return html`<div part="field" class="name">
      <label part="field-label" for="card-name">${gatewayText(this.language, 'gateway.cardName')}</label>
      <input
        id="card-name"
        name="card-name"
        type="text"
        autocomplete="cc-name"
        autocapitalize="words"
        spellcheck="false"
        .value=${this.holderName}
        @input=${(event: Event) => (this.holderName = (event.target as HTMLInputElement).value)}
        @keydown=${(event: KeyboardEvent) => this.#keydown(event)}
      />
    </div>`;
  }

  override render() {
    return html`<fieldset lang=${this.language} dir=${directionOf(this.language)}>
      <legend>${gatewayText(this.language, 'gateway.cardDetails')}</legend>
      ${this.#field('number', 'gateway.cardNumber', 'cc-number')}
      ${this.#field('expiry', 'gateway.expiry', 'cc-exp')} ${this.#field('cvc', 'gateway.cvc', 'cc-csc')}
      ${this.#nameField()}
      ${this.testHint ? html`<p part="hint">${gatewayText(this.language, 'gateway.testCards')}</p>` : ''}
    </fieldset>`;
  }
}

if (!customElements.get('svc-gateway-card-form'))
  customElements.define('svc-gateway-card-form', SvcGatewayCardForm);

declare global {
  interface HTMLElementTagNameMap {
    'svc-gateway-card-form': SvcGatewayCardForm;
  }
}
