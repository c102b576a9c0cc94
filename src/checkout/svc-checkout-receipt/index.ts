import './messages.js';
import { SvcCheckoutReceipt } from './svc-checkout-receipt.js';

export { SvcCheckoutReceipt };

if (!customElements.get('svc-checkout-receipt'))
  customElements.define('svc-checkout-receipt', SvcCheckoutReceipt);

declare global {
  interface HTMLElementTagNameMap {
    'svc-checkout-receipt': SvcCheckoutReceipt;
  }
}
