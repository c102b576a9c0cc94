import './messages.js';
import { SvcCheckoutPayment } from './svc-checkout-payment.js';

export { SvcCheckoutPayment };

if (!customElements.get('svc-checkout-payment'))
  customElements.define('svc-checkout-payment', SvcCheckoutPayment);

declare global {
  interface HTMLElementTagNameMap {
    'svc-checkout-payment': SvcCheckoutPayment;
  }
}
