import { SvcCartPickers } from './svc-cart-pickers.js';
import { defineElement } from '../../ui/define.js';

export { SvcCartPickers };

defineElement('svc-cart-pickers', SvcCartPickers);

declare global {
  interface HTMLElementTagNameMap {
    'svc-cart-pickers': SvcCartPickers;
  }
}
