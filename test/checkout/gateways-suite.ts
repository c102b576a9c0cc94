/**
 * Harness for the gateway adapters' tests (gateways.test.ts, gateways-cards.test.ts,
 * gateways-wallets.test.ts): fake provider globals, provider scripts answered by MSW, and the suite's
 * sandbox.
 */
import { fixture, html } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { type GatewayError, type MountOptions } from '../../src/ui/gateways/gateway.js';
import { forgetScripts } from '../../src/ui/gateways/load-script.js';
import { setupWidget } from '../widget/helpers.js';
import { until } from '../shared/wait.js';

export type Fakes = Record<string, unknown>;
export const fakeWindow = window as unknown as Record<string, unknown> & { __svcFakes: Fakes };
export const PROVIDER_GLOBALS = ['Stripe', 'braintree', 'paypal', 'Accept'];
export const PROVIDER_ORIGINS = [
  'js.stripe.com',
  'js.braintreegateway.com',
  'www.paypal.com',
  'authorize.net',
];

/** The page's `<script>` tags with exactly this `src`. */
export const scriptTags = (src: string) =>
  [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((script) => script.src === src);

/** What the adapter is mounted with (options as the payment step passes them). */
export const mountOptions = (options: Partial<MountOptions> = {}): MountOptions => ({
  setupToken: 'setup-token',
  language: 'en',
  testMode: false,
  returnUrl: 'https://shop.example/checkout',
  ...options,
});

/** Settles `promise` into its value or its error. */
export async function outcome<T>(promise: Promise<T>): Promise<{ value?: T; error?: GatewayError }> {
  try {
    return { value: await promise };
  } catch (error) {
    return { error: error as GatewayError };
  }
}

/** An element in the page to mount into or to verify inside. */
export async function host(lang = 'en'): Promise<HTMLElement> {
  return fixture<HTMLElement>(html`<div lang=${lang}></div>`);
}

export const challengeDialog = (where: HTMLElement) =>
  where.querySelector('svc-gateway-challenge')?.shadowRoot?.querySelector('dialog') ?? null;

/** Waits for the challenge dialog inside `where`. */
export async function challengeShown(where: HTMLElement): Promise<HTMLDialogElement> {
  await until(() => challengeDialog(where)?.open, 'the challenge dialog');
  return challengeDialog(where)!;
}

export const buttonIn = (root: ParentNode, label: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find(
    (button) => button.textContent!.trim() === label,
  )!;

/** The sandbox set up for each test of the suite, and the readers its tests share. */
export function gatewaysSuite() {
  const sandbox = setupWidget();
  /** Requests for each provider script URL (path and query), in order. */
  const scriptRequests: string[] = [];

  beforeEach(() => {
    scriptRequests.length = 0;
    fakeWindow.__svcFakes = {};
    forgetScripts();
  });

  afterEach(() => {
    for (const name of PROVIDER_GLOBALS) delete fakeWindow[name];
    for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]'))
      if (PROVIDER_ORIGINS.some((origin) => script.src.includes(origin))) script.remove();
    forgetScripts();
  });

  /** Answers `url` (any query) with a script that runs `body`, counting the requests. */
  function serveScript(url: string, body: string): void {
    sandbox().worker.use(
      http.get(url, ({ request }) => {
        scriptRequests.push(request.url);
        return new HttpResponse(body, { headers: { 'content-type': 'text/javascript' } });
      }),
    );
  }
  return { sandbox, scriptRequests, serveScript };
}
