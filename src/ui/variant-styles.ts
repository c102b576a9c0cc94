/**
 * The option buttons and variant cards of the variant view and of `<svc-option-picker>`'s options
 * and variants (on the option cards of option-styles.ts).
 */
import { css } from 'lit';
import { optionFormStyles } from './option-styles.js';

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
