import './messages.js';
import { SvcViewVariant } from './svc-view-variant.js';
import { defineElement } from '../../ui/define.js';

export { SvcViewVariant };

defineElement('svc-view-variant', SvcViewVariant);

declare global {
  interface HTMLElementTagNameMap {
    'svc-view-variant': SvcViewVariant;
  }
}
