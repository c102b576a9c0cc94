import type { CartGiftCardInput, CartItemAddPayload, ParentProduct, Product } from '@svc/sdk';
import { html, nothing } from 'lit';
import { SvcView, viewKitStyles } from '../view-kit.js';
import type { VoucherMessageKey } from './messages.js';
import { voucherStyles } from './svc-view-voucher.styles.js';
import { isEmail } from '../../core/email.js';
import { textAreaField, textField } from '../../ui/field.js';

type VoucherField = 'amount' | 'email' | 'name' | 'message';

/** The payload field of the server's errors shown next to each of the form's fields. */
const SERVER_FIELDS: Record<VoucherField, string> = {
  amount: 'productId',
  email: 'giftCard.customerEmail',
  name: 'giftCard.customerName',
  message: 'giftCard.message',
};

const FIELD_ORDER: VoucherField[] = ['amount', 'email', 'name', 'message'];

/**
 * @summary The voucher view: a gift card configured without `giftCard`. The shopper chooses the
 * amount (the gift card's variants are its denominations; a leaf `productId` fixes it), then
 * enters the recipient's email (required), name and a message. A gift card line is always one
 * card (`quantity: 1`).
 *
 * @csspart view-body - The amount and the recipient's fields.
 * @csspart option - A denomination's card (a `<label>` around its radio button).
 * @csspart option-name - The denomination's name.
 * @csspart option-price - The denomination's price.
 * @csspart amount - The fixed amount, when the item named a denomination.
 * @csspart notes - How the card is sent and how long it is valid.
 * @csspart field - The email, name and message fields.
 * @csspart field-label - A field's label.
 * @csspart field-error - The message next to the amount or a field (the form's or the server's).
 * @csspart view-error - A failure of adding that concerns no field shown.
 * @csspart view-actions - The action bar.
 * @csspart submit-button - "Add to cart" with the price.
 */
export class SvcViewVoucher extends SvcView<VoucherMessageKey> {
  static override styles = [...SvcView.styles, viewKitStyles, voucherStyles];
  static override properties = {
    ...SvcView.properties,
    selectedId: { state: true },
    email: { state: true },
    name: { state: true },
    message: { state: true },
    errors: { state: true },
  };

  /** The chosen denomination; `null` until the shopper picks one. */
  declare selectedId: number | null;
  declare email: string;
  declare name: string;
  declare message: string;
  /** The form's own messages, by field. */
  /** The form's own messages by field, as keys: shown in the language of the moment. */
  declare errors: Partial<Record<VoucherField, VoucherMessageKey>>;

  constructor() {
    super();
    this.selectedId = null;
    this.email = '';
    this.name = '';
    this.message = '';
    this.errors = {};
  }

  /** The gift card product: the mounted parent, or the parent of the mounted denomination. */
  get #parent(): ParentProduct | undefined {
    const product = this.customization?.product as (ParentProduct & Product) | undefined;
    return product?.parent ?? product;
  }

  get #denominations(): Product[] {
    return this.#parent?.variants ?? [];
  }

  /**
   * The denomination the item already names: the mounted leaf, or the parent's variant whose ID
   * the payload carries. `undefined` when the shopper chooses.
   */
  get #fixed(): Product | undefined {
    const product = this.customization?.product as Product | undefined;
    if (product?.parent) return product;
    const productId = this.customization?.payload.productId;
    return this.#denominations.find((variant) => variant.id === productId);
  }

  get #chosen(): Product | undefined {
    return this.#fixed ?? this.#denominations.find((variant) => variant.id === this.selectedId);
  }

  override willUpdate(): void {
    // A single denomination needs no choice.
    const only = this.#denominations.length === 1 ? this.#denominations[0] : undefined;
    if (only && this.selectedId === null && !this.#fixed) this.selectedId = only.id;
  }

  #error(field: VoucherField): string | undefined {
    const key = this.errors[field];
    return key ? this.t(key) : this.fieldError(SERVER_FIELDS[field]);
  }

  /** Forgets the form's and the server's message for `field` once the shopper changes it. */
  #forget(field: VoucherField): void {
    if (this.errors[field]) this.errors = { ...this.errors, [field]: undefined };
    const server = SERVER_FIELDS[field];
    const rest = Object.fromEntries(
      Object.entries(this.fieldErrors).filter(([name]) => name !== server && !name.startsWith(`${server}.`)),
    );
    if (Object.keys(rest).length !== Object.keys(this.fieldErrors).length) {
      this.fieldErrors = rest;
      this.viewError = null;
    }
  }

  #validate(): Partial<Record<VoucherField, VoucherMessageKey>> {
    const errors: Partial<Record<VoucherField, VoucherMessageKey>> = {};
    if (!this.#chosen) errors.amount = 'voucher.amountRequired';
    const email = this.email.trim();
    if (!email) errors.email = 'voucher.emailRequired';
    else if (!isEmail(email)) errors.email = 'voucher.emailInvalid';
    return errors;
  }

  #payload(leaf: Product): CartItemAddPayload {
    const giftCard: CartGiftCardInput = { customerEmail: this.email.trim() };
    const name = this.name.trim();
    const message = this.message.trim();
    if (name) giftCard.customerName = name;
    if (message) giftCard.message = message;
    const metadata = this.customization?.payload.metadata;
    return { productId: leaf.id, quantity: 1, giftCard, ...(metadata !== undefined ? { metadata } : {}) };
  }

  async #submit(event: Event): Promise<void> {
    event.preventDefault();
    if (this.busy) return;
    this.errors = this.#validate();
    const leaf = this.#chosen;
    if (!leaf || Object.values(this.errors).some(Boolean)) {
      await this.updateComplete;
      this.#focusInvalid();
      return;
    }
    if (!(await this.finish(this.#payload(leaf)))) {
      await this.updateComplete;
      this.#focusInvalid();
    }
  }

  #focusInvalid(): void {
    const field = FIELD_ORDER.find((name) => this.#error(name));
    if (!field) return;
    const target =
      field === 'amount'
        ? (this.renderRoot.querySelector<HTMLInputElement>('input[name="amount"]:checked') ??
          this.renderRoot.querySelector<HTMLInputElement>('input[name="amount"]'))
        : this.renderRoot.querySelector<HTMLElement>(`#${field}`);
    target?.focus();
  }

  #amount() {
    const fixed = this.#fixed;
    const error = this.#error('amount');
    if (fixed) {
      return html`<p part="amount" class="amount">
          <span>${this.t('voucher.amount')}</span>
          <strong class="amount-value">${this.money(fixed.price)}</strong>
        </p>
        ${error ? html`<p part="field-error" role="alert">${error}</p>` : nothing}`;
    }
    return html`<fieldset aria-describedby="amount-error">
      <legend>${this.t('voucher.amount')}</legend>
      ${this.#denominations.map(
        (variant) =>
          html`<label part="option">
            <input
              type="radio"
              name="amount"
              .value=${String(variant.id)}
              .checked=${this.selectedId === variant.id}
              @change=${() => {
                this.selectedId = variant.id;
                this.#forget('amount');
              }}
            />
            <span part="option-name" class="denomination-name">${variant.name ?? ''}</span>
            <span part="option-price" class="denomination-price">${this.money(variant.price)}</span>
          </label>`,
      )}
      <p part="field-error" id="amount-error" role="alert">${error ?? ''}</p>
    </fieldset>`;
  }

  #field(field: 'email' | 'name', label: VoucherMessageKey, value: string) {
    const email = field === 'email';
    return textField({
      id: field,
      label: this.t(label),
      error: this.#error(field),
      value,
      type: email ? 'email' : 'text',
      ...(email ? { inputmode: 'email' } : {}),
      spellcheck: false,
      required: email,
      onInput: (text) => {
        this[field] = text;
        this.#forget(field);
      },
    });
  }

  override render() {
    const parent = this.#parent;
    if (!parent) return nothing;
    const chosen = this.#chosen;
    const shown = FIELD_ORDER.some((field) => this.fieldError(SERVER_FIELDS[field]));
    const months = parent.giftCardExpiration;
    return html`<form novalidate @submit=${(event: Event) => this.#submit(event)}>
      <div part="view-body">
        ${this.#amount()}
        <p part="notes" class="notes muted">
          <span>${this.t('voucher.delivery')}</span>
          ${months ? html`<span>${this.t('voucher.expires', { count: months })}</span>` : nothing}
        </p>
        ${this.#field('email', 'voucher.email', this.email)} ${this.#field('name', 'voucher.name', this.name)}
        ${textAreaField({
          id: 'message',
          label: this.t('voucher.message'),
          error: this.#error('message'),
          value: this.message,
          onInput: (text) => {
            this.message = text;
            this.#forget('message');
          },
        })}
      </div>
      <div part="view-actions">
        ${this.viewError && !shown ? html`<p part="view-error" role="alert">${this.viewError}</p>` : nothing}
        <button part="submit-button" class="primary" type="submit" aria-busy=${this.busy ? 'true' : 'false'}>
          ${this.busy ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}
          ${chosen ? this.t('voucher.addPrice', { price: this.money(chosen.price) }) : this.t('voucher.add')}
        </button>
      </div>
    </form>`;
  }
}
