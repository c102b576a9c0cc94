import { css } from 'lit';

export const pickersStyles = css`
  /* One row, whatever the fonts and the language names: the panel keeps exactly that room for it
     before this code arrives, so nothing below moves when it does. A narrow header shrinks the
     language menu (its names are long); the labels and the currency codes stay whole. */
  :host {
    display: flex;
    gap: 1rem;
    min-width: 0;
  }
  .picker {
    display: flex;
    flex: none;
    align-items: center;
    gap: 0.5rem;
    min-width: 0;
  }
  .picker.language {
    flex: 0 1 auto;
  }
  label {
    flex: none;
    color: var(--_text-muted);
    font-size: 0.8125rem;
    white-space: nowrap;
  }
  select {
    min-width: 0;
    max-width: 100%;
    min-height: var(--_tap);
    padding-block: 0.25rem;
  }
  .spinner {
    color: var(--_text-muted);
  }
`;
