import type { HttpClient } from '../http/client.js';
import type { SvcApiError } from '../http/errors.js';
import { UNSAFE_KEYS } from '../http/query.js';

/** What a request for the signed-in customer reads of the instance's sign-in (`client.auth`). */
export interface SignInState {
  readonly isAuthenticated: boolean;
  getAccessToken(): string | null;
  /** See `AuthResource.onTokenRejected`. */
  readonly onTokenRejected: ((error: SvcApiError) => void) | undefined;
}

/** What every namespace of one SDK instance shares. */
export interface ResourceContext {
  readonly http: HttpClient;
  /** The instance's currency from `setCurrency`, fanned out to products, bundles and surveys. */
  currency(): string | undefined;
  /** The instance itself: a request refused for its customer's token tells its `auth` (extra.ts). */
  readonly client: { readonly auth: SignInState };
}

/**
 * Replaces a model's data fields (not its methods) with a new answer. A field named `__proto__`,
 * `constructor` or `prototype` is not data: it is left out, so an answer cannot swap the model's
 * prototype (and with it its methods).
 */
export function replaceModelData(model: object, keys: Set<string>, data: object | undefined): void {
  const target = model as Record<string, unknown>;
  for (const key of keys) delete target[key];
  keys.clear();
  if (!data) return;
  const proto = Object.getPrototypeOf(model) as Record<string, unknown>;
  for (const [key, value] of Object.entries(data)) {
    // A data field never hides a method of the model.
    if (UNSAFE_KEYS.has(key) || typeof proto[key] === 'function') continue;
    target[key] = value;
    keys.add(key);
  }
}
