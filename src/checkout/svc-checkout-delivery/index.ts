import './messages.js';
import { SvcCheckoutDelivery } from './svc-checkout-delivery.js';
import { defineElement } from '../../ui/define.js';

export { SvcCheckoutDelivery };

defineElement('svc-checkout-delivery', SvcCheckoutDelivery);

declare global {
  interface HTMLElementTagNameMap {
    'svc-checkout-delivery': SvcCheckoutDelivery;
  }
}
