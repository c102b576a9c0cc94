import { SvcCartError } from './svc-cart-error.js';
import { defineElement } from '../../ui/define.js';

export { SvcCartError };

defineElement('svc-cart-error', SvcCartError);

declare global {
  interface HTMLElementTagNameMap {
    'svc-cart-error': SvcCartError;
  }
}
