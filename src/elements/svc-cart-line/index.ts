import { SvcCartLine } from './svc-cart-line.js';
import { defineElement } from '../../ui/define.js';

export { SvcCartLine };

defineElement('svc-cart-line', SvcCartLine);

declare global {
  interface HTMLElementTagNameMap {
    'svc-cart-line': SvcCartLine;
  }
}
