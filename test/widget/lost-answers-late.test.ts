/**
 * A cart change the server applies after the client gave up on it (issue 39, fault 1): the add's
 * request is held in the sandbox past the SDK's timeout, and the sandbox applies it only after the
 * widget's first read-back found nothing. Try again, or the shopper pressing again, must not send it
 * a second time while it may still apply: the widget reads the cart until the add shows, or until
 * the change's time is up (`settlePolicy`), and only then sends it.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import Svc, { type Cart } from '@svc/sdk';
import { settlePolicy } from '../../src/controller/lost-answers.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { until } from '../shared/wait.js';
import { apiUrl, panel, rendered } from './helpers.js';
import { API, errorView, linesOf, serverCart, setupFaults, summaryShown } from './faults-helpers.js';
import { startWidget } from './helpers.js';

/**
 * The SDK's limit for one request in these tests: the add's answer is lost after it. Every other
 * answer of the sandbox comes within it on a busy machine too.
 */
const TIMEOUT = 2000;

describe('a lost add that the server applies late', () => {
  const sandbox = setupFaults();
  const policy = { ...settlePolicy };
  beforeEach(() => {
    // Reads of a lost change 10 ms apart at first; the bound stays the widget's own.
    settlePolicy.firstWait = 10;
  });
  afterEach(() => {
    Object.assign(settlePolicy, policy);
  });

  /** The widget on the page's one HTTP client with a short timeout, its drawer open on the summary. */
  async function widget(): Promise<SvcCart> {
    await Svc.init({ apiKey: 'demo-api-key', apiUrl: apiUrl(), timeout: TIMEOUT });
    const svcCart = await startWidget();
    svcCart.open();
    await rendered();
    sandbox().clearSent();
    return svcCart;
  }

  /** The changes (not reads) that left the client since the widget started, as `METHOD /path`. */
  async function changesSent(): Promise<string[]> {
    return (await sandbox().sent())
      .filter((request) => request.method !== 'GET')
      .map((request) => `${request.method} ${request.path.replace(/[0-9a-f-]{36}/g, ':id')}`);
  }

  /** The lines of the cart as the sandbox holds it, read in its store. */
  const storeLines = (cartId: string) =>
    (sandbox().store.carts.get(cartId)?.lines ?? []).map((line) => `${line.productId}x${line.quantity}`);

  /**
   * Holds the next add in the sandbox until `land()`; the client gives up on it after `TIMEOUT`, and
   * the sandbox then applies it, as a slow server does. `landed()` resolves once it holds the line.
   */
  function lateAdd(cartId: string): { land: () => void; landed: () => Promise<void> } {
    let land!: () => void;
    const landing = new Promise<void>((resolve) => (land = resolve));
    sandbox().worker.use(
      http.post(
        `${API}/carts/:cartId/items`,
        async () => {
          await landing;
          // On to the sandbox's own handler, which applies the add (nobody hears its answer).
          return undefined;
        },
        { once: true },
      ),
    );
    const landed = () => until(() => storeLines(cartId).length > 0, 'the late add in the sandbox');
    return { land, landed };
  }

  /**
   * The widget (see `widget`) whose add of a Ceramic Mug timed out while the sandbox holds it (see
   * `lateAdd`): the call failed with `SvcTimeoutError`.
   */
  async function lostAdd() {
    const svcCart = await widget();
    const cartId = svcCart.cart!.id;
    const late = lateAdd(cartId);
    const error = await failureOf(svcCart.addItem({ productId: 201, quantity: 1 }));
    expect(error?.name).to.equal('SvcTimeoutError');
    return { svcCart, cartId, ...late };
  }

  /** One add left the client, and the server's cart and the widget's each hold one Ceramic Mug. */
  async function addedOnce(svcCart: SvcCart, cartId: string): Promise<void> {
    expect(await changesSent()).to.deep.equal(['POST /carts/:id/items']);
    expect(linesOf(await serverCart(cartId))).to.deep.equal(['201x1']);
    expect(linesOf(svcCart.cart!)).to.deep.equal(['201x1']);
  }

  /** The rejection of `call`, or `null` when it resolved. */
  const failureOf = (call: Promise<unknown>) =>
    call.then(
      () => null,
      (error: Error) => error,
    );

  /** The error view's Try again button. */
  function tryAgain(): HTMLButtonElement {
    const view = panel()?.querySelector('svc-cart-error')?.shadowRoot;
    const button = view?.querySelector<HTMLButtonElement>('[part~="retry-button"]');
    if (!button) throw new Error('no Try again button');
    return button;
  }

  /** Resolves with the next cart the widget announces. */
  const nextUpdate = (svcCart: SvcCart) =>
    new Promise<Cart>((resolve) =>
      svcCart.events.once('CART_UPDATED', (_error, cart) => resolve(cart as Cart)),
    );

  it('Timeout, the add lands after the read-back, Try again: one Ceramic Mug on the server and in the drawer, one add sent', async () => {
    const { svcCart, cartId, land, landed } = await lostAdd();
    // The widget's read-back found nothing: the shopper sees the failure and Try again.
    expect(await errorView()).to.deep.equal({
      title: 'Something went wrong',
      message: 'We could not reach the shop. Check your connection and try again.',
      buttons: ['Try again', 'Back to cart'],
    });
    land();
    await landed();
    const updated = nextUpdate(svcCart);
    tryAgain().click();
    expect(linesOf(await updated)).to.deep.equal(['201x1']);
    await addedOnce(svcCart, cartId);
    expect(await errorView()).to.equal(null);
    expect((await summaryShown()).lines).to.deep.equal(['Ceramic Mug × 1']);
  });

  it('the shopper presses again while the add is still on its way: the widget reads until it lands and sends nothing', async () => {
    const { svcCart, cartId, land, landed } = await lostAdd();
    // The second press reads the cart first: the add is not there yet. The sandbox applies it when
    // the widget reads again, and that read is answered once it has.
    let reads = 0;
    sandbox().worker.use(
      http.get(`${API}/carts/:cartId`, async () => {
        reads += 1;
        if (reads === 2) {
          land();
          await landed();
        }
        return undefined;
      }),
    );
    const cart = await svcCart.addItem({ productId: 201, quantity: 1 });
    expect(reads).to.equal(2);
    expect(linesOf(cart)).to.deep.equal(['201x1']);
    await addedOnce(svcCart, cartId);
  });

  it('the product page’s add of the same item (configureItem) after the lost addItem reads first and sends nothing', async () => {
    const { svcCart, cartId, land, landed } = await lostAdd();
    land();
    await landed();
    const { finalized } = await svcCart.configureItem({ productId: 201, quantity: 1 });
    expect(finalized).to.equal(true);
    await addedOnce(svcCart, cartId);
  });

  it('an add that never lands is sent again only once its time is up, after reading the cart', async () => {
    settlePolicy.bound = 300;
    const svcCart = await widget();
    const cartId = svcCart.cart!.id;
    // The connection drops: the add may have reached the server, and it never applies.
    let lostAt = 0;
    let sentAgainAt = 0;
    sandbox().worker.use(
      http.post(
        `${API}/carts/:cartId/items`,
        () => {
          lostAt = performance.now();
          return HttpResponse.error();
        },
        { once: true },
      ),
      // The add sent again reaches the sandbox, which applies it.
      http.post(`${API}/carts/:cartId/items`, () => {
        sentAgainAt = performance.now();
        return undefined;
      }),
    );
    const error = await failureOf(svcCart.addItem({ productId: 201, quantity: 1 }));
    expect(error?.name).to.equal('SvcNetworkError');
    sandbox().clearSent();
    const updated = nextUpdate(svcCart);
    tryAgain().click();
    expect(linesOf(await updated)).to.deep.equal(['201x1']);
    const sent = (await sandbox().sent()).map((request) => request.method);
    // The cart is read first (again until the bound, when Try again came before it), then the add
    // is sent once, and not before the bound after the loss has passed.
    expect(sent.slice(-1)).to.deep.equal(['POST']);
    expect(sent.slice(0, -1).length).to.be.at.least(1);
    expect(sent.slice(0, -1).every((method) => method === 'GET')).to.equal(true);
    expect(sentAgainAt - lostAt, 'ms from the loss to the add sent again').to.be.at.least(300);
    expect(linesOf(await serverCart(cartId))).to.deep.equal(['201x1']);
  });
});
