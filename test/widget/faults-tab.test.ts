/**
 * Faults: coming back to the tab. A cart changed in another tab is read again when the page is
 * shown after a while; a short absence reads nothing; a late read never replaces a newer cart.
 */
import { expect } from '@open-wc/testing';
import { http } from 'msw';
import type { Cart } from '@svc/sdk';
import { refreshPolicy } from '../../src/controller/refresh.js';
import { sandboxRequest } from '../../sandbox/testing.js';
import { nextEvent, startWidget } from './helpers.js';
import { until } from '../shared/wait.js';
import { pendingRequestsAnswered } from '../shared/quiet.js';
import { API, linesOf, setupFaults, summaryShown } from './faults-helpers.js';

describe('faults', () => {
  const sandbox = setupFaults();

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
