import './messages.js';
import { SvcCheckoutContact } from './svc-checkout-contact.js';
import { defineElement } from '../../ui/define.js';

export { SvcCheckoutContact };

defineElement('svc-checkout-contact', SvcCheckoutContact);

declare global {
  interface HTMLElementTagNameMap {
    'svc-checkout-contact': SvcCheckoutContact;
  }
}
