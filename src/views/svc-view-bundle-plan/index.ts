import '../svc-view-bundle/messages.js';
import './messages.js';
import { SvcViewBundlePlan } from './svc-view-bundle-plan.js';
import { defineElement } from '../../ui/define.js';

export { SvcViewBundlePlan };

defineElement('svc-view-bundle-plan', SvcViewBundlePlan);

declare global {
  interface HTMLElementTagNameMap {
    'svc-view-bundle-plan': SvcViewBundlePlan;
  }
}
