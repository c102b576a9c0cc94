import { css } from 'lit';

/** The offer card: title, products with prices, the note, the two buttons. */
export const offersStyles = css`
  :host {
    display: block;
    flex: none;
  }
  [part~='offers'] {
    display: grid;
    gap: 0.75rem;
  }
  [part~='offers-status']:empty {
    display: none;
  }
  [part~='offers-status'] {
    margin: 0;
    color: var(--_success);
    font-weight: 600;
  }
  [part~='offer'] {
    display: grid;
    gap: 0.625rem;
    padding: 0.875rem;
    border: 1px dashed var(--_accent);
    border-radius: var(--_radius);
    background: var(--_surface-muted);
  }
  [part~='offer-title'] {
    margin: 0;
    font-size: 1rem;
    font-weight: 600;
  }
  /* Focused when it appears (for screen readers); it is not a control. */
  [part~='offer-title']:focus {
    outline: none;
  }
  [part~='offer-products'] {
    display: grid;
    gap: 0.375rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [part~='offer-product'] {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.25rem 1rem;
  }
  [part~='offer-name'] {
    font-weight: 600;
  }
  [part~='offer-variant'] {
    color: var(--_text-muted);
  }
  [part~='offer-price'] {
    display: inline-flex;
    gap: 0.5rem;
    font-variant-numeric: tabular-nums;
  }
  [part~='offer-was'] {
    color: var(--_text-muted);
  }
  [part~='offer-discount'] {
    justify-self: start;
    margin: 0;
    padding: 0.125rem 0.5rem;
    border-radius: 999px;
    background: var(--_accent);
    color: var(--_accent-contrast);
    font-size: 0.8125rem;
    font-weight: 600;
  }
  [part~='offer-note'] {
    margin: 0;
  }
  [part~='offer-error'] {
    margin: 0;
    color: var(--_danger);
    font-size: 0.875rem;
  }
  [part~='offer-actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  button[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.7;
  }
  button {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
  }
  /* A tap target of 44×44 CSS px at least (docs/decisions.md, "Tap targets"). */
  [part~='offer-actions'] button {
    min-width: 2.75rem;
    min-height: 2.75rem;
  }
`;
