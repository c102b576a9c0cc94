import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import Svc, { DEFAULT_API_URL, NAMESPACES, SvcApiError, SvcValidationError } from '@svc/sdk';
import {
  apiError,
  captureConsoleError,
  forgetHttpClient,
  initClient,
  readCookieValue,
  rejectionOf,
  setupSandbox,
  signIn,
} from './helpers.js';
import { measureConcurrency } from '../../sandbox/testing.js';

describe('Svc.init', () => {
  const sandbox = setupSandbox();

  describe('config validation', () => {
    it('rejects with "Missing required apiKey config" when there is no config', async () => {
      const error = await rejectionOf(Svc.init(undefined as never));
      expect(error).to.be.instanceOf(Error);
      expect(error.message).to.equal('Missing required apiKey config');
    });

    it('rejects with "Missing required apiKey config" for an empty or omitted apiKey', async () => {
      expect((await rejectionOf(Svc.init({ apiKey: '' }))).message).to.equal(
        'Missing required apiKey config',
      );
      expect((await rejectionOf(Svc.init({} as never))).message).to.equal('Missing required apiKey config');
    });

    it('names the field when apiKey is not a string, and sends nothing', async () => {
      const error = await rejectionOf(Svc.init({ apiKey: 42 as never }));
      expect(error).to.be.instanceOf(SvcValidationError);
      expect(error.message).to.equal('Svc Svc.init: config.apiKey must be a non-empty string (got number)');
      expect((error as SvcValidationError).field).to.equal('config.apiKey');
      expect(await sandbox().sent()).to.have.length(0);
    });

    it('explains a config that is not an object instead of failing deep inside', async () => {
      for (const config of [42, 'demo-api-key', ['demo-api-key']]) {
        const error = await rejectionOf(Svc.init(config as never));
        expect(error).to.be.instanceOf(SvcValidationError);
        expect(error.message).to.match(
          /^Svc.init: config must be an object such as \{ apiKey: '<API_KEY>' \}/,
        );
      }
      expect(await sandbox().sent()).to.have.length(0);
    });

    it('names each optional field with a wrong type', async () => {
      const cases: [string, unknown, string][] = [
        ['apiUrl', 5, 'config.apiUrl must be a string (got number)'],
        ['lang', false, 'config.lang must be a string (got boolean)'],
        ['cartId', 12, 'config.cartId must be a string (got number)'],
        ['accessToken', {}, 'config.accessToken must be a string (got object)'],
        ['loadCart', 'yes', 'config.loadCart must be true or false (got string)'],
        ['onStart', 'later', 'config.onStart must be a function (got string)'],
      ];
      for (const [field, value, message] of cases) {
        const error = await rejectionOf(Svc.init({ apiKey: 'demo-api-key', [field]: value }));
        expect(error.message, field).to.equal(`Svc Svc.init: ${message}`);
      }
      expect(await sandbox().sent()).to.have.length(0);
    });
  });

  describe('instance', () => {
    it('has all 18 namespaces right after init', async () => {
      const client = await initClient();
      expect(NAMESPACES).to.have.length(18);
      for (const name of NAMESPACES) expect(client[name], name).to.be.an('object');
    });

    it('exposes VERSION as the package version, read-only', async () => {
      const client = await initClient();
      const pkg = (await (await fetch('/sdk/package.json')).json()) as { version: string };
      expect(client.VERSION).to.equal(pkg.version);
      expect(Svc.VERSION).to.equal(pkg.version);
      expect(() => {
        (client as { VERSION: string }).VERSION = '9.9.9';
      }).to.throw(TypeError);
      expect(client.VERSION).to.equal(pkg.version);
    });

    it('keeps config as passed, read-only, and it does not follow setLanguage', async () => {
      const client = await initClient({ lang: 'de' });
      expect(client.config).to.deep.equal({
        apiKey: 'demo-api-key',
        apiUrl: `${location.origin}/storefront/v1/`,
        lang: 'de',
      });
      client.setLanguage('fr');
      expect(client.config.lang).to.equal('de');
      expect(() => {
        (client.config as { lang: string }).lang = 'en';
      }).to.throw(TypeError);
    });

    it('leaves omitted config values undefined', async () => {
      const client = await Svc.init({ apiKey: 'demo-api-key', apiUrl: `${location.origin}/storefront/v1/` });
      expect(client.config.lang).to.equal(undefined);
      expect('lang' in client.config).to.equal(true);
    });

    it('uses the default base URL, ending in /storefront/v1/, when apiUrl is empty', async () => {
      expect(new URL(DEFAULT_API_URL).pathname).to.equal('/storefront/v1/');
      await Svc.init({ apiKey: 'demo-api-key', apiUrl: '' });
      const [request] = await sandbox().sent();
      expect(request!.url.href).to.equal(`${DEFAULT_API_URL}shop`);
    });

    it('in a browser page, reuses the first HTTP client on a second init with other apiKey, apiUrl and lang', async () => {
      await initClient({ lang: 'de' });
      sandbox().clearSent();
      const second = await Svc.init({
        apiKey: 'other-key',
        apiUrl: 'https://elsewhere.example/storefront/v1/',
        lang: 'fr',
      });
      const [request] = await sandbox().sent();
      expect(request!.url.origin).to.equal(location.origin);
      expect(request!.headers.get('x-api-key')).to.equal('demo-api-key');
      expect(request!.headers.get('accept-language')).to.equal('de');
      expect(second.config.apiKey).to.equal('other-key');
    });
  });

  describe('order of start-up', () => {
    it('loads the shop first and keeps it on client.shop', async () => {
      const client = await initClient();
      const sent = await sandbox().sent();
      expect(sent.map((r) => `${r.method} ${r.path}`)).to.deep.equal(['GET /shop']);
      expect(client.shop.name).to.equal('Sandbox Coffee Co.');
      expect(client.shop.currencies!.map((c) => c.abbreviation)).to.deep.equal(['USD', 'EUR', 'GBP']);
    });

    it('rejects when the shop fails to load, and writes no cookie', async () => {
      sandbox().worker.use(
        http.get('*/storefront/v1/shop', () =>
          HttpResponse.json({ code: 'server_error', message: 'Shop is down' }, { status: 500 }),
        ),
      );
      const error = await rejectionOf(initClient({ loadCart: true }));
      expect(error).to.be.instanceOf(SvcApiError);
      expect((error as SvcApiError).status).to.equal(500);
      expect(readCookieValue('svc_cart_id')).to.equal(null);
      expect(readCookieValue('svc_access_token')).to.equal(null);
    });

    it('sends the shop, token and cart requests together: one round trip', async () => {
      const first = await initClient({ loadCart: true });
      const token = await signIn(first);
      const cartId = first.cart.id!;
      forgetHttpClient();
      sandbox().clearSent();
      const most = await measureConcurrency();
      const client = await initClient({ loadCart: true, accessToken: token });
      expect(most()).to.equal(3);
      expect(client.auth.isAuthenticated).to.equal(true);
      expect(client.cart.id).to.equal(cartId);
    });
  });

  describe('access token check', () => {
    it('signs in with a stored token', async () => {
      const token = await signIn(await initClient());
      forgetHttpClient();
      sandbox().clearSent();
      const client = await initClient();
      expect(client.auth.isAuthenticated).to.equal(true);
      const me = (await sandbox().sent()).find((r) => r.path === '/customers/me')!;
      expect(me.headers.get('authorization')).to.equal(`Bearer ${token}`);
    });

    it('sends no token check when there is no token', async () => {
      const client = await initClient();
      expect(client.auth.isAuthenticated).to.equal(false);
      expect((await sandbox().sent()).map((r) => r.path)).to.deep.equal(['/shop']);
    });

    it('prefers config.accessToken over the cookie and writes it to the cookie when accepted', async () => {
      const client = await initClient();
      const token = await signIn(client);
      document.cookie = 'svc_access_token=stale-token; path=/';
      forgetHttpClient();
      const next = await initClient({ accessToken: token });
      expect(next.auth.isAuthenticated).to.equal(true);
      expect(readCookieValue('svc_access_token')).to.equal(token);
    });

    it('clears the cookie without rejecting when the token is refused', async () => {
      document.cookie = 'svc_access_token=expired-token; path=/';
      let client: Awaited<ReturnType<typeof initClient>> | undefined;
      const logged = await captureConsoleError(async () => {
        client = await initClient();
      });
      expect(client!.auth.isAuthenticated).to.equal(false);
      expect(readCookieValue('svc_access_token')).to.equal(null);
      expect(logged.join('\n')).to.contain('Svc auth.checkAuthenticated: the access token was not accepted');
    });
  });

  describe('onStart (beyond the spec)', () => {
    it('hands over the client while a stored token is being checked: a request made then carries it', async () => {
      const token = await signIn(await initClient());
      forgetHttpClient();
      sandbox().clearSent();
      let early: Promise<unknown> | undefined;
      let seen: { authenticated: boolean; shopLoaded: boolean; signedIn: boolean } | undefined;
      const client = await initClient({
        onStart: (started, signedIn) => {
          seen = {
            authenticated: started.auth.isAuthenticated,
            shopLoaded: Boolean(started.shop.name),
            signedIn,
          };
          early = started.addresses.list();
        },
      });
      expect(seen, 'called before any answer').to.deep.equal({
        authenticated: false,
        shopLoaded: false,
        signedIn: true,
      });
      const addresses = (await early) as unknown[];
      expect(addresses.length).to.be.greaterThan(0);
      expect(client.auth.isAuthenticated).to.equal(true);
      const sent = await sandbox().sent();
      // The three go out side by side, in any order.
      expect(sent.map((request) => request.path).sort()).to.deep.equal([
        '/customers/me',
        '/customers/me/addresses',
        '/shop',
      ]);
      const to = (path: string) => sent.find((request) => request.path === path)!;
      expect(to('/customers/me/addresses').headers.get('authorization')).to.equal(`Bearer ${token}`);
      expect(to('/shop').headers.get('authorization'), 'not on the shop request').to.equal(null);
    });

    it('without a token: called with signedIn false, and a request made then goes out beside the start-up without a token', async () => {
      let signedIn: boolean | undefined;
      let early: Promise<unknown> | undefined;
      const most = await measureConcurrency();
      await initClient({
        onStart: (started, withToken) => {
          signedIn = withToken;
          early = started.countries.list();
        },
      });
      expect(signedIn).to.equal(false);
      expect(((await early) as unknown[]).length).to.be.greaterThan(0);
      expect(most(), 'the shop request and the page’s own in flight together').to.equal(2);
      const sent = await sandbox().sent();
      expect(sent.map((request) => request.path).sort()).to.deep.equal(['/countries', '/shop']);
      const countries = sent.find((request) => request.path === '/countries')!;
      expect(countries.headers.get('authorization')).to.equal(null);
    });

    it('a request made with a token the check refuses fails with 401, and later requests carry no token', async () => {
      document.cookie = 'svc_access_token=expired-token; path=/';
      let early: Promise<unknown> | undefined;
      let client: Awaited<ReturnType<typeof initClient>> | undefined;
      await captureConsoleError(async () => {
        client = await initClient({ onStart: (started) => (early = started.addresses.list()) });
      });
      const refused = await apiError(early!);
      expect(refused.status).to.equal(401);
      expect(client!.auth.isAuthenticated).to.equal(false);
      sandbox().clearSent();
      await client!.countries.list();
      expect((await sandbox().sent())[0]!.headers.get('authorization')).to.equal(null);
    });
  });

  describe('loadCart', () => {
    it('creates a cart when there is none, beside the shop request, writes svc_cart_id and fans out its currency', async () => {
      const most = await measureConcurrency();
      const client = await initClient({ loadCart: true });
      expect(most()).to.equal(2);
      expect((await sandbox().sent()).map((r) => `${r.method} ${r.path}`)).to.have.members([
        'GET /shop',
        'POST /carts',
      ]);
      expect(client.cart.id).to.match(/^[0-9a-f-]{36}$/);
      expect(readCookieValue('svc_cart_id')).to.equal(client.cart.id);
      sandbox().clearSent();
      await client.products.list();
      const [request] = await sandbox().sent();
      expect(request!.headers.get('x-currency')).to.equal('USD');
    });

    it('loads the cart named by cartId and fans out its currency', async () => {
      const seed = await initClient({ loadCart: true });
      const euroCart = await seed.cart.create({ currencyCode: 'EUR' });
      document.cookie = 'svc_cart_id=; max-age=0; path=/';
      forgetHttpClient();
      sandbox().clearSent();
      const client = await initClient({ loadCart: true, cartId: euroCart.id });
      expect(client.cart.id).to.equal(euroCart.id);
      expect(client.cart.currencyCode).to.equal('EUR');
      expect(readCookieValue('svc_cart_id')).to.equal(euroCart.id);
      sandbox().clearSent();
      await client.products.load(100);
      expect((await sandbox().sent())[0]!.headers.get('x-currency')).to.equal('EUR');
    });

    it('falls back to the svc_cart_id cookie', async () => {
      const first = await initClient({ loadCart: true });
      forgetHttpClient();
      sandbox().clearSent();
      const client = await initClient({ loadCart: true });
      expect(client.cart.id).to.equal(first.cart.id);
      expect((await sandbox().sent()).some((r) => r.method === 'POST' && r.path === '/carts')).to.equal(
        false,
      );
    });

    it('leaves a svc_cart_id another API wrote alone: no request for it, a new cart, both cookies rewritten', async () => {
      const other = await initClient({ loadCart: true });
      forgetHttpClient();
      // What a second local server on another port leaves: cookies ignore ports.
      document.cookie = `svc_cart_api=${encodeURIComponent('http://127.0.0.1:5999/storefront/v1/')}; path=/`;
      sandbox().clearSent();
      const client = await initClient({ loadCart: true });
      expect(client.cart.id).to.not.equal(other.cart.id);
      const carts = (await sandbox().sent()).filter((r) => r.path.startsWith('/carts'));
      expect(carts.map((r) => `${r.method} ${r.path}`)).to.deep.equal(['POST /carts']);
      expect(readCookieValue('svc_cart_id')).to.equal(client.cart.id);
      expect(readCookieValue('svc_cart_api')).to.equal(`${location.origin}/storefront/v1/`);
    });

    it('creates a new cart when the stored one cannot be loaded', async () => {
      document.cookie = 'svc_cart_id=00000000-0000-4000-8000-000000000000; path=/';
      const client = await initClient({ loadCart: true });
      expect(client.cart.id).to.not.equal('00000000-0000-4000-8000-000000000000');
      expect(readCookieValue('svc_cart_id')).to.equal(client.cart.id);
      const sent = (await sandbox().sent()).map((r) => `${r.method} ${r.path}`);
      expect(sent).to.include('GET /carts/00000000-0000-4000-8000-000000000000');
      expect(sent).to.include('POST /carts');
    });

    it('ignores cartId and the cookie when loadCart is false', async () => {
      const client = await initClient({ cartId: 'c0ffee00-0000-4000-8000-000000000000' });
      expect(client.cart.id).to.equal(undefined);
      expect((await sandbox().sent()).map((r) => r.path)).to.deep.equal(['/shop']);
    });

    it('without loadCart, cart methods that need an ID fail clearly and send nothing', async () => {
      const client = await initClient();
      sandbox().clearSent();
      const error = await rejectionOf(client.cart.addItem({ productId: 201, quantity: 1 }));
      expect(error).to.be.instanceOf(SvcValidationError);
      expect(error.message).to.equal(
        'Svc cart.addItem: cart.id is required (call cart.create() or cart.load(cartId) first)',
      );
      expect(await sandbox().sent()).to.have.length(0);
    });
  });
});
