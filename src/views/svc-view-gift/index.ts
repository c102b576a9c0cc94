import './messages.js';
import { SvcViewGift } from './svc-view-gift.js';

export { SvcViewGift };

if (!customElements.get('svc-view-gift')) customElements.define('svc-view-gift', SvcViewGift);

declare global {
  interface HTMLElementTagNameMap {
    'svc-view-gift': SvcViewGift;
  }
}
