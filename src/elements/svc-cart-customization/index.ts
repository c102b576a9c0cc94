import { SvcCartCustomization } from './svc-cart-customization.js';
import { defineElement } from '../../ui/define.js';

export { SvcCartCustomization };

defineElement('svc-cart-customization', SvcCartCustomization);

declare global {
  interface HTMLElementTagNameMap {
    'svc-cart-customization': SvcCartCustomization;
  }
}
