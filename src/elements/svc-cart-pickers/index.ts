import { SvcCartPickers } from './svc-cart-pickers.js';

export { SvcCartPickers };

if (!customElements.get('svc-cart-pickers')) customElements.define('svc-cart-pickers', SvcCartPickers);

declare global {
  interface HTMLElementTagNameMap {
    'svc-cart-pickers': SvcCartPickers;
  }
}
