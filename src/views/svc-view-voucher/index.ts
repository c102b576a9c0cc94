import './messages.js';
import { SvcViewVoucher } from './svc-view-voucher.js';
import { defineElement } from '../../ui/define.js';

export { SvcViewVoucher };

defineElement('svc-view-voucher', SvcViewVoucher);

declare global {
  interface HTMLElementTagNameMap {
    'svc-view-voucher': SvcViewVoucher;
  }
}
