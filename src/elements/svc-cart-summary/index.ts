// The summary's lines (the class module leaves them to src/elements/drawer.ts).
import '../svc-cart-line/index.js';
import { SvcCartSummary } from './svc-cart-summary.js';

export { SvcCartSummary };

if (!customElements.get('svc-cart-summary')) customElements.define('svc-cart-summary', SvcCartSummary);

declare global {
  interface HTMLElementTagNameMap {
    'svc-cart-summary': SvcCartSummary;
  }
}
