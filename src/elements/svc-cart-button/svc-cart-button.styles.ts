import { css } from 'lit';

export const buttonStyles = css`
  :host {
    position: fixed;
    inset-block-end: 1.5rem;
    inset-inline-end: 1.5rem;
    z-index: 2147482999;
  }
  button {
    position: relative;
    display: inline-grid;
    place-items: center;
    width: var(--svc-cart-button-size, 3.5rem);
    height: var(--svc-cart-button-size, 3.5rem);
    padding: 0;
    border: 0;
    border-radius: var(--svc-cart-button-radius, var(--svc-radius, var(--_shop-radius, 999px)));
    background: var(--_accent);
    color: var(--_accent-contrast);
    box-shadow: 0 4px 16px rgb(0 0 0 / 0.2);
    transition: background-color 120ms ease-out;
  }
  button:hover {
    background: color-mix(in srgb, var(--_accent) 85%, black);
  }
  button:focus-visible {
    outline: 3px solid var(--_focus-color);
    outline-offset: 3px;
    box-shadow:
      0 0 0 3px var(--_surface),
      0 4px 16px rgb(0 0 0 / 0.2);
  }
  svg,
  img {
    width: 1.625rem;
    height: 1.625rem;
  }
  img {
    object-fit: contain;
  }
  .count {
    position: absolute;
    inset-block-start: -0.25rem;
    inset-inline-end: -0.25rem;
    box-sizing: border-box;
    min-width: 1.375rem;
    height: 1.375rem;
    padding: 0 0.375rem;
    border: 2px solid var(--_accent);
    border-radius: 999px;
    background: var(--_surface);
    color: var(--_text);
    font-size: 0.75rem;
    font-weight: 700;
    line-height: 1.125rem;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  @media (prefers-reduced-motion: reduce) {
    button {
      transition: none;
    }
  }
`;
