import './messages.js';
import { SvcViewBundle } from './svc-view-bundle.js';
import { defineElement } from '../../ui/define.js';

export { SvcViewBundle };

defineElement('svc-view-bundle', SvcViewBundle);

declare global {
  interface HTMLElementTagNameMap {
    'svc-view-bundle': SvcViewBundle;
  }
}
