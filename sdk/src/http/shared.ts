import { HttpClient, sentAhead, type HttpClientOptions } from './client.js';

/** The page's one HTTP client (spec: "call `init` once per page; later calls reuse the first HTTP client"). */
let shared: HttpClient | undefined;

export function sharedHttpClient(options: HttpClientOptions): HttpClient {
  shared ??= new HttpClient(options);
  return shared;
}

/** Forgets the page's HTTP client and any answer sent ahead, so the next `Svc.init` starts afresh. For tests. */
export function resetSharedHttpClient(): void {
  shared = undefined;
  sentAhead.clear();
}
