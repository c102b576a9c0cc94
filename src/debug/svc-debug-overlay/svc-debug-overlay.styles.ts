import { css } from 'lit';

export const debugOverlayStyles = css`
  :host {
    position: fixed;
    inset: auto auto 0.75rem 0.75rem;
    z-index: 2147483000;
    display: block;
    width: min(var(--svc-debug-width, 360px), calc(100vw - 1.5rem));
    font-size: 0.75rem;
    line-height: 1.4;
  }
  .base {
    display: flex;
    flex-direction: column;
    max-height: 50vh;
    border: 1px solid var(--_border);
    border-radius: 8px;
    background: var(--_surface);
    box-shadow: 0 4px 16px rgb(0 0 0 / 20%);
    overflow: hidden;
  }
  .header {
    display: flex;
    align-items: center;
    gap: 0.25rem;
    padding: 0.25rem;
    background: var(--_surface-muted);
  }
  .header button {
    min-height: 2rem;
    border: 0;
    border-radius: 6px;
    background: transparent;
  }
  .header button:hover {
    background: var(--_border);
  }
  .toggle {
    flex: 1;
    display: flex;
    align-items: center;
    gap: 0.375rem;
    padding: 0 0.5rem;
    font-weight: 600;
    text-align: start;
  }
  .toggle[aria-expanded='false'] .chevron {
    transform: rotate(-90deg);
  }
  .close {
    width: 2rem;
    font-size: 1rem;
  }
  .body {
    overflow: auto;
    padding: 0 0.75rem 0.75rem;
  }
  .body[hidden] {
    display: none;
  }
  h2 {
    margin: 0.75rem 0 0.25rem;
    font-size: 0.8125rem;
  }
  summary {
    cursor: pointer;
  }
  summary h2 {
    display: inline;
  }
  summary:focus-visible {
    outline: 2px solid var(--_focus-color, currentColor);
    outline-offset: 2px;
  }
  h3 {
    margin: 0.5rem 0 0.125rem;
    font-size: 0.75rem;
    color: var(--_text-muted);
  }
  p,
  ul {
    margin: 0;
  }
  ul {
    padding: 0;
    list-style: none;
  }
  li {
    padding: 0.125rem 0;
    border-top: 1px solid var(--_surface-muted);
    overflow-wrap: anywhere;
  }
  time,
  .detail {
    color: var(--_text-muted);
  }
  pre {
    margin: 0;
    font-size: 0.6875rem;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .failed {
    border-inline-start: 3px solid var(--_danger);
    padding-inline-start: 0.375rem;
  }
  .failed .label {
    color: var(--_danger);
    font-weight: 600;
  }
  .empty {
    color: var(--_text-muted);
    font-style: italic;
  }
`;
