import './messages.js';
import { SvcViewGift } from './svc-view-gift.js';
import { defineElement } from '../../ui/define.js';

export { SvcViewGift };

defineElement('svc-view-gift', SvcViewGift);

declare global {
  interface HTMLElementTagNameMap {
    'svc-view-gift': SvcViewGift;
  }
}
