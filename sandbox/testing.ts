/**
 * Test harness: one MSW worker per test page serving the sandbox, a log of every request that
 * left the client, and a reset between tests (handlers, state, cookies, the SDK's HTTP client).
 */
import { resetSharedHttpClient } from '@svc/sdk/testing';
import { startBrowserSandbox, type BrowserSandbox } from './hosts/browser.js';

export interface SentRequest {
  method: string;
  url: URL;
  /** The path below `/storefront/v1`, e.g. `/shop`. */
  path: string;
  headers: Headers;
  /** Parsed JSON body, the raw text when it is not JSON, or `undefined`. */
  body: unknown;
}

export interface TestSandbox extends BrowserSandbox {
  /** Every API request sent since the last reset, in order, with bodies read. */
  sent(): Promise<SentRequest[]>;
  /** Forgets the logged requests (state and handlers stay). */
  clearSent(): void;
}

let current: Promise<TestSandbox> | undefined;

/** JSON bodies parsed; anything else (a malformed body a test sent on purpose) kept as text. */
function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Starts the sandbox worker once for this page; later calls get the same one. */
export function useSandbox(): Promise<TestSandbox> {
  current ??= (async () => {
    const sandbox = await startBrowserSandbox();
    let log: Promise<SentRequest>[] = [];
    sandbox.worker.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      const marker = url.pathname.indexOf('/storefront/v1/');
      // The API's requests only: product pictures (`<img>`, `images/<slug>.svg`) are not operations.
      if (marker === -1 || url.pathname.startsWith('/storefront/v1/images/', marker)) return;
      const copy = request.clone();
      log.push(
        copy.text().then((text) => ({
          method: copy.method,
          url,
          path: url.pathname.slice(marker + '/storefront/v1'.length),
          headers: copy.headers,
          body: parseBody(text),
        })),
      );
    });
    return {
      ...sandbox,
      sent: () => Promise.all(log),
      clearSent: () => {
        log = [];
      },
    };
  })();
  return current;
}

/** The cookies the SDK and the widget write. */
export const COOKIES = ['svc_access_token', 'svc_cart_id', 'svc_cart_api'];

/**
 * Deletes the cookies `names` and resolves once the deletion holds. In WebKit, `document.cookie`
 * now and then shows a cookie written shortly before again for a moment after it was deleted: the
 * browser's own note of the earlier write comes back late (docs/decisions.md, "Tests in three
 * engines"). An answer of `cookieStore` comes after that note, so once it is in, the cookies stay
 * deleted.
 */
export async function clearCookies(names: readonly string[] = COOKIES): Promise<void> {
  for (const name of names) document.cookie = `${name}=; max-age=0; path=/`;
  if ('cookieStore' in globalThis) await cookieStore.getAll();
}

/** Back to a clean page: default handlers, fixture state, no cookies, no SDK HTTP client. */
export async function resetSandbox(): Promise<void> {
  const sandbox = await useSandbox();
  sandbox.worker.resetHandlers();
  sandbox.reset();
  sandbox.clearSent();
  await clearCookies();
  resetSharedHttpClient();
}

/** The sandbox's base URL on this page's origin. */
export const apiUrl = (): string => `${location.origin}/storefront/v1/`;

/** The parsed JSON answer of the sandbox: an error answer's `{ code, message, errors? }`, or a resource. */
export type SandboxAnswerBody = {
  code?: string;
  message?: string;
  errors?: Record<string, string[]>;
} & Record<string, unknown>;

/**
 * One request straight to the sandbox with `fetch`, as an integrator without the SDK would send
 * it: for payloads the SDK refuses client-side, to test that the server refuses them too.
 * `path` is below `/storefront/v1`, e.g. `/carts/<id>/items`; the JSON answer is parsed
 * (`undefined` when empty).
 */
export async function sandboxRequest(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: SandboxAnswerBody | undefined }> {
  const headers: Record<string, string> = {
    'x-api-key': 'demo-api-key',
    'content-type': 'application/json',
  };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${location.origin}/storefront/v1${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as SandboxAnswerBody) : undefined };
}

/**
 * Holds every API answer back by `ms` and counts how many requests were in flight at once, to
 * show that requests went out together (one round trip). Returns the highest count so far.
 */
export async function measureConcurrency(ms = 50): Promise<() => number> {
  const { http } = await import('msw');
  const sandbox = await useSandbox();
  let inFlight = 0;
  let most = 0;
  sandbox.worker.use(
    http.all('*/storefront/v1/*', async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, ms));
      inFlight -= 1;
      return undefined;
    }),
  );
  return () => most;
}
