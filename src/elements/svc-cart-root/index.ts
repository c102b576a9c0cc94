import { SvcCartRoot } from './svc-cart-root.js';
import { defineElement } from '../../ui/define.js';

export { SvcCartRoot };

if (!customElements.get('svc-cart-root')) customElements.define('svc-cart-root', SvcCartRoot);
else defineElement('svc-cart-root', SvcCartRoot);

declare global {
  interface HTMLElementTagNameMap {
    'svc-cart-root': SvcCartRoot;
  }
}
