import '../../ui/pricing-messages.js';
import { SvcViewPricing } from './svc-view-pricing.js';

export { SvcViewPricing };

if (!customElements.get('svc-view-pricing')) customElements.define('svc-view-pricing', SvcViewPricing);

declare global {
  interface HTMLElementTagNameMap {
    'svc-view-pricing': SvcViewPricing;
  }
}
