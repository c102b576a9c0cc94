/**
 * `<svc-bundle-builder>`: a chunk of its own (it brings the drawer's build-a-box view), loaded only
 * on pages that show one.
 */
import { SvcBundleBuilder } from './svc-bundle-builder.js';

export { SvcBundleBuilder };

if (!customElements.get('svc-bundle-builder')) customElements.define('svc-bundle-builder', SvcBundleBuilder);

declare global {
  interface HTMLElementTagNameMap {
    'svc-bundle-builder': SvcBundleBuilder;
  }
}
