import './messages.js';
import { SvcViewSubscriptionReplacement } from './svc-view-subscription-replacement.js';

export { SvcViewSubscriptionReplacement };

if (!customElements.get('svc-view-subscription-replacement'))
  customElements.define('svc-view-subscription-replacement', SvcViewSubscriptionReplacement);

declare global {
  interface HTMLElementTagNameMap {
    'svc-view-subscription-replacement': SvcViewSubscriptionReplacement;
  }
}
