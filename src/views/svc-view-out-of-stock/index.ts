import './messages.js';
import { SvcViewOutOfStock } from './svc-view-out-of-stock.js';

export { SvcViewOutOfStock };

if (!customElements.get('svc-view-out-of-stock'))
  customElements.define('svc-view-out-of-stock', SvcViewOutOfStock);

declare global {
  interface HTMLElementTagNameMap {
    'svc-view-out-of-stock': SvcViewOutOfStock;
  }
}
