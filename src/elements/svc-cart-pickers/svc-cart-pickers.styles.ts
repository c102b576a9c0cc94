import { css } from 'lit';

export const pickersStyles = css`
  :host {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
  }
  .picker {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  label {
    color: var(--_text-muted);
    font-size: 0.8125rem;
  }
  select {
    min-height: var(--_tap);
    padding-block: 0.25rem;
  }
  .spinner {
    color: var(--_text-muted);
  }
`;
