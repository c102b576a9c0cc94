import { css } from 'lit';

export const panelStyles = css`
  :host {
    display: contents;
  }

  /* The drawer: a modal <dialog> on the inline-end side, a full-height sheet on small screens. */
  dialog {
    --_slide-from: translateX(100%);
    box-sizing: border-box;
    position: fixed;
    inset-block: 0;
    inset-inline-start: auto;
    inset-inline-end: 0;
    margin: 0;
    width: min(var(--_panel-width), 100vw);
    max-width: 100vw;
    height: 100vh;
    height: 100dvh;
    max-height: none;
    padding: 0;
    border: 0;
    background: var(--_surface);
    color: var(--_text);
    font-family: var(--_font);
    /* Long words and links from the shop's data wrap instead of widening the drawer. */
    overflow-wrap: anywhere;
    box-shadow: 0 0 32px rgb(0 0 0 / 0.22);
    overflow: hidden;
  }
  dialog[open] {
    display: flex;
    flex-direction: column;
    animation: svc-slide-in 220ms cubic-bezier(0.2, 0.8, 0.2, 1);
  }
  dialog[dir='rtl'] {
    --_slide-from: translateX(-100%);
  }
  dialog::backdrop {
    background: var(--svc-backdrop, rgb(17 24 28 / 0.45));
  }
  dialog[open]::backdrop {
    animation: svc-fade-in 220ms ease-out;
  }
  @media (max-width: 639.98px) {
    dialog {
      --_slide-from: translateY(100%);
      width: 100vw;
    }
    dialog[dir='rtl'] {
      --_slide-from: translateY(100%);
    }
  }
  /* The standalone checkout (checkoutOnly) fills the window. */
  dialog[data-mode='standalone'] {
    --_slide-from: none;
    width: 100vw;
    box-shadow: none;
  }
  @keyframes svc-slide-in {
    from {
      transform: var(--_slide-from);
    }
  }
  @keyframes svc-fade-in {
    from {
      opacity: 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    dialog[open],
    dialog[open]::backdrop {
      animation: none;
    }
  }

  header {
    display: flex;
    flex-direction: column;
    gap: 0.75rem;
    padding: 1rem 1rem 0.875rem 1.25rem;
    padding-inline: 1.25rem 1rem;
    border-block-end: 1px solid var(--_border);
  }
  .title-row {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem;
  }
  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 0.5rem;
    margin: 0;
    font-size: 1.125rem;
    font-weight: 600;
    line-height: 1.3;
  }
  .count {
    color: var(--_text-muted);
    font-size: 0.875rem;
    font-weight: 400;
  }
  .close {
    flex: none;
  }
  /* The pickers' room from the frame they are in the header, before their code is here. */
  svc-cart-pickers:not(:defined) {
    display: block;
    min-height: var(--_tap);
  }
  .close svg {
    width: 1.25rem;
    height: 1.25rem;
  }
  .body {
    display: flex;
    flex: 1;
    flex-direction: column;
    min-height: 0;
  }
  /* The summary scrolls its own list and pins its own footer. */
  svc-cart-summary,
  svc-cart-error,
  svc-cart-customization,
  svc-cart-checkout {
    flex: 1;
    min-height: 0;
  }
  svc-cart-error {
    overflow: auto;
  }
  .loading {
    display: flex;
    flex: 1;
    align-items: center;
    justify-content: center;
    gap: 0.75rem;
    color: var(--_text-muted);
  }
`;
