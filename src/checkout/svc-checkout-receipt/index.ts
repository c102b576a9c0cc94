import './messages.js';
import { SvcCheckoutReceipt } from './svc-checkout-receipt.js';
import { defineElement } from '../../ui/define.js';

export { SvcCheckoutReceipt };

defineElement('svc-checkout-receipt', SvcCheckoutReceipt);

declare global {
  interface HTMLElementTagNameMap {
    'svc-checkout-receipt': SvcCheckoutReceipt;
  }
}
