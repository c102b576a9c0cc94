import { SvcCustomerPortal } from './svc-customer-portal.js';

export { SvcCustomerPortal };

if (!customElements.get('svc-customer-portal'))
  customElements.define('svc-customer-portal', SvcCustomerPortal);

declare global {
  interface HTMLElementTagNameMap {
    'svc-customer-portal': SvcCustomerPortal;
  }
}
