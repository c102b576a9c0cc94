import { SvcCartError } from './svc-cart-error.js';

export { SvcCartError };

if (!customElements.get('svc-cart-error')) customElements.define('svc-cart-error', SvcCartError);

declare global {
  interface HTMLElementTagNameMap {
    'svc-cart-error': SvcCartError;
  }
}
