import { SvcCartCheckout } from './svc-cart-checkout.js';
import { defineElement } from '../../ui/define.js';

export { SvcCartCheckout };

defineElement('svc-cart-checkout', SvcCartCheckout);

declare global {
  interface HTMLElementTagNameMap {
    'svc-cart-checkout': SvcCartCheckout;
  }
}
