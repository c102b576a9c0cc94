import './messages.js';
import { SvcViewBundle } from './svc-view-bundle.js';

export { SvcViewBundle };

if (!customElements.get('svc-view-bundle')) customElements.define('svc-view-bundle', SvcViewBundle);

declare global {
  interface HTMLElementTagNameMap {
    'svc-view-bundle': SvcViewBundle;
  }
}
