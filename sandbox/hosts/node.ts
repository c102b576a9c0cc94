/**
 * The sandbox over real HTTP, for `npm run sandbox` and the demo server: a Node request becomes a
 * Fetch `Request`, MSW's `getResponse` runs the same handlers as the browser worker, and the answer
 * is written back with CORS headers so pages on other origins can call it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

// msw 3 needs Promise.withResolvers, which Node 20 lacks.
if (!('withResolvers' in Promise)) {
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}

const { getResponse } = await import('msw');
const { API_PREFIX, createSandbox } = await import('../index.js');
type Sandbox = ReturnType<typeof createSandbox>;

export const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers':
    'x-api-key, x-currency, accept-language, authorization, content-type, accept, x-sandbox-faults, idempotency-key',
  'access-control-max-age': '600',
};

let defaultSandbox: Sandbox | undefined;

/** The sandbox instance of this process (one shared state for the demo and `npm run sandbox`). */
export function processSandbox(): Sandbox {
  defaultSandbox ??= createSandbox();
  return defaultSandbox;
}

/** Whether a request path belongs to the API. */
export const isApiPath = (url: string | undefined): boolean => (url ?? '').startsWith(`${API_PREFIX}/`);

/**
 * The base the client asked for: the server's protocol and the `Host` it was reached by
 * (localhost, a LAN name…), or what a reverse proxy in front says it was reached by
 * (`x-forwarded-host`, `x-forwarded-proto`). URLs in answers (product images) then point where the
 * client can reach them, on the page's own origin when a proxy serves the API there.
 */
function requestOrigin(req: IncomingMessage, origin: string): string {
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;
  const host = first(req.headers['x-forwarded-host']) ?? first(req.headers.host);
  const protocol = first(req.headers['x-forwarded-proto']) ?? new URL(origin).protocol.slice(0, -1);
  try {
    return host ? new URL(`${protocol}://${host}`).origin : origin;
  } catch {
    return origin;
  }
}

/** Answers one API request; `origin` is the server's own base, such as `http://127.0.0.1:5175`. */
export async function handleNodeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
  sandbox: Sandbox = processSandbox(),
): Promise<void> {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS_HEADERS).end();
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = chunks.length > 0 && req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(new URL(req.url ?? '/', requestOrigin(req, origin)), {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
  const response =
    (await getResponse(sandbox.handlers, request)) ??
    Response.json({ code: 'not_found', message: 'No such route' }, { status: 404 });
  const outHeaders: Record<string, string> = { ...CORS_HEADERS };
  response.headers.forEach((value, name) => (outHeaders[name] = value));
  res.writeHead(response.status, outHeaders);
  res.end(Buffer.from(await response.arrayBuffer()));
}
