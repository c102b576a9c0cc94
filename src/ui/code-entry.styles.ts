import { css } from 'lit';

/**
 * The summary's code entries (code-entry.ts): they come with their chunk, which the summary adopts
 * beside its own styles once it is there.
 */
export const codeEntryStyles = css`
  [part~='codes'] {
    display: grid;
    gap: 1rem;
    padding-block: 1rem 1.25rem;
    border-top: 1px solid var(--_border);
  }
  form {
    display: grid;
    gap: 0.375rem;
  }
  label {
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
  .entry input[aria-invalid='true'] {
    border-color: var(--_danger);
  }
  .entry button {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
  }
  [part~='coupon-error'],
  [part~='gift-card-error'] {
    margin: 0;
    color: var(--_danger);
    font-size: 0.875rem;
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
    outline: 2px solid var(--_accent);
  }
  .remove svg {
    width: 1rem;
    height: 1rem;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
  }
`;
