import './messages.js';
import { SvcCheckoutPayment } from './svc-checkout-payment.js';
import { defineElement } from '../../ui/define.js';

export { SvcCheckoutPayment };

defineElement('svc-checkout-payment', SvcCheckoutPayment);

declare global {
  interface HTMLElementTagNameMap {
    'svc-checkout-payment': SvcCheckoutPayment;
  }
}
