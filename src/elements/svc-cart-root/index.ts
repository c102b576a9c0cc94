import { SvcCartRoot } from './svc-cart-root.js';

export { SvcCartRoot };

if (!customElements.get('svc-cart-root')) customElements.define('svc-cart-root', SvcCartRoot);

declare global {
  interface HTMLElementTagNameMap {
    'svc-cart-root': SvcCartRoot;
  }
}
