/**
 * Loads a payment provider's official script, once per page: the first call adds one `<script>`
 * to `<head>`, later calls share its promise, and a script tag already on the page (the shop
 * added it) is reused. A failed load is not kept: its tag is removed and the next call tries
 * again. Under a strict CSP the page must allow the provider's origin in `script-src` (or use
 * `'strict-dynamic'`: the tag carries the nonce of the page's first nonced script).
 */
import { gatewayError } from './adapter.js';

const loads = new Map<string, Promise<void>>();

/** The nonce of a script of the page, for pages whose CSP allows scripts by nonce. */
function pageNonce(): string | undefined {
  const script = document.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || script?.getAttribute('nonce') || undefined;
}

/** The page's `<script>` with exactly this `src`, if any. */
function existingScript(src: string): HTMLScriptElement | undefined {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find(
    (script) => script.src === src,
  );
}

/**
 * Resolves once the script at `src` ran. `ready` tells whether its global is already in place
 * (for a script the shop loaded itself, or a test's fake provider): then no tag is added.
 */
export function loadScript(src: string, ready?: () => boolean): Promise<void> {
  const url = new URL(src, document.baseURI).href;
  let pending = loads.get(url);
  if (pending) return pending;
  if (ready?.()) {
    pending = Promise.resolve();
    loads.set(url, pending);
    return pending;
  }
  pending = new Promise<void>((resolve, reject) => {
    const found = existingScript(url);
    const script = found ?? document.createElement('script');
    const fail = () => {
      loads.delete(url);
      if (!found) script.remove();
      reject(
        gatewayError('gateway_unavailable', {
          cause: new Error(`Cart Widget: the payment script ${url} could not be loaded`),
        }),
      );
    };
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', fail, { once: true });
    if (found) {
      // A tag of the shop that already ran: its global is there, or it failed before we looked.
      if (ready?.()) resolve();
      return;
    }
    script.src = url;
    script.async = true;
    const nonce = pageNonce();
    if (nonce) script.nonce = nonce;
    document.head.append(script);
  });
  loads.set(url, pending);
  return pending;
}

/** Forgets the loads (for tests that put a fresh fake provider in place). */
export function forgetScripts(): void {
  loads.clear();
}
