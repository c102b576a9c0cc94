/**
 * Widget configuration (spec: "Widget configuration", "Widget settings", "Errors"): every key of
 * `window.svcConfig`, read by the real bootstrap, with its default, its rule and its type check.
 */
import { expect } from '@open-wc/testing';
import { DEFAULT_API_URL } from '@svc/sdk';
import { SvcCart } from '../../src/controller/svc-cart.js';
import { sandboxRequest } from '../../sandbox/testing.js';
import { captureConsoleError, initClient, readCookieValue, rejectionOf } from '../../sdk/test/helpers.js';
import { bootstrapWith, setupConfig, thrownBy } from './config-helpers.js';
import { baseConfig, nextEvent, panel, rendered, setPageUrl, startWidget } from './helpers.js';
import { pendingRequestsAnswered } from '../shared/quiet.js';

const MISSING = 'Missing required apiKey config';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Resolves with the error of the widget's next `CART_READY`. */
const readyError = (svcCart: SvcCart) => nextEvent(svcCart, 'CART_READY').then(({ error }) => error);

describe('widget config', () => {
  const { sandbox, sent } = setupConfig();

  /** A cart that exists on the server, and no request logged for it. */
  async function existingCart(): Promise<string> {
    const { body } = await sandboxRequest('POST', '/carts', {});
    sandbox().clearSent();
    return body!.id as string;
  }

  describe('apiKey', () => {
    it('a config without apiKey throws exactly "Missing required apiKey config"', async () => {
      const error = await rejectionOf(startWidget({ apiKey: undefined }));
      expect(error.message).to.equal(MISSING);
      expect(window.svcCart).to.equal(undefined);
    });

    it('an empty apiKey throws "Missing required apiKey config" too', async () => {
      const error = await rejectionOf(startWidget({ apiKey: '' }));
      expect(error.message).to.equal(MISSING);
    });

    it('no window.svcConfig at all throws "Missing required apiKey config" and sends nothing', async () => {
      const error = thrownBy(() => bootstrapWith(undefined));
      expect(error.message).to.equal(MISSING);
      expect(document.querySelectorAll('svc-cart-root')).to.have.length(0);
      await pendingRequestsAnswered();
      expect(await sent()).to.deep.equal([]);
    });

    it('SvcCart.initialize without apiKey rejects with "Missing required apiKey config"', async () => {
      const error = await rejectionOf(SvcCart.initialize({ apiUrl: baseConfig().apiUrl }));
      expect(error.message).to.equal(MISSING);
    });

    it('the apiKey is sent as x-api-key on every start-up request', async () => {
      await startWidget();
      const requests = await sandbox().sent();
      expect(requests.length).to.be.greaterThan(0);
      expect(requests.map((request) => request.headers.get('x-api-key'))).to.deep.equal(
        requests.map(() => 'demo-api-key'),
      );
    });
  });

  describe('sdkClient', () => {
    it('with sdkClient and no apiKey the widget starts on that client', async () => {
      const client = await initClient({ loadCart: true });
      const svcCart = await startWidget({ apiKey: undefined, sdkClient: client });
      expect(svcCart.sdk).to.equal(client);
      expect(svcCart.cart!.id).to.equal(client.cart.id);
      expect(svcCart.shop.name).to.equal('Sandbox Coffee Co.');
    });

    it('a client that already has the shop and the cart sends no request at start-up', async () => {
      const client = await initClient({ loadCart: true });
      sandbox().clearSent();
      const svcCart = await startWidget({ apiKey: undefined, sdkClient: client });
      expect(await sent()).to.deep.equal([]);
      expect(svcCart.ready).to.equal(true);
    });

    it('a client without a cart gets a new one, and no second GET /shop', async () => {
      const client = await initClient();
      sandbox().clearSent();
      const svcCart = await startWidget({ apiKey: undefined, sdkClient: client });
      expect(await sent()).to.deep.equal(['POST /carts']);
      expect(svcCart.cart!.id).to.match(UUID);
      expect(readCookieValue('svc_cart_id')).to.equal(svcCart.cart!.id);
    });

    it('a configured accessToken is checked on the given client and written to the cookie', async () => {
      const client = await initClient({ loadCart: true });
      const token = sandbox().store.issueToken(1);
      const svcCart = await startWidget({ apiKey: undefined, sdkClient: client, accessToken: token });
      expect(client.auth.isAuthenticated).to.equal(true);
      expect(svcCart.customer?.email).to.equal('shopper@example.com');
      expect(readCookieValue('svc_access_token')).to.equal(token);
    });

    it('something that is not an SDK instance is refused, naming the key', async () => {
      const error = await rejectionOf(startWidget({ apiKey: undefined, sdkClient: {} as never }));
      expect(error.message).to.equal(
        'Cart Widget:initialize config.sdkClient must be an instance from Svc.init (got object)',
      );
    });
  });

  describe('apiUrl', () => {
    it('an empty apiUrl means the default address', async () => {
      await startWidget({ apiUrl: '' });
      const requests = await sandbox().sent();
      expect(requests.map((request) => request.url.href)).to.deep.equal(
        requests.map((request) => new URL(`.${request.path}`, DEFAULT_API_URL).href),
      );
      expect(requests.length).to.be.greaterThan(0);
    });

    it('a given apiUrl receives every request', async () => {
      await startWidget({ apiUrl: `${location.origin}/storefront/v1/` });
      const origins = (await sandbox().sent()).map((request) => request.url.origin);
      expect(origins).to.deep.equal(origins.map(() => location.origin));
    });
  });

  describe('settings', () => {
    it('every setting has its documented default', async () => {
      const svcCart = await startWidget();
      expect(svcCart.settings).to.deep.equal({
        interceptProductLinks: false,
        cartButton: false,
        cartButtonImage: null,
        cartToggleEl: '',
        cartCounterEl: '',
        localizationSettings: false,
        disableSummaryView: false,
        hideBundleItems: false,
        analytics: false,
        webFont: 'google',
        termsUrl: null,
        cartButtonPosition: {},
      });
    });

    it('given settings replace their defaults and the others keep theirs', async () => {
      const svcCart = await startWidget({
        settings: { cartButton: true, cartCounterEl: '#count', hideBundleItems: true },
      });
      expect(svcCart.settings).to.deep.equal({
        interceptProductLinks: false,
        cartButton: true,
        cartButtonImage: null,
        cartToggleEl: '',
        cartCounterEl: '#count',
        localizationSettings: false,
        disableSummaryView: false,
        hideBundleItems: true,
        analytics: false,
        webFont: 'google',
        termsUrl: null,
        cartButtonPosition: {},
      });
    });

    it('a non-string cartButtonImage is ignored', async () => {
      const svcCart = await startWidget({ settings: { cartButton: true, cartButtonImage: 42 as never } });
      expect(svcCart.settings.cartButtonImage).to.equal(null);
    });

    const WEB_FONTS: unknown[] = [
      'google',
      false,
      'https://cdn.shop.example/fonts/{family}.css',
      'http://fonts.shop.example/css?family={family}&display=swap',
      '//cdn.shop.example/{family}.css',
      '/fonts/{family}.css',
      'fonts/{family}.css',
    ];
    for (const webFont of WEB_FONTS) {
      it(`webFont ${JSON.stringify(webFont)} is accepted as given`, async () => {
        const svcCart = await startWidget({ settings: { webFont } as never });
        expect(svcCart.settings.webFont).to.equal(webFont);
      });
    }
  });

  describe('languageCode', () => {
    it('the configured languageCode beats ?lang=, <html lang> and the browser', async () => {
      setPageUrl('/?lang=fr');
      document.documentElement.lang = 'en-GB';
      const svcCart = await startWidget({ languageCode: 'de' });
      expect(svcCart.state.languageCode).to.equal('de');
    });

    it('only the first two characters are kept, lower-cased', async () => {
      const svcCart = await startWidget({ languageCode: 'DE-ch' });
      expect(svcCart.state.languageCode).to.equal('de');
    });

    it('without languageCode the lang query parameter decides', async () => {
      setPageUrl('/?lang=fr');
      document.documentElement.lang = 'de';
      const svcCart = await startWidget();
      expect(svcCart.state.languageCode).to.equal('fr');
    });

    it('without languageCode and lang parameter the html lang attribute decides', async () => {
      document.documentElement.lang = 'de-AT';
      const svcCart = await startWidget();
      expect(svcCart.state.languageCode).to.equal('de');
    });

    it('with nothing else the browser language decides', async () => {
      Object.defineProperty(navigator, 'language', { value: 'fr-FR', configurable: true });
      const svcCart = await startWidget();
      expect(svcCart.state.languageCode).to.equal('fr');
    });

    it('the resolved language is sent as accept-language', async () => {
      await startWidget({ languageCode: 'de' });
      const shop = (await sandbox().sent()).find((request) => request.path === '/shop')!;
      expect(shop.headers.get('accept-language')).to.equal('de');
    });

    it("a language the shop lacks falls back to the shop's default language", async () => {
      sandbox().store.shop.languages = [
        { code: 'en', name: 'English' },
        { code: 'de', name: 'Deutsch', default: true },
      ];
      const svcCart = await startWidget({ languageCode: 'es' });
      expect(svcCart.state.languageCode).to.equal('de');
    });

    it("a language the shop lacks falls back to the shop's first language when none is the default", async () => {
      sandbox().store.shop.languages = [
        { code: 'fr', name: 'Français' },
        { code: 'de', name: 'Deutsch' },
      ];
      const svcCart = await startWidget({ languageCode: 'es' });
      expect(svcCart.state.languageCode).to.equal('fr');
    });

    it('a shop that lists no languages falls back to en', async () => {
      sandbox().store.shop.languages = [];
      const svcCart = await startWidget({ languageCode: 'es' });
      expect(svcCart.state.languageCode).to.equal('en');
    });
  });

  describe('cartId and the svc_cart_id cookie', () => {
    it('a configured cartId starts from that cart', async () => {
      const cartId = await existingCart();
      const svcCart = await startWidget({ cartId });
      expect(svcCart.cart!.id).to.equal(cartId);
      expect(await sent()).to.have.members(['GET /shop', `GET /carts/${cartId}`]);
    });

    it('without cartId the cart of the svc_cart_id cookie is loaded', async () => {
      const cartId = await existingCart();
      document.cookie = `svc_cart_id=${cartId}; path=/`;
      const svcCart = await startWidget();
      expect(svcCart.cart!.id).to.equal(cartId);
      expect(await sent()).to.have.members(['GET /shop', `GET /carts/${cartId}`]);
    });

    it('a configured cartId beats the cookie and is written to it', async () => {
      const fromCookie = await existingCart();
      const configured = await existingCart();
      document.cookie = `svc_cart_id=${fromCookie}; path=/`;
      const svcCart = await startWidget({ cartId: configured });
      expect(svcCart.cart!.id).to.equal(configured);
      expect(readCookieValue('svc_cart_id')).to.equal(configured);
    });

    it('a first visit creates a cart and writes its ID to the cookie', async () => {
      const svcCart = await startWidget();
      expect(svcCart.cart!.id).to.match(UUID);
      expect(readCookieValue('svc_cart_id')).to.equal(svcCart.cart!.id);
      expect(await sent()).to.have.members(['GET /shop', 'POST /carts']);
    });

    it('a cookie pointing to a missing cart yields a fresh cart, not an error', async () => {
      const missing = crypto.randomUUID();
      document.cookie = `svc_cart_id=${missing}; path=/`;
      const svcCart = await startWidget({}, { ready: false });
      const error = await readyError(svcCart);
      expect(error).to.equal(null);
      expect(svcCart.error).to.equal(null);
      expect(svcCart.cart!.id).to.match(UUID).and.not.equal(missing);
      expect(readCookieValue('svc_cart_id')).to.equal(svcCart.cart!.id);
      expect(await sent()).to.include.members([`GET /carts/${missing}`, 'POST /carts']);
    });

    it('the cookie records the API its cart belongs to, and that API loads the cart again', async () => {
      const first = await startWidget();
      expect(readCookieValue('svc_cart_api')).to.equal(baseConfig().apiUrl);
      const cartId = first.cart!.id;
      first.destroy();
      sandbox().clearSent();
      const again = await startWidget();
      expect(again.cart!.id).to.equal(cartId);
      expect(await sent()).to.have.members(['GET /shop', `GET /carts/${cartId}`]);
    });

    it('a cart cookie another API wrote (a local server on another port) is not loaded, nor asked for', async () => {
      // Cookies ignore ports: a second local server's widget sees this page's cookies.
      const foreign = await existingCart();
      document.cookie = `svc_cart_id=${foreign}; path=/`;
      document.cookie = `svc_cart_api=${encodeURIComponent('http://127.0.0.1:5999/storefront/v1/')}; path=/`;
      const svcCart = await startWidget();
      expect(svcCart.cart!.id).to.match(UUID).and.not.equal(foreign);
      expect(await sent()).to.have.members(['GET /shop', 'POST /carts']);
      expect(readCookieValue('svc_cart_id')).to.equal(svcCart.cart!.id);
      expect(readCookieValue('svc_cart_api')).to.equal(baseConfig().apiUrl);
    });

    it('a configured cartId of a missing cart yields a fresh cart too', async () => {
      const missing = crypto.randomUUID();
      const svcCart = await startWidget({ cartId: missing });
      expect(svcCart.error).to.equal(null);
      expect(svcCart.cart!.id).to.match(UUID).and.not.equal(missing);
      svcCart.open();
      await rendered();
      expect(panel()!.dataset.view).to.equal('summary');
    });
  });

  describe('accessToken and the svc_access_token cookie', () => {
    it('a valid configured accessToken signs the customer in and is written to the cookie', async () => {
      const token = sandbox().store.issueToken(1);
      const svcCart = await startWidget({ accessToken: token });
      expect(readCookieValue('svc_access_token')).to.equal(token);
      expect(svcCart.sdk!.auth.isAuthenticated).to.equal(true);
      expect(svcCart.customer?.email).to.equal('shopper@example.com');
    });

    it('a valid token in the cookie signs the customer in', async () => {
      const token = sandbox().store.issueToken(1);
      document.cookie = `svc_access_token=${token}; path=/`;
      const svcCart = await startWidget();
      expect(svcCart.customer?.email).to.equal('shopper@example.com');
      const me = (await sandbox().sent()).find((request) => request.path === '/customers/me')!;
      expect(me.headers.get('authorization')).to.equal(`Bearer ${token}`);
    });

    it('a configured accessToken beats the cookie', async () => {
      const token = sandbox().store.issueToken(1);
      document.cookie = 'svc_access_token=stale-token; path=/';
      const svcCart = await startWidget({ accessToken: token });
      expect(svcCart.customer?.email).to.equal('shopper@example.com');
      expect(readCookieValue('svc_access_token')).to.equal(token);
    });

    it('an invalid configured accessToken is cleared and start-up still succeeds', async () => {
      document.cookie = 'svc_access_token=old-token; path=/';
      let svcCart: SvcCart | undefined;
      let error: Error | null = null;
      const logged = await captureConsoleError(async () => {
        svcCart = await startWidget({ accessToken: 'not-a-token' }, { ready: false });
        error = await readyError(svcCart);
      });
      expect(error).to.equal(null);
      expect(svcCart!.ready).to.equal(true);
      expect(svcCart!.customer).to.equal(null);
      expect(readCookieValue('svc_access_token')).to.equal(null);
      expect(logged.join('\n')).to.contain('the access token was not accepted');
    });

    it('an invalid token in the cookie is cleared and start-up still succeeds', async () => {
      document.cookie = 'svc_access_token=expired-token; path=/';
      let svcCart: SvcCart | undefined;
      await captureConsoleError(async () => {
        svcCart = await startWidget();
      });
      expect(svcCart!.ready).to.equal(true);
      expect(svcCart!.error).to.equal(null);
      expect(readCookieValue('svc_access_token')).to.equal(null);
    });
  });
});
