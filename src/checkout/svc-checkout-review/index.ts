import './messages.js';
import { SvcCheckoutReview } from './svc-checkout-review.js';
import { defineElement } from '../../ui/define.js';

export { SvcCheckoutReview };

defineElement('svc-checkout-review', SvcCheckoutReview);

declare global {
  interface HTMLElementTagNameMap {
    'svc-checkout-review': SvcCheckoutReview;
  }
}
