/**
 * Faults: the widget on a network that fails and a server that errs. Start-up requests that answer
 * 500, time out or never arrive; a failure in the middle of queued cart changes; answers that come
 * back late. Each test checks what the shopper sees, what the page's code gets (events, promises)
 * and what left the client, and that the next action works again without a reload.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import Svc, { SvcApiError, SvcNetworkError, SvcTimeoutError, type Cart } from '@svc/sdk';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { refreshPolicy } from '../../src/controller/refresh.js';
import { sandboxRequest } from '../../sandbox/testing.js';
import { captureConsoleError, rejectionOf } from '../../sdk/test/helpers.js';
import { apiUrl, nextConsoleError, nextEvent, panel, rendered, setupWidget, startWidget } from './helpers.js';
import { until } from '../shared/wait.js';
import { pendingRequestsAnswered } from '../shared/quiet.js';

const API = '*/storefront/v1';

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
function inPanel(tag: string): Element | null {
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
async function errorView(): Promise<{ title: string; message: string; buttons: string[] } | null> {
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
async function summaryShown(): Promise<{ lines: string[]; dueToday: string; empty: boolean }> {
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

const money = (amount: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(amount / 100);

/** The cart as the server has it, read past the widget. */
async function serverCart(cartId: string): Promise<Cart> {
  const { status, body } = await sandboxRequest('GET', `/carts/${cartId}?expand[]=items.product`);
  expect(status).to.equal(200);
  return body as unknown as Cart;
}

const linesOf = (cart: Cart | undefined) =>
  (cart?.items ?? []).map((item) => `${item.productId}x${item.quantity ?? 1}`).sort();

const cookie = (name: string): string | null => {
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return pair === undefined ? null : decodeURIComponent(pair.slice(name.length + 1));
};

let started: SvcCart | undefined;

/** Counts the events of `type` from now on; returns a function that reads the count. */
function countEvents(svcCart: SvcCart, type: 'CART_READY'): () => number {
  let count = 0;
  svcCart.events.on(type, () => (count += 1));
  return () => count;
}

/** Starts the widget and waits for its first CART_READY, whatever it carries. */
async function startAndWaitReady(): Promise<{
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

describe('faults', () => {
  const sandbox = setupWidget();
  let page: ReturnType<typeof watchPage>;
  beforeEach(() => {
    page = watchPage();
  });
  afterEach(() => {
    page.stop();
    expect(page.errors, 'uncaught errors of the host page').to.deep.equal([]);
  });

  describe('start-up', () => {
    /** After a failed start-up: the error view with Try again, then the network is back and Try again recovers. */
    async function failedThenRecovers(svcCart: SvcCart, message: string): Promise<void> {
      expect(svcCart.ready).to.equal(false);
      expect(svcCart.cart).to.equal(undefined);
      svcCart.open();
      expect(await errorView()).to.deep.equal({
        title: 'Something went wrong',
        message,
        buttons: ['Try again'],
      });

      sandbox().worker.resetHandlers();
      const readyEvents = countEvents(svcCart, 'CART_READY');
      const readyAgain = nextEvent(svcCart, 'CART_UPDATED');
      const retry =
        inPanel('svc-cart-error')!.shadowRoot!.querySelector<HTMLButtonElement>('[part~="retry-button"]')!;
      retry.click();
      const { error, data } = await readyAgain;
      expect(error).to.equal(null);
      expect(data).to.equal(svcCart.cart);
      expect(svcCart.ready).to.equal(true);
      expect(readyEvents(), 'CART_READY fires once, and it already carried the error').to.equal(0);
      expect(await errorView()).to.equal(null);
      expect((await summaryShown()).empty).to.equal(true);
      expect(cookie('svc_cart_id')).to.equal(svcCart.cart!.id);
    }

    it('GET /shop answering 500: svc-cart-initialized, CART_READY with the SvcApiError, the error view, and Try again recovers', async () => {
      sandbox().worker.use(
        http.get(`${API}/shop`, () =>
          HttpResponse.json({ code: 'internal_error', message: 'Database unavailable.' }, { status: 500 }),
        ),
      );
      const initialized = new Promise((resolve) =>
        window.addEventListener('svc-cart-initialized', resolve, { once: true }),
      );
      const { svcCart, ready } = await startAndWaitReady();
      await initialized;
      expect(window.svcCart).to.equal(svcCart);
      expect(ready.error).to.be.instanceOf(SvcApiError);
      expect(ready.error!.message).to.equal(
        'Svc shop.load: Database unavailable. (HTTP 500, internal_error)',
      );
      expect(ready.data).to.equal(undefined);
      await failedThenRecovers(svcCart, 'We could not complete that. Please try again.');
    });

    it('GET /shop without an answer within the timeout: CART_READY with the SvcTimeoutError and the network message', async () => {
      // The page's one HTTP client, as the first Svc.init made it: a 500 ms limit for this test.
      await Svc.init({ apiKey: 'demo-api-key', apiUrl: apiUrl(), timeout: 500 });
      sandbox().clearSent();
      let giveUp!: () => void;
      const gaveUp = new Promise<void>((resolve) => (giveUp = resolve));
      sandbox().worker.use(
        http.get(`${API}/shop`, async () => {
          // Held until the client has given up on it.
          await gaveUp;
          return undefined;
        }),
      );
      const { svcCart, ready } = await startAndWaitReady();
      giveUp();
      expect(ready.error).to.be.instanceOf(SvcTimeoutError);
      expect(ready.error!.message).to.equal(`Svc shop.load: no answer from ${apiUrl()}shop within 500 ms`);
      await failedThenRecovers(svcCart, 'We could not reach the shop. Check your connection and try again.');
    });

    it('the network failing for every request: CART_READY with the SvcNetworkError, and addItem works once it is back', async () => {
      sandbox().worker.use(http.all(`${API}/*`, () => HttpResponse.error()));
      const { svcCart, ready } = await startAndWaitReady();
      expect(ready.error).to.be.instanceOf(SvcNetworkError);
      expect(ready.error!.message).to.match(
        /^Svc shop\.load: could not reach http:\/\/.+\/storefront\/v1\/shop \(/,
      );
      expect(cookie('svc_cart_id')).to.equal(null);
      svcCart.open();
      expect((await errorView())?.message).to.equal(
        'We could not reach the shop. Check your connection and try again.',
      );
      svcCart.close();

      sandbox().worker.resetHandlers();
      const cart = await svcCart.addItem({ productId: 231, quantity: 1 });
      expect(svcCart.ready).to.equal(true);
      expect(linesOf(cart)).to.deep.equal(['231x1']);
      expect(linesOf(await serverCart(cart.id))).to.deep.equal(['231x1']);
      expect(cookie('svc_cart_id')).to.equal(cart.id);
      svcCart.open();
      expect(await summaryShown()).to.deep.equal({
        lines: ['Brewing Guide (eBook) × 1'],
        dueToday: money(cart.total ?? 0),
        empty: false,
      });
    });

    it('a cart load that fails once on the network is sent again: the stored cart, no new cart', async () => {
      const created = await sandboxRequest('POST', '/carts', {});
      const cartId = (created.body as { id: string }).id;
      await sandboxRequest('POST', `/carts/${cartId}/items`, { productId: 201, quantity: 2 });
      document.cookie = `svc_cart_id=${cartId}; path=/`;
      sandbox().clearSent();
      sandbox().worker.use(http.get(`${API}/carts/:cartId`, () => HttpResponse.error(), { once: true }));
      const { svcCart, ready } = await startAndWaitReady();
      expect(ready.error).to.equal(null);
      expect(svcCart.cart!.id).to.equal(cartId);
      expect(linesOf(svcCart.cart)).to.deep.equal(['201x2']);
      expect(cookie('svc_cart_id')).to.equal(cartId);
      const sent = await sandbox().sent();
      expect(
        sent.filter((request) => request.method === 'POST').map((request) => request.path),
      ).to.deep.equal([]);
    });

    it('cart creation answering 500 twice: CART_READY with the error; the first addItem afterwards starts the widget', async () => {
      sandbox().worker.use(
        http.post(`${API}/carts`, () =>
          HttpResponse.json({ code: 'internal_error', message: 'No carts today.' }, { status: 500 }),
        ),
      );
      const { svcCart, ready } = await startAndWaitReady();
      expect(ready.error!.message).to.equal('Svc cart.create: No carts today. (HTTP 500, internal_error)');
      expect(cookie('svc_cart_id')).to.equal(null);
      const posts = (await sandbox().sent()).filter((request) => request.method === 'POST');
      expect(posts.map((request) => request.path)).to.deep.equal(['/carts', '/carts']);

      sandbox().worker.resetHandlers();
      const readyEvents = countEvents(svcCart, 'CART_READY');
      const updates: unknown[] = [];
      svcCart.events.on('CART_UPDATED', (error, data) => updates.push(error ?? data));
      const cart = await svcCart.addItem({ productId: 201, quantity: 1 });
      expect(readyEvents(), 'CART_READY fires once').to.equal(0);
      // The start that succeeded reports its cart as an update, then the item lands.
      expect(updates.length).to.equal(2);
      expect((updates[0] as Cart).items).to.deep.equal([]);
      expect(updates[1]).to.equal(cart);
      expect(linesOf(cart)).to.deep.equal(['201x1']);
      expect(linesOf(await serverCart(cart.id))).to.deep.equal(['201x1']);
    });

    it('the token check answering 500: the widget starts as a guest with its cart', async () => {
      document.cookie = `svc_access_token=${sandbox().store.issueToken(1)}; path=/`;
      sandbox().worker.use(
        http.get(`${API}/customers/me`, () =>
          HttpResponse.json({ code: 'internal_error', message: 'Try later.' }, { status: 500 }),
        ),
      );
      const { svcCart, ready } = await startAndWaitReady();
      expect(ready.error).to.equal(null);
      expect(ready.data).to.equal(svcCart.cart);
      expect(svcCart.customer).to.equal(null);
      svcCart.open();
      expect(await summaryShown()).to.deep.equal({ lines: [], dueToday: '', empty: true });
    });
  });

  describe('a failure in the middle of queued changes', () => {
    /** Queues addItem, updateItem (which fails) and addItem without waiting; returns their outcomes. */
    async function queueThree(svcCart: SvcCart, lineId: string) {
      const outcome: string[] = [];
      const first = svcCart.addItem({ productId: 201, quantity: 1 }).then(() => outcome.push('add 201'));
      const second = svcCart.updateItem(lineId, { quantity: 3 }).then(() => outcome.push('update'));
      const third = svcCart.addItem({ productId: 211, quantity: 2 }).then(() => outcome.push('add 211'));
      await first;
      const error = await rejectionOf(second);
      outcome.push('update failed');
      await third;
      return { outcome, error };
    }

    async function expectScreenMatchesServer(svcCart: SvcCart): Promise<void> {
      const server = await serverCart(svcCart.cart!.id);
      expect(linesOf(svcCart.cart)).to.deep.equal(linesOf(server));
      expect(svcCart.cart!.total).to.equal(server.total);
      svcCart.showSummary();
      svcCart.open();
      const shown = await summaryShown();
      expect(shown.lines).to.deep.equal([
        'Brewing Guide (eBook) × 1',
        'Ceramic Mug × 1',
        'Paper Filters × 2',
      ]);
      expect(shown.dueToday).to.equal(money(server.total ?? 0));
    }

    it('updateItem answering 503 (sandbox fault): only it rejects, the later addItem runs in order, the screen equals the server', async () => {
      const svcCart = await startWidget();
      const start = await svcCart.addItem({ productId: 231, quantity: 1 });
      const lineId = start.items[0]!.id;
      svcCart.close();
      sandbox().setFaults({ fail: ['cart.updateItem'] });
      sandbox().clearSent();
      const { outcome, error } = await queueThree(svcCart, lineId);
      expect(error).to.be.instanceOf(SvcApiError);
      expect(error.message).to.equal(
        'Svc cart.updateItem: The sandbox was asked to fail cart.updateItem. (HTTP 503, sandbox_fault)',
      );
      expect(outcome).to.deep.equal(['add 201', 'update failed', 'add 211']);
      const sent = (await sandbox().sent()).filter((request) => request.method !== 'GET');
      expect(
        sent.map((request) => `${request.method} ${request.path.replace(svcCart.cart!.id, ':id')}`),
      ).to.deep.equal(['POST /carts/:id/items', `PATCH /carts/:id/items/${lineId}`, 'POST /carts/:id/items']);
      await expectScreenMatchesServer(svcCart);
    });

    it('updateItem answering 422 with field errors: SvcApiError with the server message, and nothing lost or invented', async () => {
      const svcCart = await startWidget();
      const start = await svcCart.addItem({ productId: 231, quantity: 1 });
      svcCart.close();
      sandbox().worker.use(
        http.patch(
          `${API}/carts/:cartId/items/:itemId`,
          () =>
            HttpResponse.json(
              {
                code: 'validation_failed',
                message: 'Quantity is too high.',
                errors: { quantity: ['is too high'] },
              },
              { status: 422 },
            ),
          { once: true },
        ),
      );
      const updated: Cart[] = [];
      svcCart.events.on('CART_UPDATED', (_error, cart) => updated.push(cart as Cart));
      const { outcome, error } = await queueThree(svcCart, start.items[0]!.id);
      expect(error).to.be.instanceOf(SvcApiError);
      expect(error.message).to.equal(
        'Svc cart.updateItem: Quantity is too high. (HTTP 422, validation_failed)',
      );
      expect((error as SvcApiError).fieldErrors).to.deep.equal({ quantity: ['is too high'] });
      expect(outcome).to.deep.equal(['add 201', 'update failed', 'add 211']);
      expect(updated.map(linesOf)).to.deep.equal([
        ['201x1', '231x1'],
        ['201x1', '211x2', '231x1'],
      ]);
      await expectScreenMatchesServer(svcCart);
    });
  });

  describe('answers that come back late', () => {
    it('a first addItem answered late: later changes wait for it, and the cart only moves forward', async () => {
      const svcCart = await startWidget();
      // The first add reaches the server at once; only its answer is held back.
      let held = false;
      let passing = false;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let reached!: () => void;
      const firstReached = new Promise<void>((resolve) => (reached = resolve));
      sandbox().worker.use(
        http.post(`${API}/carts/:cartId/items`, async ({ request }) => {
          if (held || passing) return undefined;
          held = true;
          passing = true;
          const answer = await fetch(request.clone());
          passing = false;
          reached();
          await released;
          return answer;
        }),
      );
      const counts: number[] = [];
      const lineCounts: number[] = [];
      svcCart.subscribe(() => {
        if (svcCart.cart && counts.at(-1) !== svcCart.itemCount) counts.push(svcCart.itemCount);
      });
      svcCart.events.on('CART_UPDATED', (_error, cart) => lineCounts.push((cart as Cart).items.length));
      svcCart.open();
      const calls = [
        svcCart.addItem({ productId: 231, quantity: 1 }),
        svcCart.addItem({ productId: 211, quantity: 2 }),
        svcCart.addItem({ productId: 201, quantity: 1 }),
      ];
      // The later adds had their chance to leave before the first answer: the server has only the first.
      await firstReached;
      await pendingRequestsAnswered();
      expect(linesOf(await serverCart(svcCart.cart!.id))).to.deep.equal(['231x1']);
      release();
      await Promise.all(calls);
      expect(counts).to.deep.equal([0, 1, 3, 4]);
      expect(lineCounts).to.deep.equal([1, 2, 3]);
      const server = await serverCart(svcCart.cart!.id);
      expect(linesOf(svcCart.cart)).to.deep.equal(linesOf(server));
      expect((await summaryShown()).dueToday).to.equal(money(server.total ?? 0));
    });
  });

  describe('coming back to the tab', () => {
    let hidden = false;
    const original = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState')!;
    before(() => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => (hidden ? 'hidden' : 'visible'),
      });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    });
    after(() => {
      delete (document as unknown as Record<string, unknown>).visibilityState;
      delete (document as unknown as Record<string, unknown>).hidden;
      expect(Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState')).to.deep.equal(original);
    });
    const staleAfter = refreshPolicy.staleAfter;
    afterEach(() => {
      refreshPolicy.staleAfter = staleAfter;
      hidden = false;
    });

    /** Hides the tab for `awayMs` on the clock the refresh rule reads (`Date.now()`), then shows it. */
    async function hideAndShow(awayMs = 0): Promise<void> {
      hidden = true;
      document.dispatchEvent(new Event('visibilitychange'));
      const hiddenAt = Date.now();
      await until(() => Date.now() - hiddenAt >= awayMs, `the tab hidden for ${awayMs} ms`);
      hidden = false;
      document.dispatchEvent(new Event('visibilitychange'));
    }

    /** Another tab adds to the same cart, straight at the server. */
    const otherTabAdds = (cartId: string, productId: number) =>
      sandboxRequest('POST', `/carts/${cartId}/items`, { productId, quantity: 1 });

    it('a cart changed in another tab is read again when the page is shown after a while, with one CART_UPDATED', async () => {
      refreshPolicy.staleAfter = 50;
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 231, quantity: 1 });
      await otherTabAdds(svcCart.cart!.id, 201);
      const updated: Cart[] = [];
      svcCart.events.on('CART_UPDATED', (_error, cart) => updated.push(cart as Cart));
      const next = nextEvent(svcCart, 'CART_UPDATED');
      await hideAndShow(100);
      const { data } = await next;
      expect(linesOf(data as Cart)).to.deep.equal(['201x1', '231x1']);
      expect(svcCart.cart).to.equal(data);
      svcCart.open();
      expect((await summaryShown()).lines).to.deep.equal(['Brewing Guide (eBook) × 1', 'Ceramic Mug × 1']);

      // Nothing changed since: no event on the next return.
      await hideAndShow(100);
      await pendingRequestsAnswered();
      expect(updated).to.have.length(1);
    });

    it('a short absence reads nothing: no request leaves the client', async () => {
      const svcCart = await startWidget();
      await otherTabAdds(svcCart.cart!.id, 201);
      sandbox().clearSent();
      await hideAndShow(10);
      await pendingRequestsAnswered();
      expect(await sandbox().sent()).to.deep.equal([]);
      expect(linesOf(svcCart.cart)).to.deep.equal([]);
    });

    it('a read that answers after a change made meanwhile never replaces the newer cart', async () => {
      refreshPolicy.staleAfter = 50;
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 231, quantity: 1 });
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let arrived!: () => void;
      const seen = new Promise<void>((resolve) => (arrived = resolve));
      let holding = true;
      sandbox().worker.use(
        http.get(`${API}/carts/:cartId`, async ({ request }) => {
          if (!holding) return undefined;
          holding = false;
          const answer = await fetch(request.clone());
          arrived();
          await released;
          return answer;
        }),
      );
      const seenCarts: string[][] = [];
      svcCart.events.on('CART_UPDATED', (_error, cart) => seenCarts.push(linesOf(cart as Cart)));
      await hideAndShow(100);
      await seen;
      const added = svcCart.addItem({ productId: 201, quantity: 1 });
      await pendingRequestsAnswered();
      release();
      await added;
      await pendingRequestsAnswered();
      expect(seenCarts).to.deep.equal([['201x1', '231x1']]);
      expect(linesOf(svcCart.cart)).to.deep.equal(['201x1', '231x1']);
    });
  });
});
