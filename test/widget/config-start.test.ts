/**
 * The widget's `window.svcConfig` (spec "Widget configuration"), continued: `init`, `globalName`,
 * `checkoutOnly`, `checkoutUrl` and `cartSummaryUrl`, and wrong types for every key. The keys
 * `apiKey` to `accessToken` are in config.test.ts.
 */
import { expect } from '@open-wc/testing';
import { SvcCart } from '../../src/controller/svc-cart.js';
import { rejectionOf } from '../../sdk/test/helpers.js';
import { bootstrapWith, setupConfig, thrownBy } from './config-helpers.js';
import { baseConfig, navigations, nextEvent, panel, rendered, setPageUrl, startWidget } from './helpers.js';
import { pendingRequestsAnswered } from '../shared/quiet.js';

describe('widget config', () => {
  const { sent } = setupConfig();

  describe('init', () => {
    it('init: false stops the automatic start', async () => {
      expect(bootstrapWith(baseConfig({ init: false }))).to.equal(undefined);
      await pendingRequestsAnswered();
      expect(await sent()).to.deep.equal([]);
    });

    for (const value of [0, 'false', null, true]) {
      it(`init: ${JSON.stringify(value)} still starts automatically`, async () => {
        const svcCart = await startWidget({ init: value as boolean });
        expect(svcCart.ready).to.equal(true);
        expect(window.svcCart).to.equal(svcCart);
      });
    }
  });

  describe('globalName', () => {
    it('a non-empty globalName names the global of the automatic start', async () => {
      const svcCart = await startWidget({ globalName: 'shopCart' });
      expect((window as unknown as Record<string, unknown>).shopCart).to.equal(svcCart);
      expect(window.svcCart).to.equal(undefined);
    });

    it('surrounding spaces of globalName are dropped', async () => {
      const svcCart = bootstrapWith(baseConfig({ globalName: '  shopCart ' }), 'shopCart');
      expect(svcCart).to.be.instanceOf(SvcCart);
      expect(window.svcCart).to.equal(undefined);
    });

    for (const name of ['__proto__', 'location', 'alert', 'constructor']) {
      it(`globalName ${JSON.stringify(name)}, a name window already has: an error naming the field, and no widget`, () => {
        const before = Reflect.get(window, name);
        const error = thrownBy(() => bootstrapWith(baseConfig({ globalName: name }), name));
        expect(error).to.be.instanceOf(TypeError);
        expect(error.message).to.equal(
          `Cart Widget:initialize config.globalName must be a name window does not have yet (got "${name}")`,
        );
        expect(Reflect.get(window, name)).to.equal(before);
        expect(Object.getPrototypeOf(window)).to.equal(Window.prototype);
        expect(document.querySelector('svc-cart-root')).to.equal(null);
      });
    }

    for (const value of ['', '   ', 42, null, {}]) {
      it(`globalName ${JSON.stringify(value)} is ignored: the global is svcCart`, async () => {
        const svcCart = bootstrapWith(baseConfig({ globalName: value as string }));
        expect(svcCart).to.be.instanceOf(SvcCart);
        await nextEvent(svcCart!, 'CART_READY');
        expect(svcCart!.globalName).to.equal('svcCart');
      });
    }
  });

  describe('checkoutOnly', () => {
    it('configures the item of window.svcCheckout.payload at once and opens the checkout', async () => {
      (window as unknown as Record<string, unknown>).svcCheckout = {
        payload: { productId: 201, quantity: 2 },
      };
      const svcCart = await startWidget({ checkoutOnly: true }, { ready: false });
      const events: string[] = [];
      for (const type of ['CART_READY', 'CART_UPDATED', 'CART_OPEN'] as const)
        svcCart.events.on(type, () => events.push(type));
      await nextEvent(svcCart, 'CART_OPEN');
      await rendered();
      expect(events).to.deep.equal(['CART_READY', 'CART_UPDATED', 'CART_OPEN']);
      expect(svcCart.cart!.items.map((item) => [item.productId, item.quantity])).to.deep.equal([[201, 2]]);
      expect(panel()!.dataset.view).to.equal('checkout');
    });

    it('without a payload it opens the checkout on the current cart', async () => {
      const svcCart = await startWidget({ checkoutOnly: true }, { ready: false });
      await nextEvent(svcCart, 'CART_OPEN');
      await rendered();
      expect(panel()!.dataset.view).to.equal('checkout');
      expect(svcCart.cart!.items).to.deep.equal([]);
    });

    it('by default the widget stays closed after start-up', async () => {
      (window as unknown as Record<string, unknown>).svcCheckout = { payload: { productId: 201 } };
      const svcCart = await startWidget();
      await pendingRequestsAnswered();
      expect(svcCart.isOpen).to.equal(false);
      expect(svcCart.cart!.items).to.deep.equal([]);
    });
  });

  describe('checkoutUrl and cartSummaryUrl', () => {
    it("open('checkout') with a bare checkoutUrl redirects with the cart ID appended and opens nothing", async () => {
      const svcCart = await startWidget({ checkoutUrl: '/checkout' });
      const opened: string[] = [];
      svcCart.events.on('CART_OPEN', () => opened.push('open'));
      svcCart.open('checkout');
      await rendered();
      expect(navigations).to.deep.equal([`/checkout/${svcCart.cart!.id}`]);
      expect(opened).to.deep.equal([]);
      expect(panel()).to.equal(null);
    });

    it('a checkoutUrl with a trailing slash gets the cart ID without a double slash', async () => {
      const svcCart = await startWidget({ checkoutUrl: '/checkout/' });
      svcCart.open('checkout');
      expect(navigations).to.deep.equal([`/checkout/${svcCart.cart!.id}`]);
    });

    it('the /checkout/{cartId} form gets the cart ID in place', async () => {
      const svcCart = await startWidget({ checkoutUrl: '/checkout/{cartId}' });
      svcCart.open('checkout');
      expect(navigations).to.deep.equal([`/checkout/${svcCart.cart!.id}`]);
    });

    it('an absolute checkoutUrl keeps its query after the appended cart ID', async () => {
      const svcCart = await startWidget({ checkoutUrl: 'https://pay.example.com/checkout?step=1' });
      svcCart.open('checkout');
      expect(navigations).to.deep.equal([`https://pay.example.com/checkout/${svcCart.cart!.id}?step=1`]);
    });

    it('open() with cartSummaryUrl redirects to the summary page with the cart ID', async () => {
      const svcCart = await startWidget({ cartSummaryUrl: '/cart' });
      svcCart.open();
      await rendered();
      expect(navigations).to.deep.equal([`/cart/${svcCart.cart!.id}`]);
      expect(svcCart.isOpen).to.equal(false);
      expect(panel()).to.equal(null);
    });

    it('toggle() with cartSummaryUrl redirects as well', async () => {
      const svcCart = await startWidget({ cartSummaryUrl: '/cart/{cartId}' });
      svcCart.toggle();
      expect(navigations).to.deep.equal([`/cart/${svcCart.cart!.id}`]);
    });

    it('the widget stands down on the checkoutUrl path: disabled and no request', async () => {
      setPageUrl(`/checkout/${crypto.randomUUID()}`);
      const svcCart = await startWidget({ checkoutUrl: '/checkout' }, { ready: false });
      await svcCart.whenUrlRulesReady();
      await pendingRequestsAnswered();
      expect(svcCart.enabled).to.equal(false);
      expect(svcCart.ready).to.equal(false);
      expect(await sent()).to.deep.equal([]);
    });

    it('the widget stands down on the path of a /checkout/{cartId} checkoutUrl', async () => {
      setPageUrl('/checkout/some-cart');
      const svcCart = await startWidget({ checkoutUrl: '/checkout/{cartId}' }, { ready: false });
      await svcCart.whenUrlRulesReady();
      expect(svcCart.enabled).to.equal(false);
    });

    it('the widget stands down on the cartSummaryUrl path', async () => {
      setPageUrl('/cart');
      const svcCart = await startWidget({ cartSummaryUrl: '/cart' }, { ready: false });
      await svcCart.whenUrlRulesReady();
      expect(svcCart.enabled).to.equal(false);
      svcCart.open();
      expect(navigations).to.deep.equal([]);
    });

    it('on other paths the widget with checkoutUrl and cartSummaryUrl is enabled', async () => {
      setPageUrl('/shop/checkout-guide');
      const svcCart = await startWidget({ checkoutUrl: '/checkout', cartSummaryUrl: '/cart' });
      expect(svcCart.enabled).to.equal(true);
    });
  });

  describe('wrong types', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['apiKey', { apiKey: 42 }, 'config.apiKey must be a string (got number)'],
      ['apiUrl', { apiUrl: 42 }, 'config.apiUrl must be a string (got number)'],
      ['settings', { settings: 'cartButton' }, 'config.settings must be an object (got string)'],
      ['settings (array)', { settings: [] }, 'config.settings must be an object (got array)'],
      [
        'settings.cartButton',
        { settings: { cartButton: 'yes' } },
        'config.settings.cartButton must be true or false (got string)',
      ],
      [
        'settings.cartToggleEl',
        { settings: { cartToggleEl: 7 } },
        'config.settings.cartToggleEl must be a CSS selector or an element (got number)',
      ],
      ...(
        [
          [true, 'boolean'],
          ['Inter', 'string'],
          ['https://cdn.shop.example/fonts/inter.css', 'string'],
          ['javascript:alert(1)//{family}', 'string'],
          ['data:text/css,{family}', 'string'],
          ['ftp://fonts.shop.example/{family}.css', 'string'],
          [' java\tscript:{family}', 'string'],
          ['https://[shop/{family}.css', 'string'],
          [['https://cdn.shop.example/{family}.css'], 'array'],
          [{ url: 'https://cdn.shop.example/{family}.css' }, 'object'],
        ] as [unknown, string][]
      ).map(([webFont, type]): [string, Record<string, unknown>, string] => [
        `settings.webFont ${JSON.stringify(webFont)}`,
        { settings: { webFont } },
        `config.settings.webFont must be 'google', false or an http(s) URL with {family} (got ${type})`,
      ]),
      ['languageCode', { languageCode: 49 }, 'config.languageCode must be a string (got number)'],
      ['cartId', { cartId: 12 }, 'config.cartId must be a string (got number)'],
      ['accessToken', { accessToken: true }, 'config.accessToken must be a string (got boolean)'],
      ['checkoutOnly', { checkoutOnly: 'yes' }, 'config.checkoutOnly must be true or false (got string)'],
      ['checkoutUrl', { checkoutUrl: {} }, 'config.checkoutUrl must be a string (got object)'],
      ['cartSummaryUrl', { cartSummaryUrl: 1 }, 'config.cartSummaryUrl must be a string (got number)'],
      [
        'disableUrls',
        { disableUrls: '/checkout' },
        'config.disableUrls must be an array of path strings (got string)',
      ],
      [
        'disableUrls entry',
        { disableUrls: ['/account', 5] },
        'config.disableUrls[1] must be a path string (got number)',
      ],
    ];
    for (const [key, config, message] of cases) {
      it(`${key} of the wrong type is refused with an error naming the key`, async () => {
        const error = await rejectionOf(startWidget(config));
        expect(error).to.be.instanceOf(TypeError);
        expect(error.message).to.equal(`Cart Widget:initialize ${message}`);
      });
    }

    it('a config that is not an object is refused', () => {
      const error = thrownBy(() => bootstrapWith('demo-api-key'));
      expect(error.message).to.equal('Cart Widget:initialize config must be an object (got string)');
    });

    it('SvcCart.initialize refuses a wrong type with the same message', async () => {
      const error = await rejectionOf(SvcCart.initialize(baseConfig({ apiUrl: 42 as never })));
      expect(error.message).to.equal('Cart Widget:initialize config.apiUrl must be a string (got number)');
    });

    it('a refused config sets no global, mounts nothing and sends nothing', async () => {
      await rejectionOf(startWidget({ checkoutUrl: 5 as never }));
      await pendingRequestsAnswered();
      expect(window.svcCart).to.equal(undefined);
      expect(document.querySelectorAll('svc-cart-root')).to.have.length(0);
      expect(await sent()).to.deep.equal([]);
    });

    it('a refused settings.webFont sets no global, mounts nothing, sends nothing and links no font', async () => {
      const links = document.querySelectorAll('link').length;
      const error = await rejectionOf(startWidget({ settings: { webFont: 'fonts/inter.css' } }));
      expect(error.message).to.equal(
        "Cart Widget:initialize config.settings.webFont must be 'google', false or an http(s) URL with {family} (got string)",
      );
      await pendingRequestsAnswered();
      expect(window.svcCart).to.equal(undefined);
      expect(document.querySelectorAll('svc-cart-root')).to.have.length(0);
      expect(document.querySelectorAll('link')).to.have.length(links);
      expect(await sent()).to.deep.equal([]);
    });
  });
});
