import { HttpClient, sentAhead, type HttpClientOptions } from './client.js';

/** The page's one HTTP client (spec: "call `init` once per page; later calls reuse the first HTTP client"). */
let shared: HttpClient | undefined;

/**
 * The HTTP client of a new instance. In a browser page, the page's one client: the first
 * `Svc.init` creates it and later ones reuse it (spec: "SDK setup"). Where there is no `document`
 * (Node, Deno, Bun, edge workers), one process serves many visitors and maybe many shops, so each
 * instance gets a client of its own: a customer's token stays with the instance that signed in,
 * and a second `init` sends its own `apiKey` and `lang` to its own `apiUrl` (docs/decisions.md:
 * "SDK on servers: one HTTP client per instance").
 */
export function instanceHttpClient(options: HttpClientOptions): HttpClient {
  if (typeof document === 'undefined') return new HttpClient(options);
  shared ??= new HttpClient(options);
  return shared;
}

/** Forgets the page's HTTP client and any answer sent ahead, so the next `Svc.init` starts afresh. For tests. */
export function resetSharedHttpClient(): void {
  shared = undefined;
  sentAhead.clear();
}
