import type { ResourceContext } from './context.js';

import { methodsOf, type Namespace, type OperationName } from '../http/operations.js';

type Method = (...args: unknown[]) => Promise<unknown>;

let extra: Promise<typeof import('./extra.js')> | undefined;

/**
 * Loads the code of the namespaces built by `lazyNamespace` (one module, fetched once). A failed
 * fetch rejects and is tried again by the next call.
 */
export function loadExtraNamespaces(): Promise<typeof import('./extra.js')> {
  extra ??= import('./extra.js').catch((error: unknown) => {
    // A failed fetch is tried again on the next call.
    extra = undefined;
    throw error;
  });
  return extra;
}

/**
 * Beyond the spec: fetches the code of the namespaces that load on first use (every namespace but
 * `auth`, `cart` and `shop`, and the requests of `auth` and `cart`) ahead of their first call, so
 * that call sends its request at once; resolves once it is loaded. `Svc.init` starts it beside its
 * start-up requests unless its config has `preloadNamespaces: false`; a page that turned that off
 * calls this once it knows such a call is coming (an account page, a checkout). Sends no request
 * to the API. A failed fetch rejects, and is tried again by the next call.
 */
export async function preloadNamespaces(): Promise<void> {
  await loadExtraNamespaces();
}

/**
 * A namespace whose code loads on its first call: the object has the namespace's methods (one
 * per operation of the namespace in the table of operations, on its prototype); each loads the
 * code once and runs its operation (extra.ts). Every method of these namespaces returns a promise.
 */
export function lazyNamespace<T>(name: Namespace, context: ResourceContext): T {
  const methods: Record<string, Method> = {};
  for (const method of methodsOf(name)) {
    methods[method] = (...args) =>
      loadExtraNamespaces().then((module) =>
        module.callOperation(context, `${name}.${method}` as OperationName, args),
      );
  }
  return Object.create(methods) as T;
}
