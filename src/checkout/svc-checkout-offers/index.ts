import './messages.js';
import { SvcCheckoutOffers } from './svc-checkout-offers.js';
import { defineElement } from '../../ui/define.js';

export { SvcCheckoutOffers };

defineElement('svc-checkout-offers', SvcCheckoutOffers);

declare global {
  interface HTMLElementTagNameMap {
    'svc-checkout-offers': SvcCheckoutOffers;
  }
}
