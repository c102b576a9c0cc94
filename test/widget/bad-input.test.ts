/**
 * Bad input to every public method of `svcCart`, and corrupted or foreign cookies at start. A
 * wrong argument is refused with the documented error (a `TypeError` naming the method and the
 * argument, the pinned messages of the spec's error table, or the SDK's `SvcValidationError`
 * naming the field) and sends nothing; an unknown ID is the server's `SvcApiError`, passed on.
 * Either way the cart, in `svcCart.cart` and on screen, stays as it was, and nothing is uncaught.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { SvcApiError, SvcValidationError } from '@svc/sdk';
import { SvcCart } from '../../src/controller/svc-cart.js';
import { readCookieValue } from '../../sdk/test/helpers.js';
import { apiUrl, panel, recordEvents, rendered, setupWidget, startWidget, track } from './helpers.js';
import { until, WAIT_LIMIT } from '../shared/wait.js';
import { pendingRequestsAnswered } from '../shared/quiet.js';
import { HUGE, METHODS, SHOWS_ERROR_VIEW, UNKNOWN_UUID, UUID, type Case } from './bad-input-cases.js';

/**
 * The text a shopper sees in the open panel, through every shadow root, whitespace collapsed
 * (without the screen reader's announcements, which say what just happened).
 */
function screenText(): string {
  const parts: string[] = [];
  const visit = (node: Node) => {
    if (node instanceof Element && node.getAttribute('part') === 'live-region') return;
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    if (node instanceof Element && node.shadowRoot) visit(node.shadowRoot);
    for (const child of node.childNodes) visit(child);
  };
  const shown = panel();
  if (shown) visit(shown);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** The error a call gives: a sync throw or a rejection. */
async function errorOf(call: () => unknown): Promise<Error | undefined> {
  try {
    await call();
  } catch (error) {
    return error as Error;
  }
  return undefined;
}

describe('bad input to every widget method', () => {
  const sandbox = setupWidget();
  const uncaught: unknown[] = [];
  const onError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => uncaught.push(event.reason);
  beforeEach(() => {
    uncaught.length = 0;
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });
  afterEach(async () => {
    // An error the test's calls left uncaught is reported by then: their answers are in, and a task
    // ran after the microtasks they queued.
    await pendingRequestsAnswered();
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    expect(uncaught.map(String), 'uncaught errors').to.deep.equal([]);
  });

  /** A widget with one line, open on the summary, the request log cleared. */
  async function openWithItem(): Promise<SvcCart> {
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 231, quantity: 1 });
    svcCart.open();
    await rendered();
    sandbox().clearSent();
    return svcCart;
  }

  async function check(svcCart: SvcCart, method: string, [name, call, expected]: Case): Promise<void> {
    const where = `${method}: ${name}`;
    const cart = JSON.stringify(svcCart.cart);
    const state = JSON.stringify(svcCart.state);
    const customer = svcCart.customer;
    const screen = screenText();
    const cookie = readCookieValue('svc_cart_id');
    sandbox().clearSent();
    const events = recordEvents(svcCart);
    const error = await errorOf(() => call(svcCart));
    if ('ok' in expected) expect(error, where).to.equal(undefined);
    else if ('type' in expected) {
      expect(error?.name, `${where}: ${String(error)}`).to.equal(expected.type);
      if (typeof expected.message === 'string') expect(error!.message, where).to.equal(expected.message);
      else expect(error!.message, where).to.match(expected.message);
    } else if ('sdk' in expected) {
      expect(error, `${where}: ${String(error)}`).to.be.instanceOf(SvcValidationError);
      expect((error as SvcValidationError).field, where).to.equal(expected.sdk);
      expect(
        error!.message.startsWith(`Svc ${expected.operation}: ${expected.sdk} `),
        error!.message,
      ).to.equal(true);
    } else {
      expect(error, `${where}: ${String(error)}`).to.be.instanceOf(SvcApiError);
      const apiError = error as SvcApiError;
      expect(
        [apiError.operation, apiError.status, apiError.code],
        `${where}: ${apiError.message}`,
      ).to.deep.equal([expected.operation, ...expected.api]);
    }
    await pendingRequestsAnswered();
    const clientSide =
      !('api' in expected) && !(method === 'authenticate' && 'type' in expected && expected.type === 'Error');
    if (clientSide) expect(await sandbox().sent(), `${where}: requests sent`).to.deep.equal([]);
    expect(JSON.stringify(svcCart.cart), `${where}: svcCart.cart`).to.equal(cart);
    expect(JSON.stringify(svcCart.state), `${where}: svcCart.state`).to.equal(state);
    expect(svcCart.customer, `${where}: customer`).to.equal(customer);
    expect(readCookieValue('svc_cart_id'), `${where}: svc_cart_id`).to.equal(cookie);
    expect(
      events.filter((type) => type !== 'CART_OPEN' && type !== 'CART_CLOSE'),
      `${where}: events`,
    ).to.deep.equal([]);
    expect(svcCart.busy.size, `${where}: busy`).to.equal(0);
    if (error && SHOWS_ERROR_VIEW.includes(method) && !('type' in expected)) {
      // The error view shows the failure; back to the cart, the cart is as it was.
      await rendered();
      expect(panel()?.dataset.view, `${where}: view`).to.equal('error');
      svcCart.close();
      svcCart.open();
    } else expect(svcCart.error, `${where}: widget error`).to.equal(null);
    await rendered();
    expect(panel()?.dataset.view, `${where}: view`).to.equal('summary');
    expect(screenText(), `${where}: the summary on screen`).to.equal(screen);
  }

  for (const [method, cases] of Object.entries(METHODS)) {
    it(`${method}: ${cases.length} bad calls refused as documented, nothing changed`, async function () {
      this.timeout(60_000);
      const svcCart = await openWithItem();
      for (const testCase of cases) await check(svcCart, method, testCase);
    });
  }

  it('configureItem with an unknown surveyId: the survey view says so; closing settles it unfinished', async () => {
    const svcCart = await openWithItem();
    const cart = JSON.stringify(svcCart.cart);
    const screen = screenText();
    const settled = svcCart.configureItem({ surveyId: 999999 });
    await waitUntil(
      async () => {
        await rendered();
        return screenText().includes('The questions could not be loaded.');
      },
      'the load failure',
      { timeout: WAIT_LIMIT },
    );
    expect(svcCart.customization?.view).to.equal('survey-flow');
    svcCart.close();
    expect(await settled).to.deep.equal({ finalized: false });
    svcCart.open();
    await rendered();
    expect(JSON.stringify(svcCart.cart)).to.equal(cart);
    expect(panel()?.dataset.view).to.equal('summary');
    expect(screenText()).to.equal(screen);
  });

  it('setPendingCoupon with a 1 MB code: the attempt at the next render fails silently', async () => {
    const svcCart = await openWithItem();
    const cart = JSON.stringify(svcCart.cart);
    svcCart.setPendingCoupon(HUGE);
    svcCart.close();
    svcCart.open();
    await rendered();
    const patches = async () => (await sandbox().sent()).filter((request) => request.method === 'PATCH');
    await waitUntil(async () => (await patches()).length > 0, 'no coupon request', { timeout: WAIT_LIMIT });
    await until(() => svcCart.busy.size === 0, 'the coupon attempt to end');
    await rendered();
    expect(
      (await patches()).map((request) => (request.body as { couponCode: string }).couponCode.length),
    ).to.deep.equal([HUGE.length]);
    expect(JSON.stringify(svcCart.cart)).to.equal(cart);
    expect(svcCart.error).to.equal(null);
    expect(panel()?.dataset.view).to.equal('summary');
  });

  it('SvcCart.initialize: a bad config is refused by name before anything starts', async () => {
    const cases: [unknown, string, string][] = [
      [undefined, 'Error', 'Missing required apiKey config'],
      [{ apiUrl: apiUrl() }, 'Error', 'Missing required apiKey config'],
      ['demo-api-key', 'TypeError', 'Cart Widget:initialize config must be an object (got string)'],
      [{ apiKey: 5 }, 'TypeError', 'Cart Widget:initialize config.apiKey must be a string (got number)'],
      [
        { apiKey: 'demo-api-key', cartId: 5 },
        'TypeError',
        'Cart Widget:initialize config.cartId must be a string (got number)',
      ],
      [
        { apiKey: 'demo-api-key', disableUrls: '/help' },
        'TypeError',
        'Cart Widget:initialize config.disableUrls must be an array of path strings (got string)',
      ],
      [
        { apiKey: 'demo-api-key', settings: { cartButton: 'yes' } },
        'TypeError',
        'Cart Widget:initialize config.settings.cartButton must be true or false (got string)',
      ],
      [
        { apiKey: 'demo-api-key', settings: { webFont: 'https://cdn.shop.example/fonts/inter.css' } },
        'TypeError',
        "Cart Widget:initialize config.settings.webFont must be 'google', false or an http(s) URL with {family} (got string)",
      ],
      [
        { apiKey: 'demo-api-key', settings: { webFont: true } },
        'TypeError',
        "Cart Widget:initialize config.settings.webFont must be 'google', false or an http(s) URL with {family} (got boolean)",
      ],
    ];
    for (const [config, type, message] of cases) {
      const error = await errorOf(() => SvcCart.initialize(config as never));
      expect(error?.name, String(error)).to.equal(type);
      expect(error!.message).to.equal(message);
    }
    expect(await sandbox().sent()).to.deep.equal([]);
    expect(document.querySelector('svc-cart-root')).to.equal(null);
  });

  it('SvcCart.initialize with a cart ID the server does not know starts on a fresh cart', async () => {
    const svcCart = track(
      await SvcCart.initialize({ apiKey: 'demo-api-key', apiUrl: apiUrl(), cartId: UNKNOWN_UUID }),
    );
    expect(svcCart.cart!.id).to.match(UUID);
    expect(svcCart.cart!.id).not.to.equal(UNKNOWN_UUID);
    expect(readCookieValue('svc_cart_id')).to.equal(svcCart.cart!.id);
    expect(svcCart.error).to.equal(null);
  });

  describe('corrupted or foreign cookies at start', () => {
    /** Sets a cookie the way another script on the page might, raw. */
    const setRawCookie = (name: string, value: string) => {
      document.cookie = `${name}=${value}; path=/`;
    };

    const JUNK_CART_IDS: [string, string][] = [
      ['not a UUID', 'abc'],
      ['markup', '"><script>window.__cookieScript=1</script>'],
      ['5 KB of junk (more than a browser keeps)', 'j'.repeat(5 * 1024)],
      ['4 KB of junk', 'j'.repeat(4000)],
      ['a broken percent escape', '%E0%A4%A'],
      ['a dot segment', '..'],
      ['an ID the server does not know', UNKNOWN_UUID],
    ];

    for (const [name, value] of JUNK_CART_IDS) {
      it(`svc_cart_id ${name}: a fresh cart, its ID in the cookie, no error for the shopper`, async () => {
        setRawCookie('svc_cart_id', value);
        setRawCookie('svc_access_token', 'garbage-token');
        const svcCart = await startWidget({}, { ready: false });
        const ready = await new Promise<Error | null>((resolve) =>
          svcCart.events.once('CART_READY', (error) => resolve(error)),
        );
        expect(ready).to.equal(null);
        expect(svcCart.cart!.id).to.match(UUID);
        expect(svcCart.cart!.items).to.deep.equal([]);
        expect(readCookieValue('svc_cart_id')).to.equal(svcCart.cart!.id);
        expect(readCookieValue('svc_access_token')).to.equal(null);
        expect(svcCart.customer).to.equal(null);
        expect(svcCart.sdk!.auth.isAuthenticated).to.equal(false);
        expect(svcCart.error).to.equal(null);
        expect(svcCart.isOpen).to.equal(false);
        expect((window as { __cookieScript?: number }).__cookieScript).to.equal(undefined);
        // The shopper's first add lands on the new cart.
        await svcCart.addItem({ productId: 231, quantity: 1 });
        expect(svcCart.itemCount).to.equal(1);
        const sent = await sandbox().sent();
        expect(
          sent
            .filter((request) => request.path.startsWith('/carts/') && request.method === 'POST')
            .map((r) => r.path),
        ).to.deep.equal([`/carts/${svcCart.cart!.id}/items`]);
      });
    }

    const JUNK_TOKENS: [string, string][] = [
      ['garbage', 'not-a-token'],
      ['markup', '"><img src=x onerror=window.__tokenScript=1>'],
      ['a character no header can carry', '%E2%9C%93'],
      ['4 KB of junk', 't'.repeat(4000)],
    ];

    for (const [name, value] of JUNK_TOKENS) {
      it(`svc_access_token ${name}: signed out, the cookie cleared, the cart kept`, async () => {
        const first = await startWidget();
        const cartId = first.cart!.id;
        first.destroy();
        setRawCookie('svc_access_token', value);
        const svcCart = await startWidget();
        expect(svcCart.cart!.id).to.equal(cartId);
        expect(svcCart.customer).to.equal(null);
        expect(svcCart.sdk!.auth.isAuthenticated).to.equal(false);
        expect(readCookieValue('svc_access_token')).to.equal(null);
        expect(svcCart.error).to.equal(null);
        expect(svcCart.isOpen).to.equal(false);
        expect((window as { __tokenScript?: number }).__tokenScript).to.equal(undefined);
      });
    }
  });
});
