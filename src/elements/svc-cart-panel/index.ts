import { SvcCartPanel } from './svc-cart-panel.js';

export { SvcCartPanel };

if (!customElements.get('svc-cart-panel')) customElements.define('svc-cart-panel', SvcCartPanel);

declare global {
  interface HTMLElementTagNameMap {
    'svc-cart-panel': SvcCartPanel;
  }
}
