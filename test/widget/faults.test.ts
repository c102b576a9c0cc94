/**
 * Faults: the widget on a network that fails and a server that errs. Start-up requests that answer
 * 500, time out or never arrive; a failure in the middle of queued cart changes; answers that come
 * back late. Each test checks what the shopper sees, what the page's code gets (events, promises)
 * and what left the client, and that the next action works again without a reload. Coming back
 * to the tab is in faults-tab.test.ts.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import Svc, { SvcApiError, SvcNetworkError, SvcTimeoutError, type Cart } from '@svc/sdk';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { sandboxRequest } from '../../sandbox/testing.js';
import { rejectionOf } from '../../sdk/test/helpers.js';
import { apiUrl, nextEvent, startWidget } from './helpers.js';
import { pendingRequestsAnswered } from '../shared/quiet.js';
import {
  API,
  cookie,
  countEvents,
  errorView,
  inPanel,
  linesOf,
  money,
  serverCart,
  setupFaults,
  startAndWaitReady,
  summaryShown,
} from './faults-helpers.js';

describe('faults', () => {
  const sandbox = setupFaults();

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
      // The page's one HTTP client, as the first Svc.init made it: a 2 s limit for this test, which
      // the sandbox's own answers (this start-up's, and Try again's) keep on a busy machine too.
      await Svc.init({ apiKey: 'demo-api-key', apiUrl: apiUrl(), timeout: 2000 });
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
      expect(ready.error!.message).to.equal(`Svc shop.load: no answer from ${apiUrl()}shop within 2000 ms`);
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
});
