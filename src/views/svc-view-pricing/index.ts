import '../../ui/pricing-messages.js';
import { SvcViewPricing } from './svc-view-pricing.js';
import { defineElement } from '../../ui/define.js';

export { SvcViewPricing };

defineElement('svc-view-pricing', SvcViewPricing);

declare global {
  interface HTMLElementTagNameMap {
    'svc-view-pricing': SvcViewPricing;
  }
}
