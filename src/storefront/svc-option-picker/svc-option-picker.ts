import type { ParentProduct, Product, ProductOption } from '@svc/sdk';
import { css, html, nothing } from 'lit';
import { controls } from '../../ui/tokens.js';
import {
  planCards,
  planFrequency,
  planNotes,
  planPrepaid,
  planSavings,
  planToday,
  type PlanCard,
  type PlanWords,
} from '../../ui/plan-cards.js';
import { optionCardStyles } from '../../ui/option-styles.js';
import { pricingStyles } from '../../ui/plan-card-styles.js';
import { variantStyles } from '../../ui/variant-styles.js';
import {
  choosableOptions,
  combinationStatus,
  matchingVariants,
  optionValue,
  type OptionSelection,
} from '../../ui/variant-options.js';
import { leavesOf } from '../storefront-context.js';
import { StorefrontPart } from '../storefront-kit.js';
import './messages.js';

/**
 * @summary What the shopper buys of the nearest `<svc-context>`'s product, with the cards and option
 * buttons of the drawer's views; a choice sets the context's leaf, so the `<svc-money>`,
 * `<svc-data>`, `<svc-media>` and `<svc-add-to-cart>` in the same context follow it.
 *
 * - A one-time product with options: one radio group per option (size, colour), its values as
 *   option buttons. A value that makes no existing variant with the other values chosen is
 *   disabled ("Not available in this combination"); one whose variants are all sold out stays
 *   choosable and says "Sold out" (`<svc-add-to-cart>` then reads "Sold out — notify me").
 * - A one-time product without options: one radio per variant, with its price; none for a
 *   product of one variant (there is nothing to choose).
 * - A subscription product: its plans as cards (label, price per delivery, "Today: $5.00, then
 *   $20.00 every month", savings, trial, setup fee, commitment, charge limit) and the pre-order
 *   date.
 * - A bundle: nothing (`<svc-add-to-cart>` opens the build-a-box view, where its plans are chosen).
 *
 * The context starts on the first leaf in stock, so that one is chosen at first. Arrow keys move
 * the choice within a group.
 *
 * @slot - The shop's markup, shown until the product is there.
 * @csspart group - A radio group: an option's values, the variants, or the plans.
 * @csspart legend - The group's name: the option's name, "Choose one", or "How often?".
 * @csspart option - A value, variant or plan (a `<label>` around its radio).
 * @csspart option-name - The value's name, the variant's name, or the plan's label.
 * @csspart option-price - The variant's price (a value's when it settles the variant); a plan's price per delivery.
 * @csspart option-status - "Sold out", "Not available in this combination".
 * @csspart today - A plan's "Today: …, then … every …".
 * @csspart savings - What a plan saves per delivery, and against which plan.
 * @csspart notes - A plan's terms: trial, setup fee, commitment, charge limit.
 * @csspart pre-order - "Pre-order: ships from …" above the plans.
 */
export class SvcOptionPicker extends StorefrontPart {
  static override styles = [
    ...StorefrontPart.styles,
    controls,
    variantStyles,
    pricingStyles,
    optionCardStyles,
    css`
      :host {
        display: grid;
        gap: 1rem;
      }
      [part~='pre-order'] {
        margin: 0;
        color: var(--_text-muted);
        font-size: 0.875rem;
      }
      [part~='today'] {
        font-size: 0.875rem;
      }
    `,
  ];

  #t(key: string, params?: Record<string, string | number>): string {
    return this.l10n.text(key, params);
  }

  /** Money in the currency the context's prices were read in (as `<svc-money>`). */
  #money(minor: number | null | undefined): string {
    return this.l10n.money(minor, this.context?.currency);
  }

  get #words(): PlanWords {
    return {
      t: (key, params) => this.#t(key, params),
      money: (minor) => this.#money(minor),
      lang: this.l10n.lang,
    };
  }

  #choose(leaf: Product | undefined): void {
    if (leaf) this.context?.choose(leaf.id);
  }

  /** A group of radios named by its legend. */
  #group(id: string, legend: string, body: unknown) {
    return html`<fieldset part="group" role="radiogroup" aria-labelledby=${id}>
      <legend part="legend" id=${id}>${legend}</legend>
      ${body}
    </fieldset>`;
  }

  #radio(name: string, value: string, checked: boolean, leaf: Product | undefined, disabled = false) {
    return html`<input
      type="radio"
      name=${name}
      .value=${value}
      .checked=${checked}
      ?disabled=${disabled}
      @change=${() => this.#choose(leaf)}
    />`;
  }

  #status(text: string | undefined) {
    return text ? html`<span part="option-status" class="status">${text}</span>` : nothing;
  }

  /** One group per option; each value chooses the variant it makes with the other values chosen. */
  #optionGroups(product: ParentProduct, options: ProductOption[], leaf: Product | undefined) {
    const variants = product.variants ?? [];
    const selection: OptionSelection = {};
    for (const option of options) {
      const value = leaf && optionValue(leaf, option);
      if (value !== undefined) selection[option.id] = value;
    }
    const pricesDiffer = new Set(variants.map((variant) => variant.price)).size > 1;
    return options.map((option) =>
      this.#group(
        `option-${option.id}`,
        option.name,
        html`<div class="values">
          ${option.values.map((name) => {
            const candidates = matchingVariants(variants, options, selection, option, name);
            const status = combinationStatus(candidates);
            const target = candidates.find((variant) => variant.stockCount !== 0) ?? candidates[0];
            return html`<label part="option" class="value">
              ${this.#radio(
                `option-${option.id}`,
                name,
                selection[option.id] === name,
                target,
                status === 'unavailable',
              )}
              <span class="main">
                <span part="option-name">${name}</span>
                ${this.#status(status && this.#t(`storefront.picker.${status}`))}
              </span>
              ${
                pricesDiffer && candidates.length === 1
                  ? html`<span part="option-price" class="price">${this.#money(target?.price)}</span>`
                  : nothing
              }
            </label>`;
          })}
        </div>`,
      ),
    );
  }

  #variantList(variants: Product[], leaf: Product | undefined) {
    return this.#group(
      'variants',
      this.#t('storefront.picker.choose'),
      variants.map(
        (variant) =>
          html`<label part="option" class="variant">
            ${this.#radio('variant', String(variant.id), variant.id === leaf?.id, variant)}
            <span class="main">
              <span part="option-name">${variant.name}</span>
              ${this.#status(variant.stockCount === 0 ? this.#t('storefront.picker.soldOut') : undefined)}
            </span>
            <span part="option-price" class="price">${this.#money(variant.price)}</span>
          </label>`,
      ),
    );
  }

  #planCard(card: PlanCard, product: ParentProduct, leaf: Product | undefined) {
    const { plan } = card;
    const words = this.#words;
    const frequency = planFrequency(plan, words);
    const prepaid = planPrepaid(card, words);
    const today = planToday(plan, words, product);
    const savings = planSavings(card, words);
    // The survey follows `<svc-add-to-cart>` (configureItem), as in the drawer.
    const notes = planNotes(card, words, product, true);
    return html`<label part="option" class="plan">
      ${this.#radio('plan', String(plan.id), plan.id === leaf?.id, plan)}
      <span class="plan-main">
        <span part="option-name" class="plan-name">${card.label}</span>
        ${frequency && frequency !== card.label ? html`<span class="muted">${frequency}</span>` : nothing}
        ${prepaid ? html`<span class="muted">${prepaid}</span>` : nothing}
        ${today ? html`<span part="today">${today}</span>` : nothing}
        ${savings ? html`<span part="savings" class="savings">${savings}</span>` : nothing}
        ${
          notes.length
            ? html`<span part="notes" class="notes"
                >${notes.map((note) => html`<span>${note}</span> `)}</span
              >`
            : nothing
        }
        ${
          plan.stockCount === 0
            ? html`<span part="option-status" class="sold-out">${this.#t('storefront.picker.soldOut')}</span>`
            : nothing
        }
      </span>
      <span part="option-price" class="plan-price">
        <strong>${this.#money(Math.round(card.perDelivery))}</strong>
        <span class="muted">${this.#t('pricing.perDelivery')}</span>
      </span>
    </label>`;
  }

  #plans(product: ParentProduct, leaf: Product | undefined) {
    const cards = planCards(leavesOf(product), this.#words);
    return html`${
      product.preOrderEndAt
        ? html`<p part="pre-order">
            ${this.#t('pricing.preOrder', { date: this.l10n.date(product.preOrderEndAt) })}
          </p>`
        : nothing
    }
    ${this.#group(
      'plans',
      this.#t('pricing.legend'),
      cards.map((card) => this.#planCard(card, product, leaf)),
    )}`;
  }

  protected override render() {
    const context = this.context;
    // Ready, with the currency its prices were read in (see <svc-money>).
    if (context?.status !== 'ready' || !context.currency) return html`<slot></slot>`;
    if (context.kind !== 'product') return nothing;
    const product = context.entry as ParentProduct;
    const leaf = context.leaf;
    if (product.type === 'subscription') return this.#plans(product, leaf);
    const options = choosableOptions(product);
    if (options.length) return this.#optionGroups(product, options, leaf);
    const variants = product.variants ?? [];
    return variants.length > 1 ? this.#variantList(variants, leaf) : nothing;
  }
}
