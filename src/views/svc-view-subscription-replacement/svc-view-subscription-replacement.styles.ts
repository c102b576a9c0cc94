import { css } from 'lit';

/** The plan in the cart and the new plan, one above the other, and the two answers. */
export const subscriptionReplacementStyles = css`
  .intro {
    margin: 0;
  }
  .plan {
    display: grid;
    gap: 0.5rem;
    padding: 0.75rem 0.875rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .plan.new {
    border-color: var(--_accent);
    box-shadow: inset 0 0 0 1px var(--_accent);
  }
  .plan h4 {
    margin: 0;
    color: var(--_text-muted);
    font-size: 0.8125rem;
    font-weight: 600;
  }
  .plan ul {
    display: grid;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .plan li {
    display: grid;
    gap: 0.125rem;
  }
  .plan-name {
    font-weight: 600;
  }
  .plan-price {
    font-variant-numeric: tabular-nums;
  }
  [part~='keep-button'] {
    width: 100%;
  }
`;
