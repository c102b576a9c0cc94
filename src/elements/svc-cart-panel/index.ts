// The views the panel shows without a fetch (the class module leaves them to src/elements/drawer.ts).
import '../svc-cart-error/index.js';
import '../svc-cart-summary/index.js';
import { SvcCartPanel } from './svc-cart-panel.js';

export { SvcCartPanel };

if (!customElements.get('svc-cart-panel')) customElements.define('svc-cart-panel', SvcCartPanel);

declare global {
  interface HTMLElementTagNameMap {
    'svc-cart-panel': SvcCartPanel;
  }
}
