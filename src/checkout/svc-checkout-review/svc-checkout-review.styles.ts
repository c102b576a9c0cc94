import { css } from 'lit';

/** The review: heading, lines and totals, the shopper's choices, the code entries, the pay bar. */
export const reviewStyles = css`
  [part~='step-title'] {
    margin: 0;
    font-size: 1.0625rem;
  }
  /* Focused when it appears (for screen readers); it is not a control. */
  [part~='step-title']:focus {
    outline: none;
  }
  [part~='choices'] {
    display: grid;
    gap: 0;
    margin: 0;
    padding: 0;
    list-style: none;
    border-top: 1px solid var(--_border);
  }
  [part~='choice'] {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
    gap: 0.125rem 1rem;
    padding-block: 0.75rem;
    border-bottom: 1px solid var(--_border);
  }
  [part~='choice-title'] {
    margin: 0;
    font-size: 0.875rem;
    color: var(--_text-muted);
  }
  [part~='choice-value'] {
    grid-column: 1;
    margin: 0;
    overflow-wrap: anywhere;
  }
  [part~='choice-value'] span {
    display: block;
  }
  [part~='choice-change'] {
    grid-column: 2;
    grid-row: 1 / span 2;
    align-self: center;
    /* A tap target of 44×44 CSS px at least (docs/decisions.md, "Tap targets"): 48 px high, so the
       row's sub-pixel placement never takes it under 44. */
    min-width: 2.75rem;
    min-height: 3rem;
  }
  [part~='codes'] {
    display: grid;
    gap: 1rem;
  }
  [part~='codes'] form,
  [part~='codes'] [part~='coupon'],
  [part~='codes'] [part~='gift-card'] {
    display: grid;
    gap: 0.375rem;
  }
  [part~='codes'] label {
    font-size: 0.875rem;
    font-weight: 600;
  }
  .entry {
    display: flex;
    gap: 0.5rem;
  }
  .entry input {
    flex: 1;
    min-width: 0;
  }
  .entry button,
  [part~='submit-button'] {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
  }
  [part~='coupon-applied'],
  [part~='gift-card-applied'] {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    padding-block: 0.25rem;
    padding-inline: 0.75rem 0.25rem;
    border-radius: var(--_radius);
    background: var(--_surface-muted);
    color: var(--_success);
    font-weight: 600;
  }
  [part~='coupon-applied']:focus,
  [part~='gift-card-applied']:focus {
    outline: none;
  }
  [part~='coupon-applied']:focus-visible,
  [part~='gift-card-applied']:focus-visible {
    outline: 2px solid var(--_focus-color);
  }
  [part~='coupon-error'],
  [part~='gift-card-error'] {
    margin: 0;
    color: var(--_danger);
    font-size: 0.875rem;
  }
  .remove svg {
    width: 1rem;
    height: 1rem;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
  }
  button[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.7;
  }
  [part~='view-status'] {
    margin: 0;
    color: var(--_success);
    font-weight: 600;
  }
`;
