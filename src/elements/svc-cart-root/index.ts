import { SvcCartRoot } from './svc-cart-root.js';
import { defineElement } from '../../ui/define.js';

export { SvcCartRoot };

defineElement('svc-cart-root', SvcCartRoot);

declare global {
  interface HTMLElementTagNameMap {
    'svc-cart-root': SvcCartRoot;
  }
}
