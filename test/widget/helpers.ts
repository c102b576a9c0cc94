/**
 * Test harness for the widget: start it the way a page does (window.svcConfig + the bootstrap),
 * wait for its events, and clean up the page after each test.
 */
import type { LitElement } from 'lit';
import { elementsLoaded } from '../../src/ui/load-element.js';
import { bootstrap } from '../../src/bootstrap/index.js';
import { SOCIAL_SIGN_IN_EVENT, type SocialSignInDetail } from '../../src/core/checkout.js';
import type { SvcCartConfig } from '../../src/core/config.js';
import { navigation } from '../../src/bootstrap/navigation.js';
import type { SvcCartEventType } from '../../src/controller/events.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { apiUrl, resetSandbox, useSandbox, type TestSandbox } from '../../sandbox/testing.js';

export { apiUrl };
// Shared waits, kept importable from here for the tests of other folders.

const started: SvcCart[] = [];
const originalUrl = `${location.pathname}${location.search}`;
/** Where the widget tried to navigate (`checkoutUrl`, summary and hosted-checkout redirects). */
export const navigations: string[] = [];
navigation.assign = (url: string) => {
  navigations.push(url);
};

/** The config a test page would set, against the sandbox. */
export const baseConfig = (config: Partial<SvcCartConfig> = {}): SvcCartConfig => ({
  apiKey: 'demo-api-key',
  apiUrl: apiUrl(),
  ...config,
});

/** Resolves with the data of the next `type` event of `svcCart`. */
export function nextEvent(
  svcCart: SvcCart,
  type: SvcCartEventType,
): Promise<{ error: Error | null; data: unknown }> {
  return new Promise((resolve) => {
    svcCart.events.once(type, (error, data) => resolve({ error, data }));
  });
}

/**
 * Sets `window.svcConfig` and runs the bootstrap, as loading the script does. Waits for
 * `CART_READY` unless `ready: false`.
 */
export async function startWidget(
  config: Partial<SvcCartConfig> = {},
  options: { ready?: boolean } = {},
): Promise<SvcCart> {
  window.svcConfig = baseConfig(config);
  let svcCart: SvcCart | undefined;
  const ready = new Promise<void>((resolve) => {
    window.addEventListener(
      'svc-cart-initialized',
      () => {
        const name = (config.globalName as string | undefined)?.trim() || 'svcCart';
        svcCart = (window as unknown as Record<string, SvcCart>)[name];
        svcCart!.events.once('CART_READY', () => resolve());
      },
      { once: true },
    );
  });
  bootstrap();
  if (!svcCart) throw new Error('svc-cart-initialized was not dispatched');
  started.push(svcCart);
  if (options.ready !== false) await ready;
  return svcCart;
}

/** Keeps a widget created in a test (e.g. through SvcCart.initialize) for clean-up. */
export function track(svcCart: SvcCart): SvcCart {
  started.push(svcCart);
  return svcCart;
}

/** Sets the page URL (path and query) the widget reads at start. */
export function setPageUrl(url: string): void {
  history.replaceState(null, '', url);
}

/** Registers the sandbox and a clean page for every test of a widget test file. */
export function setupWidget(): () => TestSandbox {
  let sandbox: TestSandbox;
  before(async () => {
    sandbox = await useSandbox();
  });
  beforeEach(async () => {
    await resetSandbox();
    navigations.length = 0;
    localStorage.removeItem('svc-cart:used-query');
  });
  afterEach(() => {
    for (const svcCart of started.splice(0)) svcCart.destroy();
    for (const key of ['svcCart', 'svcConfig', 'svcCheckout'])
      delete (window as unknown as Record<string, unknown>)[key];
    document.querySelectorAll('svc-cart-root').forEach((root) => root.remove());
    setPageUrl(originalUrl);
  });
  return () => sandbox;
}

/** The panel's shadow section, or null when the panel draws nothing (closed or disabled). */
export function panel(): HTMLElement | null {
  return (
    document
      .querySelector('svc-cart-root')
      ?.shadowRoot?.querySelector('svc-cart-panel')
      ?.shadowRoot?.querySelector('[part="panel"]') ?? null
  );
}

/** The widget's custom elements, through every shadow root below `svc-cart-root`. */
function widgetElements(): LitElement[] {
  const found: LitElement[] = [];
  const visit = (node: Element | ShadowRoot) => {
    for (const element of node.querySelectorAll('*')) {
      if (!element.localName.startsWith('svc-cart-')) continue;
      found.push(element as LitElement);
      if (element.shadowRoot) visit(element.shadowRoot);
    }
  };
  const root = document.querySelector('svc-cart-root');
  if (root) {
    found.push(root as LitElement);
    if (root.shadowRoot) visit(root.shadowRoot);
  }
  return found;
}

/**
 * Waits for Lit to render after a state change, including the elements whose code loads on
 * demand (the button, the pickers, the views): their loads end and they render too.
 */
export async function rendered(): Promise<void> {
  for (let pass = 0; pass < 5; pass += 1) {
    const before = widgetElements();
    await Promise.all(before.map((element) => element.updateComplete));
    await elementsLoaded();
    const after = widgetElements();
    await Promise.all(after.map((element) => element.updateComplete));
    const settledNow = after.every((element) => customElements.get(element.localName));
    if (settledNow && after.length === before.length) return;
  }
}

/** Clicks `target` like a shopper; returns whether the default action was cancelled. */
export function shopperClick(target: Element): boolean {
  let prevented: boolean | undefined;
  // Last in the bubble path: record the outcome, then cancel so the test page never navigates.
  const record = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record);
  try {
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
  } finally {
    window.removeEventListener('click', record);
  }
  if (prevented === undefined) throw new Error('the click did not reach the window');
  return prevented;
}

const WIDGET_EVENTS: SvcCartEventType[] = [
  'CART_READY',
  'CART_UPDATED',
  'CART_OPEN',
  'CART_CLOSE',
  'CART_RESET',
  'SIGN_IN',
  'SIGN_OUT',
];

/** Records the names of the widget events as they fire, in order. */
export function recordEvents(svcCart: SvcCart): string[] {
  const seen: string[] = [];
  for (const type of WIDGET_EVENTS) svcCart.events.on(type, () => seen.push(type));
  return seen;
}

/**
 * Runs `work` while the page answers the widget's `svc-cart:social-sign-in` with `token`, as a
 * page with the provider's own button does; resolves with the providers the widget asked for.
 */
export async function withPageSocialToken(token: string, work: () => Promise<unknown>): Promise<string[]> {
  const asked: string[] = [];
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<SocialSignInDetail>).detail;
    asked.push(detail.provider);
    detail.respondWith(Promise.resolve(token));
  };
  window.addEventListener(SOCIAL_SIGN_IN_EVENT, listener);
  try {
    await work();
  } finally {
    window.removeEventListener(SOCIAL_SIGN_IN_EVENT, listener);
  }
  return asked;
}

/**
 * Loads `srcdoc` in a new frame (a page of its own, as a shop's page is) and resolves with the first
 * message the frame posts to this page (`parent.postMessage(value, '*')`); the frame is removed then.
 */
export function frameMessage<T>(srcdoc: string): Promise<T> {
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow) return;
      window.removeEventListener('message', onMessage);
      frame.remove();
      resolve(event.data as T);
    };
    window.addEventListener('message', onMessage);
    frame.srcdoc = srcdoc;
    document.body.append(frame);
  });
}
