import { loadExtraNamespaces } from './lazy.js';

/**
 * Fetches the code of the namespaces that load on first use (all but `auth`, `cart` and `shop`)
 * ahead of their first call, so that call sends its request at once. Beyond the spec: a page that
 * knows it will call one of them soon (an account page, a checkout) starts the fetch beside its
 * other start-up work. Resolves when the code is there; a failed fetch rejects and is tried again
 * by the next call or the next method of those namespaces.
 */
export function preloadNamespaces(): Promise<void> {
  return loadExtraNamespaces().then(() => undefined);
}
