import { SvcCartLine } from './svc-cart-line.js';
import { defineElement } from '../../ui/define.js';

export { SvcCartLine };

defineElement('svc-cart-line', SvcCartLine);

declare global {
  interface HTMLElementTagNameMap {
    'svc-cart-line': SvcCartLine;
  }
  /** A line's failed change (`detail.text`, shopper text) or a change starting (no text), by line ID. */
  interface ShadowRootEventMap {
    'svc-line-error': CustomEvent<{ id: string; text: string | undefined }>;
  }
}
