/**
 * `<svc-bundle-builder>`: a chunk of its own (it brings the drawer's build-a-box view), loaded only
 * on pages that show one.
 */
import { SvcBundleBuilder } from './svc-bundle-builder.js';
import { defineElement } from '../../ui/define.js';

export { SvcBundleBuilder };

defineElement('svc-bundle-builder', SvcBundleBuilder);

declare global {
  interface HTMLElementTagNameMap {
    'svc-bundle-builder': SvcBundleBuilder;
  }
}
