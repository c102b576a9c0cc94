import { css } from 'lit';

/** The denomination cards, the chosen amount and the recipient's fields. */
export const voucherStyles = css`
  form {
    display: contents;
  }
  .denomination-name {
    font-weight: 600;
  }
  .denomination-price,
  .amount-value {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .amount {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 0.25rem 1rem;
    margin: 0;
    padding: 0.75rem 0.875rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface-muted);
  }
  .amount-value {
    font-size: 1.125rem;
    font-weight: 600;
  }
  .notes {
    display: grid;
    gap: 0.125rem;
    margin: 0;
  }
  textarea {
    min-height: 5.5rem;
    resize: vertical;
  }
`;
