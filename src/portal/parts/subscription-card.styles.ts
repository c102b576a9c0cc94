import { css } from 'lit';

/** A subscription card: its status badge, the next dates, the forms, the editors and the add-ons. */
export const subscriptionCardStyles = css`
  .head {
    justify-content: space-between;
  }
  [part='status'] {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    padding: 0.125rem 0.625rem;
    border: 1px solid;
    border-radius: 999px;
    font-size: 0.875rem;
    font-weight: 600;
    color: var(--_text-muted);
  }
  [part='status']::before {
    content: '';
    inline-size: 0.5rem;
    block-size: 0.5rem;
    border-radius: 50%;
    background: currentColor;
  }
  [data-status='active'] {
    color: var(--_success);
  }
  [data-status='trial'],
  [data-status='pre_order'],
  [data-status='gift_waiting_to_start'] {
    color: color-mix(in srgb, var(--_accent) 70%, var(--_text));
  }
  [data-status='cancelled'],
  [data-status='expired'] {
    color: var(--_danger);
  }
  .next {
    display: grid;
    gap: 0.25rem;
    padding: 0.75rem;
    border-radius: calc(var(--_radius) * 0.6);
    background: var(--_surface-muted);
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.5rem;
    margin: 0;
  }
  dt {
    font-size: 0.875rem;
    color: var(--_text-muted);
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-inline-start: 1.25rem;
  }
  h4 {
    margin: 0;
    font-size: 1rem;
  }
  input[type='number'] {
    inline-size: 6rem;
    box-sizing: border-box;
  }
  form > p {
    margin-block-start: 0.25rem;
  }
  input[type='checkbox'] {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    accent-color: var(--_accent);
  }
  .check {
    min-block-size: 2.75rem;
  }
  /* Flat: a divider, not a box inside the card around the view's own item boxes. */
  [part~='editor'] {
    padding-block-start: 0.75rem;
    border-block-start: 1px solid var(--_border);
  }
  [part~='editor']:focus-visible {
    outline: 2px solid var(--_focus-color);
    outline-offset: 2px;
  }
  [part~='box-items'] {
    display: grid;
    gap: 0.25rem;
    padding: 0;
    list-style: none;
  }
  .addon {
    padding-block: 0.5rem;
    border-block-start: 1px solid var(--_border);
  }
`;
