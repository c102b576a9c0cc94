import { SvcClient } from './client.js';
import { HttpClient, sentAhead } from './http/client.js';
import type { OperationName } from './http/routes.js';
import { assertString } from './validate.js';
import { ACCESS_TOKEN_COOKIE, readCartCookie, readCookie, writeCartCookie } from './http/cookies.js';
import { describeType, invalidArgument, SvcValidationError } from './http/errors.js';
import { instanceHttpClient } from './http/shared.js';
import { bearer } from './resources/auth.js';
import { loadExtraNamespaces } from './resources/lazy.js';
import type { Cart } from './types/cart.js';
import type { Customer } from './types/customer.js';

/**
 * The argument of `Svc.init`. An optional field set to `undefined` counts as left out (so
 * `apiUrl: process.env.SVC_API_URL` type-checks under `exactOptionalPropertyTypes`).
 */
export interface SvcConfig {
  /** Storefront API key, from the shop admin (API keys). Required. */
  apiKey: string;
  /** Base address; omitted or `''` means the default, whose path ends in `/storefront/v1/`. */
  apiUrl?: string | undefined;
  /** Sent as `accept-language`; empty by default so the server picks. */
  lang?: string | undefined;
  /** Read only when `loadCart` is true; falls back to the cookie `svc_cart_id`. */
  cartId?: string | undefined;
  /** Load (or create) the cart during `init`. Default `false`. */
  loadCart?: boolean | undefined;
  /** A customer token; beats the cookie `svc_access_token` and is written to it when accepted. */
  accessToken?: string | undefined;
  /** Limit for one request in milliseconds (beyond the spec; default 30000). */
  timeout?: number | undefined;
  /** Retries of GET requests on network failures and 502/503/504 (beyond the spec; default 2, 0 turns them off). */
  retries?: number | undefined;
  /**
   * Beyond the spec: called with the instance once the start-up requests are sent, before any
   * answer, so a page's own requests (its products) go out in the same round trip. `signedIn` is
   * true when a configured or stored access token is being checked: requests made then carry that
   * token (if the check refuses it, they fail with 401), so a page that shows a returning
   * customer's own data asks for it at once.
   */
  onStart?: ((client: SvcClient, signedIn: boolean) => void) | undefined;
  /**
   * Beyond the spec: fetch the code of the namespaces that load on first use (`products`,
   * `customers`, the cart's methods, …) at once, beside the start-up requests, so a call from
   * `onStart` or right after `init` sends its request without waiting for that code. Default
   * `true`; `false` leaves the fetch to the first call (or to `preloadNamespaces()`).
   */
  preloadNamespaces?: boolean | undefined;
}

const isString = (value: unknown) => typeof value === 'string';
const STRING: [string, (value: unknown) => boolean] = ['a string', isString];
const BOOLEAN: [string, (value: unknown) => boolean] = [
  'true or false',
  (value) => typeof value === 'boolean',
];

/** The checks of the config's fields, in order: what each must be, and the test. */
const CONFIG: Record<string, [expected: string, valid: (value: unknown) => boolean]> = {
  apiKey: ['a non-empty string', isString],
  apiUrl: STRING,
  lang: STRING,
  cartId: STRING,
  accessToken: STRING,
  loadCart: BOOLEAN,
  preloadNamespaces: BOOLEAN,
  onStart: ['a function', (value) => typeof value === 'function'],
  timeout: [
    'a positive number of milliseconds',
    (value) => typeof value === 'number' && value > 0 && value < 2 ** 31,
  ],
  retries: [
    'a whole number from 0 to 5',
    (value) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 5,
  ],
};

function validateConfig(config: unknown, operation = 'Svc.init'): asserts config is SvcConfig {
  // No config (`undefined` or `null`) is a missing apiKey.
  if (config != null && (typeof config !== 'object' || Array.isArray(config))) {
    throw new SvcValidationError(
      operation,
      'config',
      `${operation}: config must be an object such as { apiKey: '<API_KEY>' } (got ${describeType(config)})`,
    );
  }
  const fields = (config ?? {}) as Record<string, unknown>;
  const { apiKey, apiUrl } = fields;
  if (apiKey === undefined || apiKey === '')
    throw new SvcValidationError(operation, 'config.apiKey', 'Missing required apiKey config');
  for (const [field, [expected, valid]] of Object.entries(CONFIG)) {
    // Own fields only: a key some script added to `Object.prototype` is not part of the config.
    const value = Object.hasOwn(fields, field) ? fields[field] : undefined;
    if (value !== undefined && !valid(value))
      throw invalidArgument(operation, `config.${field}`, expected, value);
  }
  // `apiUrl` is a string or undefined by now; `''` means the default.
  if (apiUrl && !URL.canParse(apiUrl as string, globalThis.location?.href)) {
    throw new SvcValidationError(
      operation,
      'config.apiUrl',
      `${operation}: config.apiUrl is not a valid URL (${apiUrl})`,
    );
  }
}

/**
 * Creates an SDK instance. Order (spec: "init rules"): the shop is loaded first and a failed shop
 * load rejects; then a configured or stored access token is checked (an accepted one is written to
 * the cookie, a failed check clears it and does not reject); with `loadCart` the cart from `cartId`
 * or the cookie is loaded, or a new one is created, the `svc_cart_id` cookie is written and the
 * cart's currency is fanned out. Both cookies are thus written at every start, so their lifetime
 * starts again where a browser caps cookies written by scripts (docs/decisions.md).
 *
 * The shop, token and cart requests go out together so start-up costs one round trip; their
 * effects are applied in the order above, and no cookie is written when the shop fails
 * (docs/decisions.md). The code of the namespaces that load on first use is fetched beside them
 * (unless `preloadNamespaces` is `false`). In a browser page every instance shares the page's one
 * HTTP client; without a `document` (a server) each has its own.
 */
export async function init(config: SvcConfig): Promise<SvcClient> {
  validateConfig(config);
  const http = instanceHttpClient(config);
  const client = new SvcClient(http, { apiKey: config.apiKey, apiUrl: config.apiUrl, lang: config.lang });

  const token = config.accessToken || readCookie(ACCESS_TOKEN_COOKIE) || '';
  const cartId = config.loadCart ? config.cartId || readCartCookie(config.apiUrl) || '' : '';

  // The requests go out in a task of their own, so a slow device sees no long task at start.
  await new Promise((resolve) => setTimeout(resolve));
  const started = Promise.allSettled([
    client.shop.load(),
    token ? client.auth.verify(token) : undefined,
    // With no cart to load, a new one is created right away: a first visit is one round trip too.
    cartId
      ? http.call<Cart>('cart.load', { path: { cartId } })
      : config.loadCart
        ? http.call<Cart>('cart.create', { body: {} })
        : undefined,
  ]);
  // After the start-up requests, so they leave first; a failed fetch is the first call's to report.
  if (config.preloadNamespaces !== false) loadExtraNamespaces().catch(() => undefined);
  if (config.onStart) {
    if (token) http.setHeader('authorization', bearer(token));
    config.onStart(client, !!token);
  }
  const [shop, check, loaded] = await started;
  // What was sent ahead for this round trip and not taken (it asked in another language, say) is
  // not for a later request.
  sentAhead.clear();

  if (shop.status === 'rejected') throw shop.reason;
  // `verify` resolves with the customer or the refusal; it never rejects.
  if (token) client.auth.applyCheck(token, (check as PromiseFulfilledResult<Customer | Error>).value);
  if (config.loadCart) {
    // A rejected load has no `value`: a new cart then.
    const stored = (loaded as Partial<PromiseFulfilledResult<Cart | undefined>>).value;
    const cart = stored ? client.cart.adopt(stored) : await client.cart.create();
    writeCartCookie(cart.id, config.apiUrl);
    client.adoptCurrency(cart.currencyCode);
  }
  return client;
}

/**
 * Beyond the spec: sends the GET of `operation` (to `path` below the base address, with `query`)
 * now, before `Svc.init` runs, with the headers its instance will send (`x-api-key`,
 * `accept-language` from `lang`, and the sign-in of `accessToken`) and its `timeout` and
 * `retries`. The first request of the page's SDK to the same address with the same headers takes
 * the answer (or the failure) instead of sending its own; one that differs in any of them sends its
 * own, as usual. `Svc.init` drops what its start-up did not take once its answers are in. The
 * promise resolves with the answer, for a caller that uses it directly (a failure no request took
 * is not reported as unhandled). The
 * widget's script uses it for a product page's first requests (docs/decisions.md: "Requests sent
 * ahead").
 */
export function sendAhead(
  config: Pick<SvcConfig, 'apiKey' | 'apiUrl' | 'lang' | 'accessToken' | 'timeout' | 'retries'>,
  operation: OperationName,
  path: string,
  query?: object,
): Promise<unknown> {
  validateConfig(config, 'Svc.sendAhead');
  assertString('Svc.sendAhead', 'path', path);
  const http = new HttpClient(config);
  if (config.accessToken) http.setHeader('authorization', bearer(config.accessToken));
  return http.ahead(operation, path, query);
}
