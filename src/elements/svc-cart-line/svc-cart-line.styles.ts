import { css } from 'lit';

export const lineStyles = css`
  :host {
    --_image-size: var(--svc-line-image-size, 4rem);
    display: block;
  }
  [part~='line'] {
    display: grid;
    grid-template-columns: var(--_image-size) minmax(0, 1fr) auto;
    grid-template-areas:
      'image details price'
      'image actions actions'
      'image error error';
    column-gap: 0.875rem;
    row-gap: 0.5rem;
    padding-block: 1rem;
  }
  [part~='image'] {
    grid-area: image;
    width: var(--_image-size);
    height: var(--_image-size);
    border-radius: calc(var(--_radius) * 0.8);
    background: var(--_surface-muted);
    object-fit: cover;
  }
  [part~='image-placeholder'] {
    display: grid;
    place-items: center;
    color: var(--_text-muted);
  }
  [part~='details'] {
    grid-area: details;
    min-width: 0;
  }
  [part~='name'] {
    display: block;
    margin: 0;
    font-weight: 600;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  [part~='name']:focus {
    outline: none;
  }
  [part~='name']:focus-visible {
    outline: 2px solid var(--_accent);
  }
  [part~='variant'] {
    display: block;
    margin: 0.125rem 0 0;
    color: var(--_text-muted);
    font-size: 0.875rem;
  }
  [part~='notes'] {
    margin: 0.375rem 0 0;
    padding: 0;
    list-style: none;
    font-size: 0.8125rem;
    line-height: 1.4;
    color: var(--_text-muted);
  }
  [part~='subscription'] {
    color: var(--_text);
    font-weight: 500;
  }
  [part~='addon'],
  [part~='gift'] {
    display: inline-block;
    margin-block: 0.125rem;
    padding: 0.0625rem 0.5rem;
    border-radius: 0.375rem;
    background: var(--_surface-muted);
    color: var(--_text);
  }
  [part~='bundle'] ul {
    margin: 0.125rem 0 0;
    padding-inline-start: 1rem;
  }
  [part~='price'] {
    grid-area: price;
    text-align: end;
    font-weight: 600;
    white-space: nowrap;
  }
  [part~='unit-price'] {
    display: block;
    color: var(--_text-muted);
    font-size: 0.8125rem;
    font-weight: 400;
  }
  [part~='actions'] {
    grid-area: actions;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
  }
  [part~='stepper'] {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    border: 1px solid var(--_border);
    border-radius: 999px;
    padding: 0.125rem;
  }
  [part~='stepper'] button[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  [part~='quantity'] {
    min-width: 1.75rem;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  [part~='stepper'] .spinner {
    margin-inline-end: 0.375rem;
    color: var(--_text-muted);
  }
  [part~='remove'] {
    color: var(--_text-muted);
  }
  [part~='remove'][aria-disabled='true'] {
    cursor: progress;
  }
  [part~='error'] {
    grid-area: error;
    margin: 0;
    color: var(--_danger);
    font-size: 0.875rem;
  }
  svg {
    width: 1.125rem;
    height: 1.125rem;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;
