import './messages.js';
import { SvcCheckoutOffers } from './svc-checkout-offers.js';

export { SvcCheckoutOffers };

if (!customElements.get('svc-checkout-offers'))
  customElements.define('svc-checkout-offers', SvcCheckoutOffers);

declare global {
  interface HTMLElementTagNameMap {
    'svc-checkout-offers': SvcCheckoutOffers;
  }
}
