import { css } from 'lit';

/** The ways to get the order, the address cards and form, the delivery methods and the pick-ups. */
export const deliveryStyles = css`
  form {
    display: contents;
  }
  [part~='step-title'] {
    margin: 0;
    font-size: 1rem;
    font-weight: 600;
  }
  /* Focused by the step when it appears (for screen readers); it is not a control. */
  [part~='step-title']:focus {
    outline: none;
  }
  .kinds {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
    gap: 0.625rem;
  }
  .lines,
  .method-text {
    display: grid;
    gap: 0.125rem;
    min-width: 0;
  }
  .lines > :first-child,
  [part~='method-name'],
  [part~='pickup-name'] {
    font-weight: 600;
  }
  .price {
    font-variant-numeric: tabular-nums;
    font-weight: 600;
    white-space: nowrap;
  }
  .pair {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
    gap: 0.75rem;
  }
  .address-form {
    gap: 0.75rem;
  }
  [part~='field'] {
    min-width: 0;
  }
  [part~='field'] input,
  [part~='field'] select {
    width: 100%;
  }
  .status {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0;
  }
  [part~='gift-start'] {
    margin: 0;
    padding: 0.625rem 0.875rem;
    border-radius: var(--_radius);
    background: var(--_surface-muted);
    font-size: 0.875rem;
  }
  [part~='field-error']:empty {
    display: none;
  }
  .retry {
    justify-self: start;
  }
`;
