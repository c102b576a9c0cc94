/**
 * The bootstrap of `cart-widget.js` (spec: "Widget configuration" manual start, "Events" window
 * events): `window.SvcCart`, `svc-cart-loaded`, `svc-cart-initialized`, `init: false` with
 * `SvcCart.initialize`, the one mount point, the globals it touches, and one round trip at start.
 */
import { expect } from '@open-wc/testing';
import { http } from 'msw';
import { bootstrap } from '../../src/bootstrap/index.js';
import { SvcCart } from '../../src/controller/svc-cart.js';
import { sandboxRequest } from '../../sandbox/testing.js';
import { baseConfig, frameMessage, setupWidget, startWidget, track } from './helpers.js';
import { pendingRequestsAnswered } from '../shared/quiet.js';
import { until } from '../shared/wait.js';

const win = window as unknown as Record<string, unknown>;

/** Records the window events of the widget in order while the test runs. */
function recordWindowEvents(types: string[]): { events: string[]; stop: () => void } {
  const events: string[] = [];
  const handlers = types.map((type) => {
    const handler = () => events.push(type);
    window.addEventListener(type, handler);
    return [type, handler] as const;
  });
  return {
    events,
    stop: () => handlers.forEach(([type, handler]) => window.removeEventListener(type, handler)),
  };
}

/** Lit's own bookkeeping globals (a dependency of every Lit page, not the widget's API). */
const LIT_GLOBALS = [
  'litElementVersions',
  'litHtmlVersions',
  'litIssuedWarnings',
  'litPropertyMetadata',
  'reactiveElementVersions',
];

/**
 * Loads the real script (`src/cart-widget.ts`) in a fresh frame with `svcConfig` and reports the
 * window keys it added by the time `svc-cart-initialized` fired (or, with `init: false`, a request
 * of the frame's own sent after `svc-cart-loaded` was answered).
 */
function globalsAddedByScript(config: string): Promise<string[]> {
  return frameMessage<string[]>(`<script>
      window.svcConfig = ${config};
      const before = Object.keys(window);
      const report = () => parent.postMessage(Object.keys(window).filter((key) => !before.includes(key)), '*');
      addEventListener('svc-cart-initialized', report);
      if (window.svcConfig.init === false) addEventListener('svc-cart-loaded', () => fetch('/storefront/v1/images/later-request.svg').then(report));
    </script><script type="module" src="/src/cart-widget.ts"></script>`);
}

describe('widget bootstrap', () => {
  const sandbox = setupWidget();
  const sent = async () => (await sandbox().sent()).map((request) => `${request.method} ${request.path}`);
  let recorder: { events: string[]; stop: () => void } | undefined;

  beforeEach(() => {
    delete win.SvcCart;
  });

  afterEach(() => {
    recorder?.stop();
    recorder = undefined;
    delete win.myCart;
  });

  describe('automatic start', () => {
    it('window.SvcCart is the SvcCart class', async () => {
      await startWidget();
      expect(window.SvcCart).to.equal(SvcCart);
    });

    it('dispatches svc-cart-loaded, then svc-cart-initialized, then the ready event', async () => {
      recorder = recordWindowEvents(['svc-cart-loaded', 'svc-cart-initialized', 'svc-cart:ready']);
      await startWidget();
      expect(recorder.events).to.deep.equal(['svc-cart-loaded', 'svc-cart-initialized', 'svc-cart:ready']);
    });

    it('window.svcCart is the widget when svc-cart-initialized fires', async () => {
      let seen: unknown;
      window.addEventListener('svc-cart-initialized', () => (seen = window.svcCart), { once: true });
      const svcCart = await startWidget();
      expect(seen).to.be.instanceOf(SvcCart);
      expect(seen).to.equal(svcCart);
    });

    it('emits CART_READY once with the cart', async () => {
      const details: unknown[] = [];
      const handler = (event: Event) => details.push((event as CustomEvent).detail);
      window.addEventListener('svc-cart:ready', handler);
      try {
        const svcCart = await startWidget();
        await pendingRequestsAnswered();
        expect(details).to.deep.equal([{ error: null, data: svcCart.cart }]);
      } finally {
        window.removeEventListener('svc-cart:ready', handler);
      }
    });

    it('adds exactly one <svc-cart-root> to the page, holding the widget', async () => {
      const svcCart = await startWidget();
      const roots = document.querySelectorAll('svc-cart-root');
      expect(roots).to.have.length(1);
      expect((roots[0] as unknown as { controller: unknown }).controller).to.equal(svcCart);
      expect(roots[0]!.parentElement).to.equal(document.body);
    });

    it('sets no other window globals than svcConfig (the page), SvcCart and svcCart', async () => {
      const before = new Set(Object.keys(window));
      await startWidget();
      const added = Object.keys(window).filter((key) => !before.has(key));
      expect(added.sort()).to.deep.equal(['SvcCart', 'svcCart', 'svcConfig']);
    });

    it('with globalName the only globals are SvcCart and that name', async () => {
      const before = new Set(Object.keys(window));
      const svcCart = await startWidget({ globalName: 'myCart' });
      const added = Object.keys(window).filter((key) => !before.has(key));
      expect(added.sort()).to.deep.equal(['SvcCart', 'myCart', 'svcConfig']);
      expect(win.myCart).to.equal(svcCart);
    });
    it("the script itself, in a fresh page, adds only SvcCart, svcCart and Lit's own globals", async () => {
      const added = await globalsAddedByScript(
        "{ apiKey: 'demo-api-key', apiUrl: 'http://127.0.0.1:9/storefront/v1/', settings: { cartButton: true } }",
      );
      expect(added.filter((key) => !LIT_GLOBALS.includes(key)).sort()).to.deep.equal(['SvcCart', 'svcCart']);
    });

    it("the script itself with init: false adds only SvcCart and Lit's own globals", async () => {
      const added = await globalsAddedByScript("{ apiKey: 'demo-api-key', init: false }");
      expect(added.filter((key) => !LIT_GLOBALS.includes(key))).to.deep.equal(['SvcCart']);
    });
  });

  describe('init: false and SvcCart.initialize', () => {
    it('with init: false only svc-cart-loaded fires: no global, no element, no request', async () => {
      recorder = recordWindowEvents(['svc-cart-loaded', 'svc-cart-initialized', 'svc-cart:ready']);
      window.svcConfig = baseConfig({ init: false });
      expect(bootstrap()).to.equal(undefined);
      await pendingRequestsAnswered();
      expect(recorder.events).to.deep.equal(['svc-cart-loaded']);
      expect(window.svcCart).to.equal(undefined);
      expect(window.SvcCart).to.equal(SvcCart);
      expect(document.querySelectorAll('svc-cart-root')).to.have.length(0);
      expect(await sent()).to.deep.equal([]);
    });

    it('SvcCart is defined when svc-cart-loaded fires, so a listener can start the widget', async () => {
      window.svcConfig = baseConfig({ init: false });
      let started: Promise<SvcCart> | undefined;
      window.addEventListener('svc-cart-loaded', () => (started = window.SvcCart!.initialize(baseConfig())), {
        once: true,
      });
      bootstrap();
      const svcCart = track(await started!);
      expect(svcCart.ready).to.equal(true);
    });

    it('SvcCart.initialize resolves with a ready instance after emitting CART_READY', async () => {
      window.svcConfig = baseConfig({ init: false });
      bootstrap();
      const ready: unknown[] = [];
      const handler = (event: Event) => ready.push((event as CustomEvent).detail);
      window.addEventListener('svc-cart:ready', handler);
      try {
        const svcCart = track(await window.SvcCart!.initialize(baseConfig()));
        expect(svcCart).to.be.instanceOf(SvcCart);
        expect(svcCart.ready).to.equal(true);
        expect(svcCart.cart!.id).to.be.a('string');
        expect(ready).to.deep.equal([{ error: null, data: svcCart.cart }]);
      } finally {
        window.removeEventListener('svc-cart:ready', handler);
      }
    });

    it('SvcCart.initialize sets no global and dispatches no svc-cart-initialized', async () => {
      window.svcConfig = baseConfig({ init: false });
      bootstrap();
      recorder = recordWindowEvents(['svc-cart-loaded', 'svc-cart-initialized']);
      const before = new Set(Object.keys(window));
      track(await SvcCart.initialize(baseConfig()));
      expect(Object.keys(window).filter((key) => !before.has(key))).to.deep.equal([]);
      expect(window.svcCart).to.equal(undefined);
      expect(recorder.events).to.deep.equal([]);
    });

    it('SvcCart.initialize ignores globalName', async () => {
      const svcCart = track(await SvcCart.initialize(baseConfig({ globalName: 'myCart' })));
      expect(win.myCart).to.equal(undefined);
      expect(window.svcCart).to.equal(undefined);
      expect(svcCart.ready).to.equal(true);
    });

    it('SvcCart.initialize adds exactly one <svc-cart-root> holding the instance', async () => {
      const svcCart = track(await SvcCart.initialize(baseConfig()));
      const roots = document.querySelectorAll('svc-cart-root');
      expect(roots).to.have.length(1);
      expect((roots[0] as unknown as { controller: unknown }).controller).to.equal(svcCart);
    });

    it('SvcCart.initialize starts with the same requests as the automatic start', async () => {
      track(await SvcCart.initialize(baseConfig()));
      expect(await sent()).to.have.members(['GET /shop', 'POST /carts']);
    });
  });

  describe('start-up requests', () => {
    /**
     * Counts the API requests in flight. Each is held until `together` of them have been in flight
     * at once, then the sandbox answers; when they never are (the client sends one after another),
     * until the wait's limit, and the counts then say how many were.
     */
    function countInFlight(together: number): { most: () => number; total: () => number } {
      let inFlight = 0;
      let most = 0;
      let total = 0;
      sandbox().worker.use(
        http.all('*/storefront/v1/*', async () => {
          inFlight += 1;
          total += 1;
          most = Math.max(most, inFlight);
          await until(() => most >= together, `${together} requests in flight at once`).catch(
            () => undefined,
          );
          inFlight -= 1;
          return undefined;
        }),
      );
      return { most: () => most, total: () => total };
    }

    it('a returning signed-in visitor: shop, token and cart requests all in flight at once', async () => {
      const { body } = await sandboxRequest('POST', '/carts', {});
      const cartId = body!.id as string;
      document.cookie = `svc_cart_id=${cartId}; path=/`;
      document.cookie = `svc_access_token=${sandbox().store.issueToken(1)}; path=/`;
      sandbox().clearSent();
      const counter = countInFlight(3);
      const svcCart = await startWidget();
      expect(await sent()).to.have.members(['GET /shop', 'GET /customers/me', `GET /carts/${cartId}`]);
      expect(counter.total()).to.equal(3);
      expect(counter.most()).to.equal(3);
      expect(svcCart.customer?.email).to.equal('shopper@example.com');
    });

    it('a first visit: the shop request and the new cart go out together', async () => {
      const counter = countInFlight(2);
      await startWidget();
      expect(await sent()).to.have.members(['GET /shop', 'POST /carts']);
      expect(counter.total()).to.equal(2);
      expect(counter.most()).to.equal(2);
    });
  });
});
