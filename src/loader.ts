/**
 * The npm package's runtime, `import { loadSvcCart } from '@svc/cart-widget'`: adds the widget's
 * module script to the page once and resolves with the `SvcCart` it starts. On a server (no
 * `window`), it does nothing and resolves `null`, so framework code can call it while rendering.
 * It imports nothing of the widget: the widget's code is the script at `src`, served from the
 * shop's own host or CDN (the package's `dist/cart/` folder).
 */
import type { SvcCart } from './controller/svc-cart.js';
import { MISSING_API_KEY, type SvcCartConfig } from './core/config.js';
import { typeError } from './core/errors.js';

/** The argument of `loadSvcCart`. */
export interface LoadSvcCartOptions {
  /** The address of `cart-widget.js`, absolute or relative to the page. */
  src: string;
  /**
   * Written to `window.svcConfig` before the script is added (the script reads it once, when it
   * runs). Leave it out when the page sets `window.svcConfig` itself. `init: false` is not for
   * the loader: it always starts the widget.
   */
  config?: Omit<SvcCartConfig, 'init'>;
  /** A nonce for the script element, for a Content-Security-Policy with nonces. */
  nonce?: string;
}

const METHOD = 'loadSvcCart';
/** One load per script address, so a second call (a re-render, a second component) waits for the first. */
const loads = new Map<string, Promise<SvcCart>>();

/** The widget the script published under its global name (`svcCart` unless `globalName` says otherwise). */
function started(globalName: string): SvcCart | undefined {
  const found: unknown = Reflect.get(window, globalName);
  const Widget = window.SvcCart;
  return Widget && found instanceof Widget ? found : undefined;
}

/**
 * Loads the widget's script and resolves with its `SvcCart` once it has started
 * (`svc-cart-initialized`; `CART_READY` follows when the cart is there). Resolves `null` where
 * there is no `window` (server rendering). Rejects when the script fails to load, with
 * `Missing required apiKey config` when `config` has neither `apiKey` nor `sdkClient`, and with a
 * `TypeError` naming the field for options of the wrong type; nothing is added to the page then.
 */
export async function loadSvcCart(options: LoadSvcCartOptions): Promise<SvcCart | null> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return null;
  if (typeof options !== 'object' || options === null)
    throw typeError(METHOD, 'options', 'an object', options);
  const { src, config, nonce } = options;
  if (typeof src !== 'string' || src.trim() === '')
    throw typeError(METHOD, 'options.src', 'a non-empty string', src);
  if (config !== undefined && (typeof config !== 'object' || config === null))
    throw typeError(METHOD, 'options.config', 'an object', config);
  if (config && !config.apiKey && !config.sdkClient) throw new Error(MISSING_API_KEY);

  const url = new URL(src, document.baseURI).href;
  const globalName = config?.globalName || window.svcConfig?.globalName || 'svcCart';
  const already = started(globalName);
  if (already) return already;
  const pending = loads.get(url);
  if (pending) return pending;

  const load = new Promise<SvcCart>((resolve, reject) => {
    const ready = () => {
      const svcCart = started(globalName);
      if (!svcCart) return;
      window.removeEventListener('svc-cart-initialized', ready);
      resolve(svcCart);
    };
    window.addEventListener('svc-cart-initialized', ready);
    // A script the page added itself (a plain tag, `next/script`) is not added twice.
    const existing = [...document.querySelectorAll('script[type="module"][src]')].some(
      (script) => script instanceof HTMLScriptElement && script.src === url,
    );
    if (existing) return;
    if (config) window.svcConfig = config;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = url;
    if (nonce) script.nonce = nonce;
    script.addEventListener('error', () => {
      window.removeEventListener('svc-cart-initialized', ready);
      loads.delete(url);
      script.remove();
      reject(new Error(`Cart Widget:${METHOD} the script ${url} did not load`));
    });
    document.head.append(script);
  });
  loads.set(url, load);
  return load;
}
