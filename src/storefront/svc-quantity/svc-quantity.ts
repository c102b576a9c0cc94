import { css, html } from 'lit';
import { StorefrontPart } from '../storefront-kit.js';

/**
 * @summary How many of the chosen product `<svc-add-to-cart>` adds: a number field with − and +
 * buttons, from 1 to `max` (default 99), or to the chosen variant's stock when that is lower; a
 * gift card is bought one at a time (its line takes quantity 1 only). It sets the nearest
 * `<svc-context>`'s quantity.
 *
 * @csspart decrease - The − button.
 * @csspart input - The number field.
 * @csspart increase - The + button.
 */
export class SvcQuantity extends StorefrontPart {
  static override styles = [
    ...StorefrontPart.styles,
    css`
      :host {
        display: inline-flex;
      }
      .stepper {
        display: inline-flex;
        align-items: center;
        gap: 0.25rem;
      }
      button,
      input {
        min-block-size: 2.75rem;
        font: inherit;
      }
      button {
        min-inline-size: 2.75rem;
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        background: var(--_surface);
        color: var(--_text);
        cursor: pointer;
      }
      input {
        inline-size: 4rem;
        text-align: center;
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        background: var(--_surface);
        color: var(--_text);
      }
      :focus-visible {
        outline: 2px solid var(--_focus-color);
        outline-offset: 2px;
      }
    `,
  ];
  static override properties = { max: { type: Number } };

  /** The most the field allows (default 99). */
  declare max: number;

  constructor() {
    super();
    this.max = 99;
  }

  /** `max`, the stock when lower, 1 for a gift card. */
  get #max(): number {
    const { entry, leaf } = this.context ?? {};
    if ((entry as { giftCard?: boolean } | undefined)?.giftCard) return 1;
    const stock = leaf?.stockCount;
    return typeof stock === 'number' && stock > 0 ? Math.min(stock, this.max) : this.max;
  }

  #set(quantity: number): void {
    const next = Math.min(Math.max(1, Math.trunc(quantity) || 1), this.#max);
    this.context?.setQuantity(next);
  }

  protected override render() {
    const quantity = this.context?.quantity ?? 1;
    const max = this.#max;
    const t = (key: string) => this.l10n.text(key);
    return html`<div class="stepper" role="group" aria-label=${t('storefront.quantity')}>
      <button
        part="decrease"
        type="button"
        aria-label=${t('storefront.decrease')}
        aria-disabled=${quantity <= 1 ? 'true' : 'false'}
        @click=${() => this.#set(quantity - 1)}
      >
        −
      </button>
      <input
        part="input"
        type="number"
        inputmode="numeric"
        min="1"
        max=${max}
        .value=${String(quantity)}
        aria-label=${t('storefront.quantity')}
        @change=${(event: Event) => this.#set(Number((event.target as HTMLInputElement).value))}
      />
      <button
        part="increase"
        type="button"
        aria-label=${t('storefront.increase')}
        aria-disabled=${quantity >= max ? 'true' : 'false'}
        @click=${() => this.#set(quantity + 1)}
      >
        +
      </button>
    </div>`;
  }
}
