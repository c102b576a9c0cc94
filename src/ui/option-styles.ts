/**
 * The option cards of the customization views and of `<svc-option-picker>` (a `<label
 * part="option">` around its radio or checkbox, in a fieldset with a legend), and the two ways
 * they are filled: the plan cards (the pricing view, the picker's plans) and the option buttons
 * and variant cards (the variant view, the picker's options and variants). They sit on the UI
 * floor because the views and the storefront both draw them; neither imports the other.
 */
import { css } from 'lit';

/** A `<label part="option">` card around its input, in a fieldset with a legend. */
export const optionCardStyles = css`
  fieldset {
    display: grid;
    gap: 0.625rem;
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: 0.5rem;
    padding: 0;
    font-weight: 600;
  }
  [part~='option'] {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: 0.25rem 0.75rem;
    padding: 0.75rem 0.875rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    cursor: pointer;
  }
  [part~='option']:has(input:checked) {
    border-color: var(--_accent);
    box-shadow: inset 0 0 0 1px var(--_accent);
  }
  [part~='option']:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
  [part~='option']:has(input:focus-visible) {
    outline: 2px solid var(--_focus-color);
    outline-offset: 2px;
  }
  [part~='option'] input {
    margin: 0;
    accent-color: var(--_accent);
  }
  .muted {
    color: var(--_text-muted);
    font-size: 0.875rem;
  }
`;

/** The form around a view's options takes no box, and an empty field message no room. */
const optionFormStyles = css`
  form {
    display: contents;
  }
  /* An empty message takes no room; it is announced (role="alert") once it has text. */
  [part~='field-error']:empty {
    display: none;
  }
`;

/** The plan cards: name, frequency, savings and terms on the left, the price per delivery on the right. */
export const pricingStyles = css`
  ${optionFormStyles}
  .plan {
    align-items: start;
  }
  .plan input {
    margin-top: 0.2rem;
  }
  .plan-main {
    display: grid;
    gap: 0.25rem;
    min-width: 0;
  }
  .plan-name {
    font-weight: 600;
  }
  .plan-price {
    display: grid;
    justify-items: end;
    text-align: end;
    white-space: nowrap;
  }
  .plan-price strong {
    font-variant-numeric: tabular-nums;
  }
  .savings {
    justify-self: start;
    padding: 0.125rem 0.5rem;
    border-radius: 999px;
    background: color-mix(in srgb, var(--_success) 12%, var(--_surface));
    color: var(--_success);
    font-size: 0.8125rem;
    font-weight: 600;
  }
  .notes {
    display: grid;
    gap: 0.125rem;
    color: var(--_text-muted);
    font-size: 0.8125rem;
  }
  .notes span::before {
    content: '· ';
  }
  .sold-out {
    color: var(--_danger);
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

/** Option buttons in a wrapping row, variant cards, the chosen price and the volume table. */
export const variantStyles = css`
  ${optionFormStyles}
  .values {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
    gap: 0.5rem;
  }
  .main {
    display: grid;
    gap: 0.125rem;
    min-width: 0;
  }
  [part~='option-name'] {
    font-weight: 600;
  }
  .addon [part~='option-name'] {
    font-weight: 500;
  }
  .price {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .status {
    color: var(--_danger);
    font-size: 0.8125rem;
    font-weight: 600;
  }
  .variant-price {
    margin: 0;
    font-size: 1.125rem;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .volume {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.875rem;
  }
  .volume caption {
    margin-bottom: 0.375rem;
    font-weight: 600;
    text-align: start;
  }
  .volume th,
  .volume td {
    padding: 0.375rem 0.5rem;
    border-bottom: 1px solid var(--_border);
    text-align: start;
  }
  .volume th {
    color: var(--_text-muted);
    font-weight: 500;
  }
  .volume td:last-child,
  .volume th:last-child {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .volume tr.current td {
    background: var(--_surface-muted);
    font-weight: 600;
  }
`;
