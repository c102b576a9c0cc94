/**
 * Cart changes whose answer is lost (the sandbox's `failAfter`: applied, then 503 with no body, as
 * a proxy answers when the origin applied the change): the widget reads the cart back instead of
 * sending the change again, shows the server's cart and emits CART_UPDATED once. A change that had
 * not applied is sent exactly once more on Try again. Offline, nothing is sent.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import type { Cart } from '@svc/sdk';
import { answerLost } from '../../src/controller/lost-answers.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { sandboxRequest } from '../../sandbox/testing.js';
import { panel, rendered, setupWidget, startWidget } from './helpers.js';

const API = '*/storefront/v1';

/** The cart's lines as `productId×quantity`. */
const linesOf = (cart: Cart | null | undefined) =>
  (cart?.items ?? []).map((item) => `${item.productId}x${item.quantity}`);

/** Every CART_UPDATED with its cart, from now on. */
function updates(svcCart: SvcCart): Cart[] {
  const seen: Cart[] = [];
  svcCart.events.on('CART_UPDATED', (_error, data) => seen.push(data as Cart));
  return seen;
}

/** The error view's Try again button, once the view shows. */
async function tryAgainButton(): Promise<HTMLButtonElement> {
  await rendered();
  const view = panel()?.querySelector('svc-cart-error')?.shadowRoot;
  const button = view?.querySelector<HTMLButtonElement>('[part~="retry-button"]');
  if (!button) throw new Error('no Try again button');
  return button;
}

describe('cart changes after a lost answer', () => {
  const sandbox = setupWidget();

  /** The change requests (not reads) sent since the last clear, as `METHOD /path`. */
  async function changesSent(): Promise<string[]> {
    return (await sandbox().sent())
      .filter((request) => request.method !== 'GET')
      .map((request) => `${request.method} ${request.path.replace(/[0-9a-f-]{36}/g, ':id')}`);
  }

  /** The server's cart, read past the widget (the sandbox's own request, not logged as sent). */
  async function serverCart(svcCart: SvcCart): Promise<Cart> {
    const { status, body } = await sandboxRequest('GET', `/carts/${svcCart.cart!.id}`);
    expect(status).to.equal(200);
    return body as unknown as Cart;
  }

  describe('the answer is lost and the cart reads back', () => {
    it('addItem: one line on the server, the promise resolves with it, CART_UPDATED once', async () => {
      const svcCart = await startWidget();
      const seen = updates(svcCart);
      sandbox().clearSent();
      sandbox().setFaults({ failAfter: ['cart.addItem'] });
      const cart = await svcCart.addItem({ productId: 201, quantity: 1 });
      expect(linesOf(cart)).to.deep.equal(['201x1']);
      expect(linesOf(svcCart.cart)).to.deep.equal(['201x1']);
      expect(await changesSent()).to.deep.equal(['POST /carts/:id/items']);
      expect(seen.map(linesOf)).to.deep.equal([['201x1']]);
      expect(svcCart.error).to.equal(null);
    });

    it('updateItem: the quantity changed once, the promise resolves, CART_UPDATED once', async () => {
      const svcCart = await startWidget();
      const line = (await svcCart.addItem({ productId: 201, quantity: 1 })).items[0]!;
      const seen = updates(svcCart);
      sandbox().clearSent();
      sandbox().setFaults({ failAfter: ['cart.updateItem'] });
      const cart = await svcCart.updateItem(line.id, { quantity: 3 });
      expect(linesOf(cart)).to.deep.equal(['201x3']);
      expect(await changesSent()).to.deep.equal(['PATCH /carts/:id/items/:id']);
      expect(seen.map(linesOf)).to.deep.equal([['201x3']]);
    });

    it('removeItem: the line gone once, the promise resolves, CART_UPDATED once', async () => {
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 201, quantity: 1 });
      const line = (await svcCart.addItem({ productId: 231, quantity: 1 })).items[1]!;
      const seen = updates(svcCart);
      sandbox().clearSent();
      sandbox().setFaults({ failAfter: ['cart.removeItem'] });
      const cart = await svcCart.removeItem(line.id);
      expect(linesOf(cart)).to.deep.equal(['201x1']);
      expect(await changesSent()).to.deep.equal(['DELETE /carts/:id/items/:id']);
      expect(seen.map(linesOf)).to.deep.equal([['201x1']]);
    });

    it('updateCart: the coupon on the cart once, the promise resolves, CART_UPDATED once', async () => {
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 201, quantity: 2 });
      const seen = updates(svcCart);
      sandbox().clearSent();
      sandbox().setFaults({ failAfter: ['cart.update'] });
      const cart = await svcCart.updateCart({ couponCode: 'welcome10' });
      expect(cart.coupon?.code).to.equal('WELCOME10');
      expect(await changesSent()).to.deep.equal(['PATCH /carts/:id']);
      expect(seen.map((updated) => updated.coupon?.code)).to.deep.equal(['WELCOME10']);
    });
  });

  describe('the answer is lost and the cart cannot be read back at once', () => {
    /** Fails every read of the cart until the returned function is called. */
    function failReads(): () => void {
      let failing = true;
      sandbox().worker.use(
        http.get(`${API}/carts/:cartId`, () => (failing ? HttpResponse.error() : undefined)),
      );
      return () => (failing = false);
    }

    it('addItem: the error view, then Try again reads the cart and sends nothing: one line, CART_UPDATED once', async () => {
      const svcCart = await startWidget();
      const seen = updates(svcCart);
      sandbox().clearSent();
      sandbox().setFaults({ failAfter: ['cart.addItem'] });
      const readsBack = failReads();
      const error = await svcCart.addItem({ productId: 201, quantity: 1 }).then(
        () => null,
        (failure: Error) => failure,
      );
      expect((error as { status?: number } | null)?.status).to.equal(503);
      expect(seen).to.deep.equal([]);
      sandbox().setFaults({ failAfter: [] });
      readsBack();
      (await tryAgainButton()).click();
      await rendered();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await changesSent()).to.deep.equal(['POST /carts/:id/items']);
      expect(linesOf(await serverCart(svcCart))).to.deep.equal(['201x1']);
      expect(linesOf(svcCart.cart)).to.deep.equal(['201x1']);
      expect(seen.map(linesOf)).to.deep.equal([['201x1']]);
      expect(svcCart.error).to.equal(null);
      // The shopper sees the server's cart: one line in the drawer.
      const summary = panel()!.querySelector('svc-cart-summary')!;
      const names = [...summary.shadowRoot!.querySelectorAll('svc-cart-line')].map((line) =>
        line.shadowRoot!.querySelector('[part~="name"]')!.textContent!.trim(),
      );
      expect(names).to.deep.equal(['Ceramic Mug']);
    });

    for (const [method, operation] of [
      ['updateItem', 'cart.updateItem'],
      ['removeItem', 'cart.removeItem'],
      ['updateCart', 'cart.update'],
    ] as const) {
      it(`${method}: the call again reads the cart and sends nothing; CART_UPDATED once`, async () => {
        const svcCart = await startWidget();
        const line = (await svcCart.addItem({ productId: 201, quantity: 1 })).items[0]!;
        const call = () =>
          method === 'updateItem'
            ? svcCart.updateItem(line.id, { quantity: 2 })
            : method === 'removeItem'
              ? svcCart.removeItem(line.id)
              : svcCart.updateCart({ couponCode: 'WELCOME10' });
        const seen = updates(svcCart);
        sandbox().clearSent();
        sandbox().setFaults({ failAfter: [operation] });
        const readsBack = failReads();
        const failed = await call().then(
          () => false,
          () => true,
        );
        expect(failed).to.equal(true);
        sandbox().setFaults({ failAfter: [] });
        readsBack();
        const cart = await call();
        expect((await changesSent()).length).to.equal(1);
        const expected = { updateItem: ['201x2'], removeItem: [], updateCart: ['201x1'] }[method];
        expect(linesOf(cart)).to.deep.equal(expected);
        expect(linesOf(await serverCart(svcCart))).to.deep.equal(expected);
        expect(seen.map(linesOf)).to.deep.equal([expected]);
      });
    }
  });

  it('a change that had not applied is sent exactly once more on Try again', async () => {
    const svcCart = await startWidget();
    const seen = updates(svcCart);
    sandbox().clearSent();
    sandbox().setFaults({ fail: ['cart.addItem'] });
    await svcCart.addItem({ productId: 201, quantity: 1 }).catch(() => undefined);
    expect(await changesSent()).to.deep.equal(['POST /carts/:id/items']);
    expect(linesOf(await serverCart(svcCart))).to.deep.equal([]);
    sandbox().setFaults({ fail: [] });
    (await tryAgainButton()).click();
    await rendered();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await changesSent()).to.deep.equal(['POST /carts/:id/items', 'POST /carts/:id/items']);
    expect(linesOf(await serverCart(svcCart))).to.deep.equal(['201x1']);
    expect(seen.map(linesOf)).to.deep.equal([['201x1']]);
  });

  describe('offline', () => {
    /** `navigator.onLine` as the browser reports it while offline, until the returned function. */
    function goOffline(): () => void {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      return () => {
        delete (navigator as unknown as Record<string, unknown>).onLine;
        window.dispatchEvent(new Event('online'));
      };
    }

    it('addItem sends nothing and says so; Try again waits for the connection, then adds once', async () => {
      const svcCart = await startWidget();
      const seen = updates(svcCart);
      sandbox().clearSent();
      const backOnline = goOffline();
      try {
        const error = await svcCart.addItem({ productId: 201, quantity: 1 }).then(
          () => null,
          (failure: Error & { code?: string }) => failure,
        );
        expect(error?.code).to.equal('offline');
        expect(error?.message).to.equal('Cart Widget:addItem the browser is offline; nothing was sent');
        expect(await changesSent()).to.deep.equal([]);
        const view = () => panel()!.querySelector('svc-cart-error')!.shadowRoot!;
        const button = await tryAgainButton();
        expect(view().querySelector('[part~="message"]')!.textContent).to.equal(
          'You are offline, so nothing was sent. Try again once you are back online.',
        );
        button.click();
        await rendered();
        expect(button.textContent!.trim()).to.equal('Waiting for the connection…');
        expect(button.getAttribute('aria-busy')).to.equal('true');
        expect(await changesSent()).to.deep.equal([]);
      } finally {
        backOnline();
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      await rendered();
      expect(await changesSent()).to.deep.equal(['POST /carts/:id/items']);
      expect(linesOf(await serverCart(svcCart))).to.deep.equal(['201x1']);
      expect(seen.map(linesOf)).to.deep.equal([['201x1']]);
      expect(svcCart.error).to.equal(null);
    });

    it('updateItem, removeItem and updateCart reject offline and send nothing', async () => {
      const svcCart = await startWidget();
      const line = (await svcCart.addItem({ productId: 201, quantity: 1 })).items[0]!;
      sandbox().clearSent();
      const backOnline = goOffline();
      try {
        const codes = await Promise.all(
          [
            svcCart.updateItem(line.id, { quantity: 2 }),
            svcCart.removeItem(line.id),
            svcCart.updateCart({ couponCode: 'WELCOME10' }),
          ].map((call) =>
            call.then(
              () => 'sent',
              (error: { code?: string }) => error.code,
            ),
          ),
        );
        expect(codes).to.deep.equal(['offline', 'offline', 'offline']);
        expect(await changesSent()).to.deep.equal([]);
      } finally {
        backOnline();
      }
    });
  });
});

describe('answerLost and an SDK instance of the page’s own copy (sdkClient)', () => {
  type Errors = typeof import('../../sdk/src/http/errors.js');
  let other: Errors;
  before(async () => {
    // The errors module under another address: a copy with classes of its own, as a page's own SDK is.
    const address = new URL('../../sdk/src/http/errors.ts?copy=page', import.meta.url).href;
    other = (await import(/* @vite-ignore */ address)) as Errors;
  });

  it('takes the other copy’s network errors, timeouts and 502/503/504 answers as lost, and nothing else', () => {
    const lost = [
      new other.SvcNetworkError('Svc cart.addItem: could not reach', 'cart.addItem', 'https://x/'),
      new other.SvcTimeoutError('cart.addItem', 'https://x/', 30_000),
      ...[502, 503, 504].map((status) => new other.SvcApiError('cart.addItem', status, undefined)),
    ];
    for (const error of lost) expect(answerLost(error), error.message).to.equal(true);
    const answered = [
      new other.SvcApiError('cart.addItem', 422, { code: 'invalid', message: 'No' }),
      new other.SvcApiError('cart.addItem', 500, undefined),
      new other.SvcValidationError('cart.addItem', 'payload', 'Svc cart.addItem: bad'),
    ];
    for (const error of answered) expect(answerLost(error), error.message).to.equal(false);
  });
});
