import { SvcCartLine } from './svc-cart-line.js';

export { SvcCartLine };

if (!customElements.get('svc-cart-line')) customElements.define('svc-cart-line', SvcCartLine);

declare global {
  interface HTMLElementTagNameMap {
    'svc-cart-line': SvcCartLine;
  }
}
