import { css } from 'lit';

/** The sold-out item, the notify form and the confirmation. */
export const outOfStockStyles = css`
  form {
    display: contents;
  }
  .item {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: baseline;
    gap: 0.25rem 1rem;
    margin: 0;
    padding: 0.75rem 0.875rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface-muted);
  }
  .item-name {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .item-price {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .sold-out {
    grid-column: 1 / -1;
    color: var(--_danger);
    font-size: 0.875rem;
    font-weight: 600;
  }
  p {
    margin: 0;
  }
  /* Empty, the live region stays in the page but takes no row of the body's grid. */
  .confirmation:not(.done) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  .confirmation.done {
    padding: 0.75rem 0.875rem;
    border-radius: var(--_radius);
    background: color-mix(in srgb, var(--_success) 10%, var(--_surface));
    color: var(--_success);
    font-weight: 600;
  }
  input[type='number'] {
    max-width: 8rem;
  }
`;
