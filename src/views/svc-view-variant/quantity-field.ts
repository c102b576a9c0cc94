/**
 * The quantity of a leaf in a customization view (the variant and pricing views share it): a
 * native number input between − and + buttons, its label, a hint and the field's error. Also the
 * volume price of a leaf for a quantity.
 */
import type { Product } from '@svc/sdk';
import { css, html, nothing } from 'lit';

export interface QuantityFieldOptions {
  /** The `id` of the input; the error and hint use it as their prefix. */
  id: string;
  /** What the shopper typed (a number input's text). */
  value: string;
  /** The most that may be bought; `null` = no limit. */
  max: number | null;
  /** The form's or the server's message for the field. */
  error?: string | undefined;
  /** A short note under the field, e.g. how many are in stock. */
  hint?: string | undefined;
  label: string;
  decrease: string;
  increase: string;
  /** The shopper changed the value (typed, or pressed − or +). */
  change(value: string): void;
}

/** A whole number of at least 1, or `null`. */
export function parseQuantity(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

/** The price of one unit of `leaf` when `quantity` are bought, honouring its volume price scheme. */
export function unitPrice(leaf: Product, quantity: number): number {
  const ranges = [...(leaf.priceScheme?.ranges ?? [])].sort((a, b) => b.range - a.range);
  return ranges.find((range) => quantity >= range.range)?.amount ?? leaf.price ?? 0;
}

/**
 * The price steps of a volume price scheme, lowest quantity first, each with the quantity where
 * the next one starts (`null` for the last); empty without a scheme of at least two steps.
 */
export function priceSteps(leaf: Product): { from: number; to: number | null; amount: number }[] {
  const ranges = [...(leaf.priceScheme?.ranges ?? [])].sort((a, b) => a.range - b.range);
  if (ranges.length < 2) return [];
  return ranges.map((range, index) => ({
    from: range.range,
    to: ranges[index + 1] ? ranges[index + 1]!.range - 1 : null,
    amount: range.amount,
  }));
}

/** Renders the field. The − and + buttons stay focusable at the limits (`aria-disabled`). */
export function quantityField(options: QuantityFieldOptions) {
  const { id, value, max, error } = options;
  const current = parseQuantity(value);
  const canDecrease = current !== null && current > 1;
  const canIncrease = current === null || max === null || current < max;
  const step = (delta: number, allowed: boolean) => {
    if (!allowed) return;
    const next = (current ?? 0) + delta;
    options.change(String(Math.max(1, max === null ? next : Math.min(max, next))));
  };
  const describedBy = [options.hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ');
  return html`<div part="field" class="quantity-field">
    <label part="field-label" for=${id}>${options.label}</label>
    <div part="stepper" class="stepper">
      <button
        type="button"
        class="icon"
        part="decrease"
        aria-label=${options.decrease}
        aria-controls=${id}
        aria-disabled=${canDecrease ? 'false' : 'true'}
        @click=${() => step(-1, canDecrease)}
      >
        −
      </button>
      <input
        id=${id}
        part="quantity"
        type="number"
        inputmode="numeric"
        min="1"
        max=${max ?? nothing}
        step="1"
        .value=${value}
        aria-invalid=${error ? 'true' : 'false'}
        aria-describedby=${describedBy}
        @input=${(event: Event) => options.change((event.target as HTMLInputElement).value)}
      />
      <button
        type="button"
        class="icon"
        part="increase"
        aria-label=${options.increase}
        aria-controls=${id}
        aria-disabled=${canIncrease ? 'false' : 'true'}
        @click=${() => step(1, canIncrease)}
      >
        +
      </button>
    </div>
    ${options.hint ? html`<p class="muted hint" id="${id}-hint">${options.hint}</p>` : nothing}
    <p part="field-error" id="${id}-error" role="alert">${error ?? ''}</p>
  </div>`;
}

/** The stepper's layout: − and + beside a narrow number input. */
export const quantityFieldStyles = css`
  .stepper {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    justify-self: start;
  }
  .stepper input {
    width: 4.5rem;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  .stepper button {
    border: 1px solid var(--_border);
    font-size: 1.125rem;
    line-height: 1;
  }
  .stepper button[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  .quantity-field .hint {
    margin: 0;
  }
`;
