import './messages.js';
import { SvcViewVariant } from './svc-view-variant.js';

export { SvcViewVariant };

if (!customElements.get('svc-view-variant')) customElements.define('svc-view-variant', SvcViewVariant);

declare global {
  interface HTMLElementTagNameMap {
    'svc-view-variant': SvcViewVariant;
  }
}
