import { css } from 'lit';

export const portalShellStyles = css`
  :host {
    display: block;
    max-inline-size: var(--svc-portal-width, 56rem);
    /* Room below the contact slot while the floating cart button shows (ui/cart-button-room.ts). */
    padding-block-end: var(--_cart-button-room, 0);
    color: var(--_text);
  }
  .shell {
    display: grid;
    gap: 1.25rem;
  }
  header {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    align-items: center;
    justify-content: space-between;
  }
  .title {
    margin: 0;
    font-size: 1.5rem;
  }
  /* One row that scrolls sideways on a phone, as an app's tab bar does, instead of wrapping. */
  [role='tablist'] {
    display: flex;
    flex-wrap: nowrap;
    gap: 0.25rem;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scrollbar-width: none;
    border-block-end: 1px solid var(--_border);
  }
  [role='tab'] {
    flex: none;
    min-block-size: 2.75rem;
    white-space: nowrap;
    border: 0;
    border-block-end: 3px solid transparent;
    border-radius: 0;
    background: none;
    padding-inline: 0.75rem;
  }
  [role='tab']:focus-visible {
    outline-offset: -2px;
  }
  .title {
    line-height: 1.25;
  }
  header p {
    margin: 0;
  }
  [role='tab'][aria-selected='true'] {
    border-block-end-color: var(--_accent);
    font-weight: 600;
  }
  .contact {
    background: var(--_surface-muted);
  }
  .status {
    padding: 1rem 0;
  }
`;
