import { SvcDebugOverlay } from './svc-debug-overlay.js';

export { SvcDebugOverlay };

if (!customElements.get('svc-debug-overlay')) customElements.define('svc-debug-overlay', SvcDebugOverlay);

declare global {
  interface HTMLElementTagNameMap {
    'svc-debug-overlay': SvcDebugOverlay;
  }
}
