import './messages.js';
import { SvcCheckoutContact } from './svc-checkout-contact.js';

export { SvcCheckoutContact };

if (!customElements.get('svc-checkout-contact'))
  customElements.define('svc-checkout-contact', SvcCheckoutContact);

declare global {
  interface HTMLElementTagNameMap {
    'svc-checkout-contact': SvcCheckoutContact;
  }
}
