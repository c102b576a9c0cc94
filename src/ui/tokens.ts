import { css } from 'lit';

/**
 * Design tokens. Each `--svc-*` property can be set by the shop on the page (they inherit into
 * the shadow roots); the widget falls back to these values. The shop's `accentColor` sets
 * `--svc-accent` on the widget root. `<svc-cart-root>` also sets two private inherited values from
 * the shop's settings that a shop's own `--svc-*` values still win over: `--_shop-radius` (from
 * `buttonStyle`) and `--_shop-accent-contrast` (a text colour readable on the accent).
 */
export const tokens = css`
  :host {
    --_accent: var(--svc-accent, #1f6f5c);
    --_accent-contrast: var(--svc-accent-contrast, var(--_shop-accent-contrast, #ffffff));
    --_surface: var(--svc-surface, #ffffff);
    --_surface-muted: var(--svc-surface-muted, #f5f3ef);
    --_text: var(--svc-text, #1d2327);
    --_text-muted: var(--svc-text-muted, #50575e);
    --_border: var(--svc-border, #dcd7cf);
    --_danger: var(--svc-danger, #b3261e);
    --_success: var(--svc-success, #1e6b3a);
    --_radius: var(--svc-radius, var(--_shop-radius, 10px));
    --_font: var(--svc-font-family, inherit);
    /* Darkened toward the text colour so a light accent still gives a visible (3:1) ring. */
    --_focus-color: var(--svc-focus-color, color-mix(in srgb, var(--_accent) 60%, var(--_text)));
    --_focus: var(--svc-focus-ring, 0 0 0 3px color-mix(in srgb, var(--_accent) 45%, transparent));
    --_panel-width: var(--svc-panel-width, 420px);
    /* The smallest side of anything a shopper taps (WCAG 2.5.5, Apple's and Baymard's 44 px). */
    --_tap: 2.75rem;
    font-family: var(--_font);
    color: var(--_text);
  }
`;

/** Buttons and inputs shared by the widget's elements. */
export const controls = css`
  button,
  input,
  select {
    font: inherit;
    color: inherit;
  }
  button {
    cursor: pointer;
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  :focus-visible {
    outline: 2px solid var(--_focus-color);
    outline-offset: 2px;
  }
  .primary {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
    min-height: var(--_tap);
    padding: 0.625rem 1.25rem;
    border: 0;
    border-radius: var(--_radius);
    background: var(--_accent);
    color: var(--_accent-contrast);
    font-weight: 600;
  }
  .primary:hover:not(:disabled) {
    background: color-mix(in srgb, var(--_accent) 85%, black);
  }
  .secondary {
    min-height: var(--_tap);
    padding: 0.5rem 0.875rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .icon {
    display: inline-grid;
    place-items: center;
    width: var(--_tap);
    height: var(--_tap);
    border: 0;
    border-radius: 999px;
    background: transparent;
  }
  .icon:hover:not(:disabled) {
    background: var(--_surface-muted);
  }
  input[type='text'],
  select {
    min-height: var(--_tap);
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    box-sizing: border-box;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .spinner {
    width: 1em;
    height: 1em;
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
    animation: svc-spin 0.7s linear infinite;
  }
  @keyframes svc-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation-duration: 2s;
    }
  }
`;
