import './messages.js';
import { SvcViewSubscriptionReplacement } from './svc-view-subscription-replacement.js';
import { defineElement } from '../../ui/define.js';

export { SvcViewSubscriptionReplacement };

defineElement('svc-view-subscription-replacement', SvcViewSubscriptionReplacement);

declare global {
  interface HTMLElementTagNameMap {
    'svc-view-subscription-replacement': SvcViewSubscriptionReplacement;
  }
}
