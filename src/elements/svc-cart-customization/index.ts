import { SvcCartCustomization } from './svc-cart-customization.js';

export { SvcCartCustomization };

if (!customElements.get('svc-cart-customization'))
  customElements.define('svc-cart-customization', SvcCartCustomization);

declare global {
  interface HTMLElementTagNameMap {
    'svc-cart-customization': SvcCartCustomization;
  }
}
