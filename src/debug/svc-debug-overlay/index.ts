import { SvcDebugOverlay } from './svc-debug-overlay.js';
import { defineElement } from '../../ui/define.js';

export { SvcDebugOverlay };

defineElement('svc-debug-overlay', SvcDebugOverlay);

declare global {
  interface HTMLElementTagNameMap {
    'svc-debug-overlay': SvcDebugOverlay;
  }
}
