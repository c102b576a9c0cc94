import { SvcCartRoot } from './svc-cart-root.js';
import { defineElement } from '../../ui/define.js';

/**
 * Defines `<svc-cart-root>`, once. When another script defined the tag first, `defineElement`
 * says which tag and what to do. The call is written out so the custom-elements manifest
 * (scripts/reference.mjs) reads the definition. The bootstrap runs it when the page mounts a
 * widget, in a task of its own; `index.ts` runs it as it loads.
 */
export function defineCartRoot(): void {
  if (!customElements.get('svc-cart-root')) customElements.define('svc-cart-root', SvcCartRoot);
  else defineElement('svc-cart-root', SvcCartRoot);
}
