import './messages.js';
import { SvcViewVoucher } from './svc-view-voucher.js';

export { SvcViewVoucher };

if (!customElements.get('svc-view-voucher')) customElements.define('svc-view-voucher', SvcViewVoucher);

declare global {
  interface HTMLElementTagNameMap {
    'svc-view-voucher': SvcViewVoucher;
  }
}
