/** What the faults tests share (faults.test.ts, faults-tab.test.ts). */
import { expect } from '@open-wc/testing';
import type { Cart } from '@svc/sdk';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { sandboxRequest } from '../../sandbox/testing.js';
import { captureConsoleError } from '../../sdk/test/helpers.js';
import { nextEvent, panel, rendered, setupWidget, startWidget } from './helpers.js';
import { nextConsoleError } from '../shared/wait.js';

export const API = '*/storefront/v1';

/** Uncaught errors and unhandled rejections of the host page while a test runs. */
function watchPage(): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const onError = (event: ErrorEvent) => errors.push(`error: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) =>
    errors.push(`unhandled rejection: ${String((event.reason as Error)?.message ?? event.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    errors,
    stop: () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}

/** The element below the panel named `tag`, in the panel's shadow root. */
export function inPanel(tag: string): Element | null {
  return (
    document
      .querySelector('svc-cart-root')
      ?.shadowRoot?.querySelector('svc-cart-panel')
      ?.shadowRoot?.querySelector(tag) ?? null
  );
}

const text = (node: Element | null | undefined): string =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** What the error view shows: title, message and its buttons' labels; `null` when it is not shown. */
export async function errorView(): Promise<{ title: string; message: string; buttons: string[] } | null> {
  await rendered();
  const view = inPanel('svc-cart-error')?.shadowRoot;
  if (!view || !panel()) return null;
  return {
    title: text(view.querySelector('[part="title"]')),
    message: text(view.querySelector('[part="message"]')),
    buttons: [...view.querySelectorAll('button')].map((button) => text(button)),
  };
}

/** What the summary shows: each line as `name × quantity` and the amount due today. */
export async function summaryShown(): Promise<{ lines: string[]; dueToday: string; empty: boolean }> {
  await rendered();
  const summary = inPanel('svc-cart-summary')?.shadowRoot;
  if (!summary) throw new Error('the summary is not shown');
  const lines = [...summary.querySelectorAll('svc-cart-line')].map((line) => {
    const root = line.shadowRoot!;
    return `${text(root.querySelector('[part="name"]'))} × ${text(root.querySelector('[part="quantity"]')) || '1'}`;
  });
  const due = summary.querySelector('[part~="due-today"] dd');
  return {
    lines: lines.sort(),
    dueToday: text(due),
    empty: Boolean(summary.querySelector('[part="empty"]')),
  };
}

export const money = (amount: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(amount / 100);

/** The cart as the server has it, read past the widget. */
export async function serverCart(cartId: string): Promise<Cart> {
  const { status, body } = await sandboxRequest('GET', `/carts/${cartId}?expand[]=items.product`);
  expect(status).to.equal(200);
  return body as unknown as Cart;
}

export const linesOf = (cart: Cart | undefined) =>
  (cart?.items ?? []).map((item) => `${item.productId}x${item.quantity ?? 1}`).sort();

export const cookie = (name: string): string | null => {
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return pair === undefined ? null : decodeURIComponent(pair.slice(name.length + 1));
};

let started: SvcCart | undefined;

/** Counts the events of `type` from now on; returns a function that reads the count. */
export function countEvents(svcCart: SvcCart, type: 'CART_READY'): () => number {
  let count = 0;
  svcCart.events.on(type, () => (count += 1));
  return () => count;
}

/** Starts the widget and waits for its first CART_READY, whatever it carries. */
export async function startAndWaitReady(): Promise<{
  svcCart: SvcCart;
  ready: { error: Error | null; data: unknown };
}> {
  let ready!: { error: Error | null; data: unknown };
  await captureConsoleError(async () => {
    // A failed start-up is logged by the bootstrap a moment after CART_READY.
    const reported = nextConsoleError();
    const svcCart = await startWidget({}, { ready: false });
    ready = await nextEvent(svcCart, 'CART_READY');
    started = svcCart;
    if (ready.error) await reported;
  });
  return { svcCart: started!, ready };
}

/** The widget's sandbox for the faults tests; after each test, the host page saw no uncaught error. */
export function setupFaults(): ReturnType<typeof setupWidget> {
  const sandbox = setupWidget();
  let page: ReturnType<typeof watchPage>;
  beforeEach(() => {
    page = watchPage();
  });
  afterEach(() => {
    page.stop();
    expect(page.errors, 'uncaught errors of the host page').to.deep.equal([]);
  });
  return sandbox;
}
