import type { CartItemAddPayload, ParentProduct, Product, ProductOption } from '@svc/sdk';
import { html, nothing } from 'lit';
import { leafView } from '../../core/views.js';
import {
  choosableOptions,
  combinationStatus,
  matchingVariants,
  type OptionSelection,
} from '../../ui/variant-options.js';
import { SvcView, viewKitStyles } from '../view-kit.js';
import type { VariantMessageKey } from './messages.js';
import {
  parseQuantity,
  priceSteps,
  quantityField,
  quantityFieldStyles,
  unitPrice,
} from './quantity-field.js';
import { variantStyles } from '../../ui/variant-styles.js';

/** How a one-time item joins a cart that holds a subscription (spec: `addon`, `addonDuration`). */
type AddonChoice = 'once' | 'forever' | 'separate';

/** The form's own messages, by field: `variant`, `option-<id>`, `quantity`. */
type Errors = Record<string, string | undefined>;

/**
 * @summary The variant view: the variants of a one-time product as option buttons per option
 * (size, colour) when the product has options, else as a list; a quantity (up to the stock),
 * volume prices, and, when the cart holds a subscription, whether the item rides along with its
 * deliveries (an add-on) or is bought separately. A sold-out variant stays choosable and leads to
 * the out-of-stock view ("Notify me"); a gift card goes on to the voucher view.
 *
 * An option with one value is chosen at first; otherwise nothing is.
 *
 * @csspart view-body - The choices, the quantity and the add-on choice.
 * @csspart option - A value of an option, a variant, or an add-on choice (a `<label>` around its radio).
 * @csspart option-name - The name of a value or a variant.
 * @csspart option-price - The price of a variant (the first unit).
 * @csspart option-status - "Sold out — notify me", "Not available in this combination", the stock.
 * @csspart price - The price of the chosen variant when the options are buttons.
 * @csspart volume-pricing - The volume price table of the chosen variant.
 * @csspart field - The quantity field.
 * @csspart field-label - The quantity's label.
 * @csspart stepper - The quantity's − and + buttons around its input.
 * @csspart decrease - The − button.
 * @csspart quantity - The quantity input.
 * @csspart increase - The + button.
 * @csspart field-error - The message next to a choice or the quantity.
 * @csspart view-error - A failure of adding that concerns none of them.
 * @csspart view-actions - The action bar.
 * @csspart submit-button - "Add to cart" with the price (or "Continue", "Notify me").
 */
export class SvcViewVariant extends SvcView<VariantMessageKey> {
  static override styles = [...SvcView.styles, viewKitStyles, quantityFieldStyles, variantStyles];
  static override properties = {
    ...SvcView.properties,
    selection: { state: true },
    selectedId: { state: true },
    quantityText: { state: true },
    addonChoice: { state: true },
    errors: { state: true },
  };

  /** Option buttons: the chosen value name per option ID. */
  declare selection: OptionSelection;
  /** A list of variants: the chosen variant's ID. */
  declare selectedId: number | null;
  declare quantityText: string;
  declare addonChoice: AddonChoice;
  declare errors: Errors;

  #initialized = false;

  constructor() {
    super();
    this.selection = {};
    this.selectedId = null;
    this.quantityText = '1';
    this.addonChoice = 'separate';
    this.errors = {};
  }

  get #product(): ParentProduct | undefined {
    return this.customization?.product as ParentProduct | undefined;
  }

  get #variants(): Product[] {
    return this.#product?.variants ?? [];
  }

  /** The product's options, when every variant has a value for each (else the variants are listed). */
  get #options(): ProductOption[] {
    return choosableOptions(this.#product);
  }

  /** The variants that fit the chosen values, with `value` for `option` in place of its choice. */
  #candidates(option?: ProductOption, value?: string): Product[] {
    return matchingVariants(this.#variants, this.#options, this.selection, option, value);
  }

  /** The chosen variant: all options chosen, or the one picked from the list. */
  get #variant(): Product | undefined {
    const options = this.#options;
    if (!options.length) return this.#variants.find((variant) => variant.id === this.selectedId);
    if (!options.every((option) => this.selection[option.id] !== undefined)) return undefined;
    return this.#candidates()[0];
  }

  get #giftCard(): boolean {
    return Boolean(this.#product?.giftCard);
  }

  /**
   * Whether the item may ride along with a subscription (spec: add-ons only when a subscription
   * product is in the cart). Gift cards and digital products have no delivery to join.
   */
  get #addonOffered(): boolean {
    const product = this.#product;
    if (!product || product.giftCard || product.digital) return false;
    return Boolean(
      this.state.controller?.cart?.items.some((item) => item.product?.parent?.type === 'subscription'),
    );
  }

  /** A gift card line takes quantity 1; a sold-out variant has no quantity to pick. */
  get #quantityShown(): boolean {
    return !this.#giftCard && this.#variant?.stockCount !== 0;
  }

  #max(variant: Product | undefined): number | null {
    const stock = variant?.stockCount;
    return typeof stock === 'number' && stock > 0 ? stock : null;
  }

  #quantity(): number {
    return this.#quantityShown ? (parseQuantity(this.quantityText) ?? 1) : 1;
  }

  /** The view the chosen variant leads to (`null`: it is added at once). */
  #next(variant: Product): string | null {
    const cart = this.state.controller?.cart;
    if (!cart) return null;
    const payload = { ...this.customization?.payload, productId: variant.id };
    return leafView(cart, payload, { ...variant, parent: this.#product }) ?? null;
  }

  #submitLabel(): string {
    const variant = this.#variant;
    if (!variant) return this.t('variant.add');
    const next = this.#next(variant);
    if (next === 'out-of-stock') return this.t('variant.notify');
    if (next) return this.t('variant.continue');
    const quantity = this.#quantity();
    return this.t('variant.addPrice', { price: this.money(unitPrice(variant, quantity) * quantity) });
  }

  /** What the add payload says about add-ons: nothing unless offered and chosen. */
  #addonFields(): Pick<CartItemAddPayload, 'addon' | 'addonDuration'> {
    if (this.#addonOffered && this.addonChoice === 'once') return { addon: true, addonDuration: 1 };
    if (this.#addonOffered && this.addonChoice === 'forever') return { addon: true, addonDuration: null };
    // Clears an `addon` of the configureItem payload too: it is refused without a subscription.
    return { addon: undefined, addonDuration: undefined };
  }

  /** Forgets the server's errors of `fields` once the shopper changes what they concern. */
  #forget(...fields: string[]): void {
    const rest = Object.fromEntries(
      Object.entries(this.fieldErrors).filter(
        ([name]) => !fields.some((field) => name === field || name.startsWith(`${field}.`)),
      ),
    );
    if (Object.keys(rest).length !== Object.keys(this.fieldErrors).length) {
      this.fieldErrors = rest;
      this.viewError = null;
    }
  }

  #chooseValue(option: ProductOption, value: string): void {
    this.selection = { ...this.selection, [option.id]: value };
    this.errors = { ...this.errors, [`option-${option.id}`]: undefined };
    this.#forget('productId', 'quantity');
  }

  #chooseVariant(variant: Product): void {
    this.selectedId = variant.id;
    this.errors = { ...this.errors, variant: undefined };
    this.#forget('productId', 'quantity');
  }

  #chooseAddon(choice: AddonChoice): void {
    this.addonChoice = choice;
    this.#forget('addon', 'addonDuration');
  }

  #changeQuantity(value: string): void {
    this.quantityText = value;
    this.errors = { ...this.errors, quantity: undefined };
    this.#forget('quantity');
  }

  #validate(): Errors {
    const errors: Errors = {};
    const options = this.#options;
    if (options.length) {
      for (const option of options) {
        if (this.selection[option.id] === undefined)
          errors[`option-${option.id}`] = this.t('variant.chooseOption', { name: option.name });
      }
    } else if (!this.#variant) errors.variant = this.t('variant.required');
    if (this.#quantityShown) {
      const quantity = parseQuantity(this.quantityText);
      const max = this.#max(this.#variant);
      if (quantity === null) errors.quantity = this.t('variant.quantityInvalid');
      else if (max !== null && quantity > max)
        errors.quantity = this.t('variant.quantityMax', { count: max });
    }
    return errors;
  }

  async #submit(event: Event): Promise<void> {
    event.preventDefault();
    if (this.busy) return;
    this.errors = this.#validate();
    const variant = this.#variant;
    if (!variant || Object.values(this.errors).some(Boolean)) {
      await this.updateComplete;
      this.#focusInvalid();
      return;
    }
    const added = await this.advance(
      { productId: variant.id, quantity: this.#quantity(), ...this.#addonFields() },
      { ...variant, parent: this.#product },
    );
    if (!added) {
      await this.updateComplete;
      this.#focusInvalid();
    }
  }

  /** Focus on the first control with a message (the form's or the server's). */
  #focusInvalid(): void {
    const firstInvalid = this.renderRoot.querySelector<HTMLElement>('[data-invalid] input:not(:disabled)');
    const quantity = this.renderRoot.querySelector<HTMLInputElement>('#quantity[aria-invalid="true"]');
    const target = firstInvalid ?? quantity;
    if (!target) return;
    const group = target.closest('fieldset');
    (group?.querySelector<HTMLInputElement>('input:checked') ?? target).focus();
  }

  override willUpdate(): void {
    if (this.#initialized || !this.customization) return;
    this.#initialized = true;
    const payload = this.customization.payload;
    if (typeof payload.quantity === 'number' && payload.quantity >= 1)
      this.quantityText = String(payload.quantity);
    if (payload.addon === true) this.addonChoice = payload.addonDuration === 1 ? 'once' : 'forever';
    // A choice of one is made already.
    for (const option of this.#options)
      if (option.values.length === 1) this.selection = { ...this.selection, [option.id]: option.values[0]! };
    if (this.#variants.length === 1) this.selectedId = this.#variants[0]!.id;
  }

  #status(variants: Product[]): string | undefined {
    const status = combinationStatus(variants);
    return status && this.t(`variant.${status}`);
  }

  #optionGroup(option: ProductOption) {
    const id = `option-${option.id}`;
    const error = this.errors[id];
    const choiceError = this.fieldError('productId');
    const describedBy = [error ? `${id}-error` : '', choiceError ? 'variant-error' : '']
      .filter(Boolean)
      .join(' ');
    const pricesDiffer = new Set(this.#variants.map((variant) => variant.price)).size > 1;
    return html`<fieldset
      ?data-invalid=${Boolean(error || choiceError)}
      aria-describedby=${describedBy || nothing}
    >
      <legend>${option.name}</legend>
      <div class="values">
        ${option.values.map((name) => {
          const candidates = this.#candidates(option, name);
          const status = this.#status(candidates);
          const only = candidates.length === 1 ? candidates[0] : undefined;
          return html`<label part="option" class="value">
            <input
              type="radio"
              name=${id}
              .value=${name}
              .checked=${this.selection[option.id] === name}
              ?disabled=${candidates.length === 0}
              @change=${() => this.#chooseValue(option, name)}
            />
            <span class="main">
              <span part="option-name">${name}</span>
              ${status ? html`<span part="option-status" class="status">${status}</span>` : nothing}
            </span>
            ${
              pricesDiffer && only
                ? html`<span part="option-price" class="price">${this.money(only.price)}</span>`
                : nothing
            }
          </label>`;
        })}
      </div>
      <p part="field-error" id="${id}-error" role="alert">${error ?? ''}</p>
    </fieldset>`;
  }

  #variantList() {
    const error = this.errors.variant ?? this.fieldError('productId');
    return html`<fieldset
      ?data-invalid=${Boolean(error)}
      aria-describedby=${error ? 'variant-error' : nothing}
    >
      <legend>${this.t('variant.legend')}</legend>
      ${this.#variants.map((variant) => {
        const status =
          variant.stockCount === 0
            ? this.t('variant.soldOut')
            : typeof variant.stockCount === 'number'
              ? this.t('variant.inStock', { count: variant.stockCount })
              : undefined;
        return html`<label part="option" class="variant">
          <input
            type="radio"
            name="variant"
            .value=${String(variant.id)}
            .checked=${this.selectedId === variant.id}
            @change=${() => this.#chooseVariant(variant)}
          />
          <span class="main">
            <span part="option-name">${variant.name}</span>
            ${
              status
                ? html`<span part="option-status" class=${variant.stockCount === 0 ? 'status' : 'muted'}
                    >${status}</span
                  >`
                : nothing
            }
          </span>
          <span part="option-price" class="price">${this.money(variant.price)}</span>
        </label>`;
      })}
      <p part="field-error" id="variant-error" role="alert">${error ?? ''}</p>
    </fieldset>`;
  }

  /** The price of the chosen variant, or "From …" while the options leave several prices open. */
  #priceLine() {
    const variant = this.#variant;
    const prices = (variant ? [variant] : this.#candidates()).map((each) => each.price ?? 0);
    if (!prices.length) return nothing;
    const lowest = Math.min(...prices);
    const text =
      new Set(prices).size > 1 ? this.t('variant.from', { price: this.money(lowest) }) : this.money(lowest);
    return html`<p part="price" class="variant-price">${text}</p>`;
  }

  #volumePricing() {
    const variant = this.#variant;
    const steps = variant ? priceSteps(variant) : [];
    if (!steps.length) return nothing;
    const quantity = parseQuantity(this.quantityText) ?? 1;
    return html`<table part="volume-pricing" class="volume">
      <caption>
        ${this.t('variant.volume.title')}
      </caption>
      <thead>
        <tr>
          <th scope="col">${this.t('variant.volume.quantity')}</th>
          <th scope="col">${this.t('variant.volume.each')}</th>
        </tr>
      </thead>
      <tbody>
        ${steps.map((step) => {
          const current = quantity >= step.from && (step.to === null || quantity <= step.to);
          return html`<tr class=${current ? 'current' : ''} aria-current=${current ? 'true' : nothing}>
            <td>
              ${
                step.to === null
                  ? this.t('variant.volume.orMore', { count: step.from })
                  : step.to === step.from
                    ? step.from
                    : this.t('variant.volume.range', { from: step.from, to: step.to })
              }
            </td>
            <td>${this.money(step.amount)}</td>
          </tr>`;
        })}
      </tbody>
    </table>`;
  }

  #addons() {
    const error = this.fieldError('addon') ?? this.fieldError('addonDuration');
    const choices: [AddonChoice, VariantMessageKey, VariantMessageKey][] = [
      ['once', 'variant.addon.once', 'variant.addon.onceHint'],
      ['forever', 'variant.addon.forever', 'variant.addon.foreverHint'],
      ['separate', 'variant.addon.separate', 'variant.addon.separateHint'],
    ];
    return html`<fieldset ?data-invalid=${Boolean(error)} aria-describedby=${error ? 'addon-error' : nothing}>
      <legend>${this.t('variant.addon.legend')}</legend>
      ${choices.map(
        ([choice, label, hint]) =>
          html`<label part="option" class="addon">
            <input
              type="radio"
              name="addon"
              .value=${choice}
              .checked=${this.addonChoice === choice}
              @change=${() => this.#chooseAddon(choice)}
            />
            <span class="main">
              <span part="option-name">${this.t(label)}</span>
              <span class="muted">${this.t(hint)}</span>
            </span>
          </label>`,
      )}
      <p part="field-error" id="addon-error" role="alert">${error ?? ''}</p>
    </fieldset>`;
  }

  override render() {
    const product = this.#product;
    if (!product) return nothing;
    const options = this.#options;
    const variant = this.#variant;
    const choiceError = this.fieldError('productId');
    const quantityError = this.errors.quantity ?? this.fieldError('quantity');
    const fields = ['productId', 'quantity', 'addon', 'addonDuration'];
    // The server's failure above the button only when it concerns no field shown here.
    const viewError = this.viewError && !fields.some((field) => this.fieldError(field));
    const stock = this.#max(variant);
    return html`<form novalidate @submit=${(event: Event) => this.#submit(event)}>
      <div part="view-body">
        ${options.length ? options.map((option) => this.#optionGroup(option)) : this.#variantList()}
        ${
          options.length
            ? html`${this.#priceLine()}
                <p part="field-error" id="variant-error" role="alert">${choiceError ?? ''}</p>`
            : nothing
        }
        ${this.#volumePricing()}
        ${
          this.#quantityShown
            ? quantityField({
                id: 'quantity',
                value: this.quantityText,
                max: stock,
                error: quantityError,
                hint:
                  stock !== null && options.length ? this.t('variant.inStock', { count: stock }) : undefined,
                label: this.t('variant.quantity'),
                decrease: this.t('variant.decrease'),
                increase: this.t('variant.increase'),
                change: (value) => this.#changeQuantity(value),
              })
            : nothing
        }
        ${this.#addonOffered ? this.#addons() : nothing}
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
