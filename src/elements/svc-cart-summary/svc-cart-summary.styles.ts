import { css } from 'lit';

export const summaryStyles = css`
  :host {
    --_gutter: var(--svc-summary-padding, 1.25rem);
    display: flex;
    flex-direction: column;
    flex: 1;
    min-height: 0;
    background: var(--_surface);
  }
  [part~='loading'] {
    margin: auto;
    color: var(--_text-muted);
  }
  [part~='body'] {
    flex: 1;
    min-height: 0;
    overflow-y: auto;
    overscroll-behavior: contain;
    padding-inline: var(--_gutter);
  }
  [part~='list-item'] {
    content-visibility: auto;
    contain-intrinsic-size: auto 6rem;
  }
  [part~='list-item'] + [part~='list-item'] {
    border-top: 1px solid var(--_border);
  }
  button[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.7;
  }
  button[aria-busy='true'] {
    cursor: progress;
  }
  [part~='footer'] {
    flex: none;
    padding: 1rem var(--_gutter) calc(1rem + env(safe-area-inset-bottom, 0px));
    border-top: 1px solid var(--_border);
    background: var(--_surface);
  }
  [part~='totals'] {
    margin-bottom: 1rem;
  }
  [part~='checkout-button'] {
    width: 100%;
  }
  [part~='empty'] {
    display: flex;
    flex: 1;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
    padding: 2rem var(--_gutter);
    text-align: center;
  }
  [part~='empty'] svg {
    width: 3rem;
    height: 3rem;
    margin-bottom: 0.5rem;
    fill: none;
    stroke: var(--_text-muted);
    stroke-width: 1.5;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  [part~='empty-title'] {
    margin: 0;
    font-size: 1.125rem;
    font-weight: 700;
  }
  [part~='empty-text'] {
    margin: 0 0 1rem;
    color: var(--_text-muted);
  }
`;
