/**
 * `@svc/sdk/debug`: what the SDK sends, for debugging tools such as the cart widget's overlay. A
 * separate entry, so the SDK's own bundle carries none of it.
 */
import { HttpClient, type CallOptions } from './http/client.js';
import { buildPath, operationSpec } from './http/operations.js';
import { SvcApiError } from './http/errors.js';
import { serializeQuery, type QueryParams } from './http/query.js';
import type { OperationName } from './http/routes.js';

/** One SDK request: reported when it starts (no `endedAt`) and again when it ends. */
export interface TracedRequest {
  /** The same for the start and end reports of one request; counts up per page. */
  id: number;
  operation: OperationName;
  method: string;
  /** The full address (the first attempt's; GETs may be retried to the same address). */
  url: string;
  /** The address below the API's base, such as `/carts/abc?expand=items.product`. */
  path: string;
  /** `Date.now()` when the call began. */
  startedAt: number;
  /** `Date.now()` when it settled; absent in the start report. */
  endedAt?: number;
  /** The HTTP status of a failed answer (`SvcApiError.status`). */
  status?: number;
  /** The message of any failure. */
  error?: string;
}

export type RequestListener = (request: TracedRequest) => void;

const listeners = new Set<RequestListener>();
let original: HttpClient['call'] | undefined;
let traced: HttpClient['call'] | undefined;
let lastId = 0;

function report(request: TracedRequest): void {
  for (const listener of [...listeners]) {
    try {
      listener({ ...request });
    } catch (thrown) {
      console.error('Svc traceRequests: a listener threw', thrown);
    }
  }
}

/** Where a call goes, worked out the way `HttpClient.call` does; a call it would refuse has its route. */
function addressOf(client: HttpClient, operation: OperationName, options: CallOptions) {
  try {
    const { method, path } = operationSpec(operation);
    const query = serializeQuery(options.query as QueryParams | undefined);
    const relative = buildPath(path, options.path) + (query ? `?${query}` : '');
    return { method, path: relative, url: new URL(relative.slice(1), client.baseUrl).href };
  } catch {
    return { method: '', path: operation, url: '' };
  }
}

/**
 * Calls `listener` for every SDK request of the page, when it starts and when it ends, until the
 * returned function is called. The first listener wraps `HttpClient.prototype.call`; when the last
 * one goes, the original is put back (unless someone wrapped it again since).
 */
export function traceRequests(listener: RequestListener): () => void {
  if (typeof listener !== 'function')
    throw new TypeError('Svc traceRequests: the listener must be a function');
  listeners.add(listener);
  if (!original) {
    const call = (original = HttpClient.prototype.call);
    traced = function tracedCall<T>(this: HttpClient, operation: OperationName, options: CallOptions = {}) {
      const request: TracedRequest = {
        id: (lastId += 1),
        operation,
        ...addressOf(this, operation, options),
        startedAt: Date.now(),
      };
      report(request);
      return call.call<HttpClient, [OperationName, CallOptions], Promise<T>>(this, operation, options).then(
        (result) => {
          report({ ...request, endedAt: Date.now() });
          return result;
        },
        (error: unknown) => {
          report({
            ...request,
            endedAt: Date.now(),
            ...(error instanceof SvcApiError ? { status: error.status } : {}),
            error: error instanceof Error ? error.message : String(error),
          });
          throw error;
        },
      );
    };
    HttpClient.prototype.call = traced;
  }
  return () => {
    if (!listeners.delete(listener) || listeners.size > 0) return;
    // Wrapped again by someone else since: ours stays in their chain and reports to no one.
    if (!original || HttpClient.prototype.call !== traced) return;
    HttpClient.prototype.call = original;
    original = traced = undefined;
  };
}
