import '../svc-view-bundle/messages.js';
import './messages.js';
import { SvcViewBundlePlan } from './svc-view-bundle-plan.js';

export { SvcViewBundlePlan };

if (!customElements.get('svc-view-bundle-plan'))
  customElements.define('svc-view-bundle-plan', SvcViewBundlePlan);

declare global {
  interface HTMLElementTagNameMap {
    'svc-view-bundle-plan': SvcViewBundlePlan;
  }
}
