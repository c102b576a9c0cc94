import './messages.js';
import { SvcViewOutOfStock } from './svc-view-out-of-stock.js';
import { defineElement } from '../../ui/define.js';

export { SvcViewOutOfStock };

defineElement('svc-view-out-of-stock', SvcViewOutOfStock);

declare global {
  interface HTMLElementTagNameMap {
    'svc-view-out-of-stock': SvcViewOutOfStock;
  }
}
