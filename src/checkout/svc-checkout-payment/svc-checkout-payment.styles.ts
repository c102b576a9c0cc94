import { css } from 'lit';

/** The saved cards, the new card's form and its gateway's mount point. */
export const paymentStyles = css`
  form {
    display: contents;
  }
  h4 {
    margin: 0;
    font-size: 1rem;
  }
  h4:focus {
    outline: none;
  }
  h4:focus-visible {
    outline: 2px solid var(--_focus-color);
    outline-offset: 2px;
  }
  .card-name {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .card-meta {
    grid-column: 2 / -1;
    color: var(--_text-muted);
    font-size: 0.875rem;
  }
  .badge {
    padding: 0.125rem 0.5rem;
    border-radius: 999px;
    background: var(--_surface-muted);
    color: var(--_text-muted);
    font-size: 0.75rem;
  }
  [part~='new-card'] {
    display: grid;
    gap: 0.75rem;
    padding: 0.875rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  h5 {
    margin: 0;
    font-size: 0.9375rem;
  }
  h5:focus {
    outline: none;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .row > .primary {
    flex: 1;
  }
  [part~='add-card-button'] {
    justify-self: start;
  }
  /* Every control of the step is at least 44×44 CSS px to tap. */
  .secondary {
    min-height: 2.75rem;
    min-width: 2.75rem;
  }
  .loading {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0;
    color: var(--_text-muted);
  }
  p {
    margin: 0;
  }
`;
