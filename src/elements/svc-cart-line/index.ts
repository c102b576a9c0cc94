import { SvcCartLine } from './svc-cart-line.js';

export { SvcCartLine };

if (!customElements.get('svc-cart-line')) customElements.define('svc-cart-line', SvcCartLine);

declare global {
  interface HTMLElementTagNameMap {
    'svc-cart-line': SvcCartLine;
  }
  /** A line's failed change (`detail.text`, shopper text) or a change starting (no text), by line ID. */
  interface ShadowRootEventMap {
    'svc-line-error': CustomEvent<{ id: string; text: string | undefined }>;
  }
}
