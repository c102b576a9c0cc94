import { SvcCartRoot } from './svc-cart-root.js';
import { defineCartRoot } from './define.js';

export { SvcCartRoot };

defineCartRoot();

declare global {
  interface HTMLElementTagNameMap {
    'svc-cart-root': SvcCartRoot;
  }
}
