/**
 * The plan cards of the pricing view and of `<svc-option-picker>`'s plans (on the option cards of
 * option-styles.ts).
 */
import { css } from 'lit';
import { optionFormStyles } from './option-styles.js';

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
