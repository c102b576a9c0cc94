import type { ParentProduct, Product } from '@svc/sdk';
import { html, nothing } from 'lit';
import { leafView } from '../../core/views.js';
import {
  planCards,
  planFrequency,
  planNotes,
  planPrepaid,
  planSavings,
  type PlanCard,
  type PlanWords,
} from '../../ui/plan-cards.js';
import {
  parseQuantity,
  quantityField,
  quantityFieldStyles,
  unitPrice,
} from '../svc-view-variant/quantity-field.js';
import { SvcView, viewKitStyles } from '../view-kit.js';
import { pricingStyles } from '../../ui/plan-card-styles.js';

/** The keys the view shows: its catalog's and those of the start catalog its plan cards take. */
type PricingViewKey = Parameters<PlanWords['t']>[0];

/**
 * @summary The pricing view: the plans of a subscription product as cards (label, price per
 * delivery, frequency, savings, trial, setup fee, commitment and charge limit), an optional
 * quantity and "Add to cart". A chosen plan that needs more (its survey, out of stock, a
 * subscription of the same product already in the cart) hands over to the view it needs.
 *
 * No plan is chosen at first: the shopper picks the frequency they pay for.
 *
 * @csspart view-body - The plans and the quantity.
 * @csspart option - A plan's card (a `<label>` around its radio button).
 * @csspart option-name - The plan's label: its `pricingName`, else its frequency.
 * @csspart option-price - The price per delivery.
 * @csspart savings - What the plan saves per delivery, and against which plan.
 * @csspart notes - The plan's terms: trial, setup fee, commitment, charge limit.
 * @csspart field - The quantity field.
 * @csspart field-label - The quantity's label.
 * @csspart stepper - The quantity's − and + buttons around its input.
 * @csspart decrease - The − button.
 * @csspart quantity - The quantity input.
 * @csspart increase - The + button.
 * @csspart field-error - The message next to the plans or the quantity.
 * @csspart view-error - A failure of adding that concerns neither.
 * @csspart view-actions - The action bar.
 * @csspart submit-button - "Add to cart" with the price (or "Continue", "Notify me").
 */
export class SvcViewPricing extends SvcView<PricingViewKey> {
  static override styles = [...SvcView.styles, viewKitStyles, quantityFieldStyles, pricingStyles];
  static override properties = {
    ...SvcView.properties,
    selectedId: { state: true },
    quantityText: { state: true },
    errors: { state: true },
  };

  /** The chosen plan's ID; `null` until the shopper picks one. */
  declare selectedId: number | null;
  declare quantityText: string;
  /** The form's own messages, by field (`plan`, `quantity`). */
  declare errors: { plan?: string; quantity?: string };

  #quantityInitialized = false;

  constructor() {
    super();
    this.selectedId = null;
    this.quantityText = '1';
    this.errors = {};
  }

  get #product(): ParentProduct | undefined {
    return this.customization?.product as ParentProduct | undefined;
  }

  get #plans(): Product[] {
    const product = this.#product;
    return product?.plans ?? product?.pricings ?? [];
  }

  get #selected(): Product | undefined {
    return this.#plans.find((plan) => plan.id === this.selectedId);
  }

  /** Whether the shop lets shoppers pick a subscription quantity (`subscriptionQuantitySelector`). */
  get #quantityChoosable(): boolean {
    const settings = this.state.controller?.shop?.settings as
      { subscriptionQuantitySelector?: boolean } | undefined;
    return settings?.subscriptionQuantitySelector !== false;
  }

  /** The most of `plan` that may be bought; `null` without a limit (or when it is sold out). */
  #max(plan: Product | undefined): number | null {
    const stock = plan?.stockCount;
    return typeof stock === 'number' && stock > 0 ? stock : null;
  }

  /** The card texts' words: the view's messages, money in the cart's currency, the language. */
  get #words(): PlanWords {
    return {
      t: (key, params) => this.t(key, params),
      money: (minor) => this.money(minor),
      lang: this.l10n.lang,
    };
  }

  /** The view the chosen plan leads to (`null`: it is added at once). */
  #next(plan: Product): string | null {
    const cart = this.state.controller?.cart;
    if (!cart) return null;
    const payload = { ...this.customization?.payload, productId: plan.id };
    return leafView(cart, payload, { ...plan, parent: this.#product }) ?? null;
  }

  #quantity(): number {
    return this.#quantityChoosable
      ? (parseQuantity(this.quantityText) ?? 1)
      : (this.customization?.payload.quantity ?? 1);
  }

  #submitLabel(): string {
    const plan = this.#selected;
    if (!plan) return this.t('pricing.add');
    const next = this.#next(plan);
    if (next === 'out-of-stock') return this.t('pricing.notify');
    if (next) return this.t('pricing.continue');
    const quantity = this.#quantity();
    return this.t('pricing.addPrice', { price: this.money(unitPrice(plan, quantity) * quantity) });
  }

  /** Forgets the server's errors of `field` once the shopper changes it. */
  #forget(field: string): void {
    const rest = Object.fromEntries(
      Object.entries(this.fieldErrors).filter(([name]) => name !== field && !name.startsWith(`${field}.`)),
    );
    if (Object.keys(rest).length !== Object.keys(this.fieldErrors).length) {
      this.fieldErrors = rest;
      this.viewError = null;
    }
  }

  #choose(plan: Product): void {
    this.selectedId = plan.id;
    this.errors = { ...this.errors, plan: undefined };
    this.#forget('productId');
  }

  #changeQuantity(value: string): void {
    this.quantityText = value;
    this.errors = { ...this.errors, quantity: undefined };
    this.#forget('quantity');
  }

  /** The form's messages: a plan is required; the quantity is a whole number within the stock. */
  #validate(): { plan?: string; quantity?: string } {
    const errors: { plan?: string; quantity?: string } = {};
    const plan = this.#selected;
    if (!plan) errors.plan = this.t('pricing.required');
    if (this.#quantityChoosable && plan?.stockCount !== 0) {
      const quantity = parseQuantity(this.quantityText);
      const max = this.#max(plan);
      if (quantity === null) errors.quantity = this.t('pricing.quantityInvalid');
      else if (max !== null && quantity > max)
        errors.quantity = this.t('pricing.quantityMax', { count: max });
    }
    return errors;
  }

  async #submit(event: Event): Promise<void> {
    event.preventDefault();
    if (this.busy) return;
    this.errors = this.#validate();
    const plan = this.#selected;
    if (!plan || this.errors.plan || this.errors.quantity) {
      await this.updateComplete;
      this.#focusInvalid();
      return;
    }
    const parent = this.#product;
    const added = await this.advance({ productId: plan.id, quantity: this.#quantity() }, { ...plan, parent });
    if (!added) {
      await this.updateComplete;
      this.#focusInvalid();
    }
  }

  #focusInvalid(): void {
    const planError = this.errors.plan ?? this.fieldError('productId');
    const target = planError
      ? (this.renderRoot.querySelector<HTMLInputElement>('input[name="plan"]:checked') ??
        this.renderRoot.querySelector<HTMLInputElement>('input[name="plan"]'))
      : (this.errors.quantity ?? this.fieldError('quantity'))
        ? this.renderRoot.querySelector<HTMLInputElement>('#quantity')
        : null;
    target?.focus();
  }

  override willUpdate(): void {
    if (!this.#quantityInitialized && this.customization) {
      this.#quantityInitialized = true;
      const quantity = this.customization.payload.quantity;
      if (typeof quantity === 'number' && quantity >= 1) this.quantityText = String(quantity);
    }
  }

  #card(card: PlanCard) {
    const { plan } = card;
    const id = `plan-${plan.id}`;
    const words = this.#words;
    const frequency = planFrequency(plan, words);
    const notes = planNotes(card, words, this.#product, !this.customization?.payload.options?.length);
    const prepaid = planPrepaid(card, words);
    const savings = planSavings(card, words);
    const planError = this.errors.plan ?? this.fieldError('productId');
    return html`<label part="option" class="plan">
      <input
        type="radio"
        name="plan"
        id=${id}
        .value=${String(plan.id)}
        .checked=${this.selectedId === plan.id}
        aria-describedby=${planError ? 'plan-error' : nothing}
        @change=${() => this.#choose(plan)}
      />
      <span class="plan-main">
        <span part="option-name" class="plan-name">${card.label}</span>
        ${frequency && frequency !== card.label ? html`<span class="muted">${frequency}</span>` : nothing}
        ${prepaid ? html`<span class="muted"> ${prepaid} </span>` : nothing}
        ${savings ? html`<span part="savings" class="savings"> ${savings} </span>` : nothing}
        ${
          notes.length
            ? html`<span part="notes" class="notes"
                >${notes.map((note) => html`<span>${note}</span> `)}</span
              >`
            : nothing
        }
        ${plan.stockCount === 0 ? html`<span class="sold-out">${this.t('pricing.soldOut')}</span>` : nothing}
      </span>
      <span part="option-price" class="plan-price">
        <strong>${this.money(Math.round(card.perDelivery))}</strong>
        <span class="muted">${this.t('pricing.perDelivery')}</span>
      </span>
    </label>`;
  }

  override render() {
    const product = this.#product;
    if (!product) return nothing;
    const planError = this.errors.plan ?? this.fieldError('productId');
    const quantityError = this.errors.quantity ?? this.fieldError('quantity');
    const plan = this.#selected;
    const max = this.#max(plan);
    // The server's failure above the button only when it concerns no field shown here.
    const viewError = this.viewError && !this.fieldError('productId') && !this.fieldError('quantity');
    return html`<form novalidate @submit=${(event: Event) => this.#submit(event)}>
      <div part="view-body">
        ${
          product.preOrderEndAt
            ? html`<p class="muted">
                ${this.t('pricing.preOrder', { date: this.l10n.date(product.preOrderEndAt) })}
              </p>`
            : nothing
        }
        <fieldset aria-describedby=${planError ? 'plan-error' : nothing}>
          <legend>${this.t('pricing.legend')}</legend>
          ${planCards(this.#plans, this.#words).map((card) => this.#card(card))}
          <p part="field-error" id="plan-error" role="alert">${planError ?? ''}</p>
        </fieldset>
        ${
          this.#quantityChoosable && plan?.stockCount !== 0
            ? quantityField({
                id: 'quantity',
                value: this.quantityText,
                max,
                error: quantityError,
                label: this.t('pricing.quantity'),
                decrease: this.t('pricing.decrease'),
                increase: this.t('pricing.increase'),
                change: (value) => this.#changeQuantity(value),
              })
            : nothing
        }
      </div>
      <div part="view-actions">
        ${viewError ? html`<p part="view-error" role="alert">${this.viewError}</p>` : nothing}
        <button part="submit-button" class="primary" type="submit" aria-busy=${this.busy ? 'true' : 'false'}>
          ${this.busy ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}
          ${this.#submitLabel()}
        </button>
      </div>
    </form>`;
  }
}
