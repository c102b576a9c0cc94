import './messages.js';
import { SvcCheckoutReview } from './svc-checkout-review.js';

export { SvcCheckoutReview };

if (!customElements.get('svc-checkout-review'))
  customElements.define('svc-checkout-review', SvcCheckoutReview);

declare global {
  interface HTMLElementTagNameMap {
    'svc-checkout-review': SvcCheckoutReview;
  }
}
