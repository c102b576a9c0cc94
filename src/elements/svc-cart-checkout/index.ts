import { SvcCartCheckout } from './svc-cart-checkout.js';

export { SvcCartCheckout };

if (!customElements.get('svc-cart-checkout')) customElements.define('svc-cart-checkout', SvcCartCheckout);

declare global {
  interface HTMLElementTagNameMap {
    'svc-cart-checkout': SvcCartCheckout;
  }
}
