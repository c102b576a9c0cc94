import type { Product } from '@svc/sdk';
import { html, nothing } from 'lit';
import { stockEmail } from '../../core/views.js';
import { SvcView, viewKitStyles } from '../view-kit.js';
import type { OutOfStockMessageKey } from './messages.js';
import { outOfStockStyles } from './svc-view-out-of-stock.styles.js';
import { isEmail } from '../../core/email.js';
import { countField, emailField } from '../../ui/field.js';

type StockField = 'email' | 'quantity';

/** A whole number of at least 1, or `null`. */
function parseQuantity(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

/**
 * @summary The out-of-stock view: the chosen variant or plan is sold out (`stockCount` 0). It says
 * so and offers to email the shopper when it is back (`stock.subscribe` with the email, the
 * product and the quantity), then confirms and leads back to the cart. Nothing is added: the
 * view always closes with `{ finalized: false }`.
 *
 * @csspart view-body - The item, the form and the confirmation.
 * @csspart item - The sold-out item: its name, price and "Sold out".
 * @csspart confirmation - The confirmation once the shop will email (a live region).
 * @csspart field - The email and quantity fields.
 * @csspart field-label - A field's label.
 * @csspart field-error - The message next to a field (the form's or the server's).
 * @csspart view-error - A failure that concerns no field shown.
 * @csspart view-actions - The action bar.
 * @csspart submit-button - "Notify me", then "Back to cart".
 */
export class SvcViewOutOfStock extends SvcView<OutOfStockMessageKey> {
  static override styles = [...SvcView.styles, viewKitStyles, outOfStockStyles];
  static override properties = {
    ...SvcView.properties,
    email: { state: true },
    quantityText: { state: true },
    errors: { state: true },
    subscribed: { state: true },
  };

  declare email: string;
  declare quantityText: string;
  /** The form's own messages, by field. */
  declare errors: Partial<Record<StockField, string>>;
  /** The email the shop will write to, once subscribed; `null` before. */
  declare subscribed: string | null;

  #prefilled = false;

  constructor() {
    super();
    this.email = '';
    this.quantityText = '1';
    this.errors = {};
    this.subscribed = null;
  }

  get #leaf(): Product | undefined {
    return this.customization?.product as Product | undefined;
  }

  /** "Ceramic Mug – Slate"; the product's own name when it has one leaf of the same name. */
  #name(leaf: Product): string {
    const parent = leaf.parent?.name;
    const own = leaf.pricingName || leaf.name;
    if (!parent) return own ?? '';
    return own && own !== parent ? `${parent} – ${own}` : parent;
  }

  override willUpdate(): void {
    const cart = this.state.controller;
    if (!this.#prefilled && cart && this.customization) {
      this.#prefilled = true;
      this.email = stockEmail(cart.customer, cart.customerData.email);
      const quantity = this.customization.payload.quantity;
      if (typeof quantity === 'number' && Number.isSafeInteger(quantity) && quantity >= 1)
        this.quantityText = String(quantity);
    }
  }

  #error(field: StockField): string | undefined {
    return this.errors[field] ?? this.fieldError(field);
  }

  #forget(field: StockField): void {
    if (this.errors[field]) this.errors = { ...this.errors, [field]: undefined };
    if (this.fieldErrors[field]) {
      const { [field]: _gone, ...rest } = this.fieldErrors;
      this.fieldErrors = rest;
      this.viewError = null;
    }
  }

  #validate(): Partial<Record<StockField, string>> {
    const errors: Partial<Record<StockField, string>> = {};
    const email = this.email.trim();
    if (!email) errors.email = this.t('out-of-stock.emailRequired');
    else if (!isEmail(email)) errors.email = this.t('out-of-stock.emailInvalid');
    if (parseQuantity(this.quantityText) === null) errors.quantity = this.t('out-of-stock.quantityInvalid');
    return errors;
  }

  async #submit(event: Event): Promise<void> {
    event.preventDefault();
    const cart = this.state.controller;
    const leaf = this.#leaf;
    if (this.busy || !cart || !leaf) return;
    if (this.subscribed !== null) {
      cart.dismissCustomization();
      return;
    }
    this.errors = this.#validate();
    const quantity = parseQuantity(this.quantityText);
    if (this.errors.email || this.errors.quantity || quantity === null) {
      await this.updateComplete;
      this.#focusInvalid();
      return;
    }
    const email = this.email.trim();
    const done = await this.run(async () =>
      (await cart.viewData()).subscribeToStock({ email, productId: leaf.id, quantity }),
    );
    if (done) this.subscribed = email;
    else {
      await this.updateComplete;
      this.#focusInvalid();
    }
  }

  #focusInvalid(): void {
    const field = (['email', 'quantity'] as const).find((name) => this.#error(name));
    if (field) this.renderRoot.querySelector<HTMLInputElement>(`#${field}`)?.focus();
  }

  #field(field: StockField) {
    const frame = {
      id: field,
      error: this.#error(field),
      onInput: (text: string) => {
        if (field === 'email') this.email = text;
        else this.quantityText = text;
        this.#forget(field);
      },
    };
    if (field === 'email')
      return emailField({
        ...frame,
        label: this.t('out-of-stock.email'),
        value: this.email,
        autocomplete: 'email',
        required: true,
      });
    return countField({ ...frame, label: this.t('out-of-stock.quantity'), value: this.quantityText });
  }

  override render() {
    const leaf = this.#leaf;
    if (!leaf) return nothing;
    const name = this.#name(leaf);
    const done = this.subscribed !== null;
    const shown = !done && (this.fieldError('email') || this.fieldError('quantity'));
    return html`<form novalidate @submit=${(event: Event) => this.#submit(event)}>
      <div part="view-body">
        <p part="item" class="item">
          <span class="item-name">${name}</span>
          ${typeof leaf.price === 'number' ? html`<span class="item-price">${this.money(leaf.price)}</span>` : nothing}
          <span class="sold-out">${this.t('out-of-stock.soldOut')}</span>
        </p>
        <p part="confirmation" class=${done ? 'confirmation done' : 'confirmation'} role="status">
          ${done ? this.t('out-of-stock.done', { email: this.subscribed!, product: name }) : nothing}
        </p>
        ${
          done
            ? nothing
            : html`<p>${this.t('out-of-stock.intro')}</p>
                ${this.#field('email')}${this.#field('quantity')}`
        }
      </div>
      <div part="view-actions">
        ${this.viewError && !shown ? html`<p part="view-error" role="alert">${this.viewError}</p>` : nothing}
        <button part="submit-button" class="primary" type="submit" aria-busy=${this.busy ? 'true' : 'false'}>
          ${this.busy ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}
          ${this.t(done ? 'out-of-stock.back' : 'out-of-stock.notify')}
        </button>
      </div>
    </form>`;
  }
}
