// The summary's lines (the class module leaves them to src/elements/drawer.ts).
import '../svc-cart-line/index.js';
import { SvcCartSummary } from './svc-cart-summary.js';
import { defineElement } from '../../ui/define.js';

export { SvcCartSummary };

defineElement('svc-cart-summary', SvcCartSummary);

declare global {
  interface HTMLElementTagNameMap {
    'svc-cart-summary': SvcCartSummary;
  }
}
