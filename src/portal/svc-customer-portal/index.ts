import { SvcCustomerPortal } from './svc-customer-portal.js';
import { defineElement } from '../../ui/define.js';

export { SvcCustomerPortal };

defineElement('svc-customer-portal', SvcCustomerPortal);

declare global {
  interface HTMLElementTagNameMap {
    'svc-customer-portal': SvcCustomerPortal;
  }
}
