import { css } from 'lit';

/** The receipt: heading, order facts, what was bought and what is charged later. */
export const receiptStyles = css`
  [part~='step-title'] {
    margin: 0;
    font-size: 1.25rem;
  }
  /* Focused when it appears (for screen readers); it is not a control. */
  [part~='step-title']:focus {
    outline: none;
  }
  [part~='receipt-email'] {
    margin: 0;
  }
  [part~='receipt-facts'] {
    display: grid;
    gap: 0.375rem;
    margin: 0;
    padding: 0.75rem 0.875rem;
    border-radius: var(--_radius);
    background: var(--_surface-muted);
  }
  [part~='receipt-fact'] {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
  }
  [part~='receipt-fact'] dt {
    color: var(--_text-muted);
  }
  [part~='receipt-fact'] dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  h5 {
    margin: 0;
    font-size: 0.9375rem;
  }
  [part~='receipt-later'] {
    display: grid;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
    font-variant-numeric: tabular-nums;
  }
  [part~='receipt-later-note'] {
    margin: 0;
  }
  /* A link that stands alone, so a tap target of its own (44 px high). */
  [part~='manage-link'] {
    display: inline-flex;
    align-items: center;
    justify-self: start;
    min-block-size: 2.75rem;
    color: var(--_accent);
    font-weight: 600;
  }
  [part~='manage-link']:focus-visible {
    outline: 2px solid var(--_focus-color);
    outline-offset: 2px;
  }
`;
