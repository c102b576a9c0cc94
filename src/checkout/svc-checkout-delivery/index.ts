import './messages.js';
import { SvcCheckoutDelivery } from './svc-checkout-delivery.js';

export { SvcCheckoutDelivery };

if (!customElements.get('svc-checkout-delivery'))
  customElements.define('svc-checkout-delivery', SvcCheckoutDelivery);

declare global {
  interface HTMLElementTagNameMap {
    'svc-checkout-delivery': SvcCheckoutDelivery;
  }
}
