/**
 * Entry of the CDN build `svc.min.js`, a classic script that sets `window.Svc`.
 * `@svc/sdk/svc.min.js` resolves to the script, and its types declare that global for a page that
 * loads it (`/// <reference types="@svc/sdk/svc.min.js" />`).
 */
import Svc from './index.js';

declare global {
  interface Window {
    /** The SDK, as the CDN build `svc.min.js` sets it. */
    Svc: typeof Svc;
  }
}

window.Svc = Svc;
