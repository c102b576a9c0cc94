/**
 * The Storefront API simulator: one set of MSW handlers, built from the SDK's route table, served
 * in the browser (hosts/browser.ts) and over real HTTP (hosts/node.ts).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { parseQuery } from '../sdk/src/http/query.js';
import { routes, type OperationName } from '../sdk/src/http/routes.js';
import { SANDBOX_API_KEY } from './fixtures.js';
import type { OperationHandlers, SandboxContext } from './context.js';
import { SandboxError } from './errors.js';
import { FAULT_PARAMS, requestFaults, seededRandom } from './faults.js';
import { accountHandlers } from './handlers/account.js';
import { authHandlers } from './handlers/auth.js';
import { cartHandlers } from './handlers/cart.js';
import { catalogHandlers, imageFile } from './handlers/catalog.js';
import { checkoutHandlers } from './handlers/checkout.js';
import { customerHandlers } from './handlers/customers.js';
import { leadHandlers } from './handlers/leads.js';
import { shopHandlers } from './handlers/shop.js';
import { subscriptionHandlers } from './handlers/subscriptions.js';
import { SandboxStore, type SandboxFaults } from './store.js';

export {
  SANDBOX_API_KEY,
  SANDBOX_GIFT_CARD_CODE,
  SANDBOX_OTP_CODE,
  COUPONS,
  CARD_OUTCOMES,
} from './fixtures.js';
export { SandboxStore, type SandboxFaults } from './store.js';
export { FAULT_HEADER } from './faults.js';

/** Path prefix of the API; handlers match it on any origin. */
export const API_PREFIX = '/storefront/v1';

const implementations: OperationHandlers = {
  ...shopHandlers,
  ...authHandlers,
  ...customerHandlers,
  ...leadHandlers,
  ...catalogHandlers,
  ...cartHandlers,
  ...checkoutHandlers,
  ...accountHandlers,
  ...subscriptionHandlers,
};

export interface Sandbox {
  readonly store: SandboxStore;
  /** MSW handlers: one per operation of the route table, the product images, then a 404 for unknown routes. */
  readonly handlers: HttpHandler[];
  /** Back to the fixtures (faults off). */
  reset(): void;
  /** Sets fault injection for every later request; omitted keys keep their values. */
  setFaults(faults: Partial<SandboxFaults>): void;
}

function withoutFaultParams(params: URLSearchParams): URLSearchParams {
  const copy = new URLSearchParams(params);
  for (const name of FAULT_PARAMS) copy.delete(name);
  return copy;
}

const json = (body: unknown, status: number) =>
  HttpResponse.json(body as Record<string, unknown>, { status });

/** The API base of a request, such as `http://127.0.0.1:5173/storefront/v1/`, on any host and page path. */
function apiBase(request: Request): string {
  const url = new URL(request.url);
  return `${url.origin}${url.pathname.slice(0, url.pathname.indexOf(`${API_PREFIX}/`))}${API_PREFIX}/`;
}

/**
 * A JSON answer whose `images[].url` are absolute. The fixtures and the views keep them relative to
 * the API base (`images/<slug>.svg`, no host); the base of the request that asked resolves them,
 * so the pictures load from the sandbox serving that request, on any host, port and page path.
 */
function answerWithImages(result: unknown, base: string): Response {
  const text = JSON.stringify(result, (key, value: unknown) =>
    key === 'images' && Array.isArray(value)
      ? value.map((image: { url?: unknown }) =>
          typeof image?.url === 'string' ? { ...image, url: new URL(image.url, base).href } : image,
        )
      : value,
  );
  return new HttpResponse(text, { status: 200, headers: { 'content-type': 'application/json' } });
}

export function createSandbox(): Sandbox {
  const store = new SandboxStore();
  let random = seededRandom();

  async function respond(operation: OperationName, request: Request, params: Record<string, string>) {
    try {
      const faults = requestFaults(request, store.faults);
      if (faults.latency > 0) await new Promise((resolve) => setTimeout(resolve, faults.latency));
      if (faults.fail.includes(operation) || (faults.errorRate > 0 && random() < faults.errorRate)) {
        throw new SandboxError(503, 'sandbox_fault', `The sandbox was asked to fail ${operation}.`);
      }
      if (request.headers.get('x-api-key') !== SANDBOX_API_KEY) {
        throw new SandboxError(401, 'invalid_api_key', 'A valid x-api-key header is required.');
      }
      const authorization = request.headers.get('authorization') ?? '';
      const token = authorization.startsWith('Bearer ') ? authorization.slice(7) : undefined;
      const customer = token ? store.customerForToken(token) : undefined;
      if ('auth' in routes[operation] && !customer) {
        throw new SandboxError(
          401,
          'unauthenticated',
          token
            ? 'The access token is invalid or has expired.'
            : 'A signed-in customer is required for this operation.',
        );
      }
      const { currencies } = store.shop;
      const currency = request.headers.get('x-currency') || currencies.find((c) => c.default)!.abbreviation;
      if (!currencies.some((c) => c.abbreviation === currency)) {
        throw new SandboxError(
          422,
          'unsupported_currency',
          `The currency ${currency} is not offered by this shop.`,
        );
      }
      const text = await request.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        throw new SandboxError(400, 'invalid_json', 'The request body is not valid JSON.');
      }
      const implementation = implementations[operation];
      if (!implementation) {
        throw new SandboxError(501, 'not_implemented', `The sandbox does not simulate ${operation} yet.`);
      }
      const context: SandboxContext = {
        operation,
        request,
        params,
        query: parseQuery(withoutFaultParams(new URL(request.url).searchParams)),
        body,
        currency,
        customer,
        token,
        store,
      };
      const result = await implementation(context);
      // Applied, but the answer is lost on the way back.
      if (faults.failAfter.includes(operation)) return new HttpResponse(null, { status: 503 });
      return result === undefined
        ? new HttpResponse(null, { status: 204 })
        : answerWithImages(result, apiBase(request));
    } catch (error) {
      if (error instanceof SandboxError) return json(error.toBody(), error.status);
      console.error(`sandbox ${operation}:`, error);
      return json({ code: 'internal_error', message: 'The sandbox failed to handle this request.' }, 500);
    }
  }

  const handlers: HttpHandler[] = (Object.keys(routes) as OperationName[]).map((operation) => {
    const route = routes[operation];
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    return http[method](`*${API_PREFIX}${route.path}`, ({ request, params }) =>
      respond(operation, request, params as Record<string, string>),
    );
  });
  handlers.push(
    // Outside the route table and the API key check (handlers/catalog.ts says why).
    http.get(`*${API_PREFIX}/images/:file`, ({ params }) => imageFile(String(params.file))),
    http.all(`*${API_PREFIX}/*`, ({ request }) =>
      json(
        { code: 'not_found', message: `No route for ${request.method} ${new URL(request.url).pathname}` },
        404,
      ),
    ),
  );

  return {
    store,
    handlers,
    reset: () => {
      store.reset();
      random = seededRandom();
    },
    setFaults: (faults) => {
      store.faults = { ...store.faults, ...faults };
    },
  };
}
