import { SvcApiError, SvcNetworkError, SvcTimeoutError, type SvcErrorBody } from './errors.js';
import { serializeQuery, type QueryParams } from './query.js';
import { buildPath, operationSpec } from './operations.js';
import type { OperationName } from './routes.js';

/**
 * Answers of GETs sent ahead (`HttpClient.ahead`), by method, address and headers, until a request
 * takes one or `Svc.init` has applied its start-up's answers (then what no request took is dropped,
 * so a later request never takes an old answer).
 */
export const sentAhead = new Map<string, Promise<unknown>>();
const aheadKey = (url: string, init: RequestInit) =>
  init.method! + url + JSON.stringify([...(init.headers as globalThis.Headers)]);

/** Request headers as plain lower- or mixed-case names. */
export type Headers = Record<string, string>;

/** The base address used when `apiUrl` is omitted or empty (docs/decisions.md). */
export const DEFAULT_API_URL = 'https://api.svc.example/storefront/v1/';
/** Default limit for one request, in milliseconds. */
export const DEFAULT_TIMEOUT = 30_000;
/** GETs are retried this many times on a network failure or a 502/503/504 answer. */
export const DEFAULT_RETRIES = 2;
/** First retry delay in milliseconds; it doubles on each later retry. */
export const RETRY_DELAY = 250;

export interface HttpClientOptions {
  apiKey: string;
  /** Base address; relative addresses resolve against the page. */
  apiUrl?: string;
  lang?: string;
  timeout?: number;
  /** Retries of safe requests (GET); mutations are never retried. */
  retries?: number;
  /** For tests and non-browser hosts. */
  fetch?: typeof fetch;
}

export interface CallOptions {
  /** Values for the route's `:name` segments. */
  path?: Record<string, string | number>;
  /** Query values; see `serializeQuery` for how arrays and objects are written. `null`: none. */
  query?: object | null;
  body?: unknown;
  /** Per-call headers; they win over every default. `null`: none. */
  headers?: Headers | null;
  /** Defaults below the per-call headers, such as the namespace's `x-currency`. */
  defaultHeaders?: Headers;
}

/**
 * The one HTTP client of a page: base URL, shared headers, JSON in and out, error mapping.
 * `Svc.init` creates it once; later `init` calls reuse it (spec: "SDK setup").
 */
export class HttpClient {
  readonly baseUrl: string;
  readonly timeout: number;
  readonly retries: number;
  /** The headers of every request, by lower-case name. */
  readonly #headers: Headers;
  readonly #fetch: typeof fetch;

  constructor(options: HttpClientOptions) {
    this.baseUrl = resolveBaseUrl(options.apiUrl);
    this.timeout = options.timeout ?? DEFAULT_TIMEOUT;
    this.retries = options.retries ?? DEFAULT_RETRIES;
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    // An explicit empty `accept-language` stops the browser from sending its own language list,
    // so the server picks the shop's default (spec: "Transport headers").
    this.#headers = {
      accept: 'application/json',
      'x-api-key': options.apiKey,
      'accept-language': options.lang ?? '',
    };
  }

  /** Sets a header on every later request; `null` removes it. */
  setHeader(name: string, value: string | null): void {
    name = name.toLowerCase();
    if (value === null) delete this.#headers[name];
    else this.#headers[name] = value;
  }

  /**
   * Sends the request for `operation`; resolves with the parsed JSON, or `undefined` for an empty
   * body. A GET that meets a network failure or a 502/503/504 is sent again after 250 ms, then
   * 500 ms (`retries` times at most); other requests are sent exactly once.
   */
  async call<T>(operation: OperationName, options: CallOptions = {}): Promise<T> {
    const { method, path } = operationSpec(operation);
    const url = new URL(buildPath(path, options.path).slice(1), this.baseUrl);
    url.search = serializeQuery(options.query as QueryParams | null | undefined);
    const headers = new globalThis.Headers();
    // Own keys only: a key some script added to `Object.prototype` is not a header.
    for (const source of [this.#headers, options.defaultHeaders, options.headers])
      for (const [name, value] of Object.entries(source ?? {})) headers.set(name, value);
    let body: string | undefined;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers.set('content-type', 'application/json');
    }
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.#send<T>(operation, url.href, { method, headers, body });
      } catch (error) {
        const transient =
          (error instanceof SvcNetworkError && !(error instanceof SvcTimeoutError)) ||
          (error instanceof SvcApiError && error.status > 501 && error.status < 505);
        if (!transient || attempt >= (method === 'GET' ? this.retries : 0)) throw error;
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY * 2 ** attempt));
      }
    }
  }

  /**
   * Sends the GET of `operation` to `path` (below the base address, with `query`) now, before any
   * caller asks for it: the first request of any client to the same address with the same
   * headers takes its answer (or its failure) instead of sending its own. Resolves with the answer.
   */
  ahead(operation: OperationName, path: string, query?: object): Promise<unknown> {
    const url = new URL(path, this.baseUrl);
    url.search = serializeQuery(query as QueryParams);
    const init = { method: 'GET', headers: new globalThis.Headers(this.#headers) };
    const answer = this.#send(operation, url.href, init);
    // A failure no request took is not an unhandled rejection.
    answer.catch(() => undefined);
    sentAhead.set(aheadKey(url.href, init), answer);
    return answer;
  }

  async #send<T>(operation: OperationName, url: string, init: RequestInit): Promise<T> {
    // Sent ahead: taken once.
    const key = aheadKey(url, init);
    const taken = sentAhead.get(key);
    if (taken && sentAhead.delete(key)) return taken as Promise<T>;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeout);
    let response: Response;
    let text: string;
    try {
      response = await this.#fetch(url, { ...init, signal: controller.signal });
      text = await response.text();
    } catch (cause) {
      if (controller.signal.aborted) throw new SvcTimeoutError(operation, url, this.timeout);
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new SvcNetworkError(`Svc ${operation}: could not reach ${url} (${reason})`, operation, url, {
        cause,
      });
    } finally {
      clearTimeout(timer);
    }

    let parsed: unknown;
    if (text.trim()) {
      try {
        parsed = JSON.parse(text) as unknown;
      } catch {
        parsed = text;
      }
    }
    if (!response.ok)
      throw new SvcApiError(operation, response.status, parsed as SvcErrorBody | string | undefined);
    if (typeof parsed === 'string') {
      throw new SvcApiError(operation, response.status, {
        code: 'invalid_response',
        message: 'The server answered with a body that is not JSON',
      });
    }
    return parsed as T;
  }
}

/** Empty or missing `apiUrl` means the default; a trailing slash is ensured so paths append. */
export function resolveBaseUrl(apiUrl: string | undefined): string {
  const url = new URL(apiUrl || DEFAULT_API_URL, globalThis.location?.href);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}
