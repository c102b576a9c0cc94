import { css } from 'lit';

export const errorStyles = css`
  :host {
    display: block;
  }
  .base {
    display: flex;
    flex-direction: column;
    gap: 1.25rem;
    padding: 1.5rem 1.25rem;
  }
  .alert {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.25rem 0.75rem;
    align-items: start;
  }
  svg {
    grid-row: span 2;
    width: 1.5rem;
    height: 1.5rem;
    color: var(--_danger);
  }
  h3 {
    margin: 0;
    font-size: 1.0625rem;
    font-weight: 600;
    line-height: 1.5rem;
  }
  p {
    margin: 0;
    color: var(--_text-muted);
    overflow-wrap: anywhere;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
`;
