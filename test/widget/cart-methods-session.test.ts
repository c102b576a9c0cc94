/**
 * The widget's sign-in, sign-out and reload methods ("Authentication" rule 8), calls made before
 * start-up, and wrong argument types for every public method.
 */
import { expect } from '@open-wc/testing';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { sandboxRequest } from '../../sandbox/testing.js';
import { captureConsoleError, readCookieValue, rejectionOf } from '../../sdk/test/helpers.js';
import { nextEvent, recordEvents, rendered, setPageUrl, startWidget } from './helpers.js';
import { laterChange, setupCartMethods } from './cart-methods-helpers.js';
import { browserCookie } from '../shared/cookies.js';

/** An error thrown synchronously or a rejection, whichever the call gives. */
async function errorOf(call: () => unknown): Promise<Error> {
  try {
    await call();
  } catch (error) {
    return error as Error;
  }
  throw new Error('Expected the call to fail, but it succeeded');
}

describe('widget cart methods', () => {
  const { sandbox, withItem } = setupCartMethods();

  describe('authenticate(accessToken?)', () => {
    const AUTH_FAILED =
      'Cart Widget:authenticate Authentication failed. The provided token is invalid or expired.';

    it('a valid token: written to the cookie, the customer fetched, SIGN_IN with { customer }', async () => {
      const svcCart = await startWidget();
      const token = sandbox().store.issueToken(1);
      const signIn = nextEvent(svcCart, 'SIGN_IN');
      await svcCart.authenticate(token);
      expect(readCookieValue('svc_access_token')).to.equal(token);
      expect(svcCart.customer!.email).to.equal('shopper@example.com');
      expect(svcCart.sdk!.auth.isAuthenticated).to.equal(true);
      const { error, data } = await signIn;
      expect(error).to.equal(null);
      expect(data).to.deep.equal({ customer: svcCart.customer });
    });

    it('checks the token against the API first', async () => {
      const svcCart = await startWidget();
      sandbox().clearSent();
      const token = sandbox().store.issueToken(1);
      await svcCart.authenticate(token);
      const first = (await sandbox().sent())[0]!;
      expect(`${first.method} ${first.path}`).to.equal('GET /customers/me');
      expect(first.headers.get('authorization')).to.equal(`Bearer ${token}`);
    });

    it('without an argument uses the token in the cookie', async () => {
      const svcCart = await startWidget();
      const token = sandbox().store.issueToken(1);
      document.cookie = `svc_access_token=${token}; path=/`;
      await svcCart.authenticate();
      expect(svcCart.customer!.email).to.equal('shopper@example.com');
    });

    it('an invalid token rejects with the exact message, clears the cookie and emits nothing', async () => {
      const svcCart = await startWidget();
      document.cookie = 'svc_access_token=sbx_old; path=/';
      const events = recordEvents(svcCart);
      let error: Error | undefined;
      await captureConsoleError(async () => {
        error = await rejectionOf(svcCart.authenticate('sbx_invalid'));
      });
      expect(error!.message).to.equal(AUTH_FAILED);
      expect(readCookieValue('svc_access_token')).to.equal(null);
      expect(svcCart.customer).to.equal(null);
      expect(events).to.deep.equal([]);
    });

    it('an expired token rejects with the exact message', async () => {
      const svcCart = await startWidget();
      const token = sandbox().store.issueToken(1);
      sandbox().store.expireToken(token);
      let error: Error | undefined;
      await captureConsoleError(async () => {
        error = await rejectionOf(svcCart.authenticate(token));
      });
      expect(error!.message).to.equal(AUTH_FAILED);
    });

    it('no argument and no cookie rejects with the exact message', async () => {
      const svcCart = await startWidget();
      let error: Error | undefined;
      await captureConsoleError(async () => {
        error = await rejectionOf(svcCart.authenticate());
      });
      expect(error!.message).to.equal(AUTH_FAILED);
    });

    it('a failed check signs a signed-in customer out', async () => {
      const svcCart = await startWidget();
      await svcCart.authenticate(sandbox().store.issueToken(1));
      await captureConsoleError(() => svcCart.authenticate('sbx_invalid').catch(() => undefined));
      expect(svcCart.customer).to.equal(null);
      expect(svcCart.sdk!.auth.isAuthenticated).to.equal(false);
    });
  });

  describe('signOut()', () => {
    it('clears the sign-in state, empties the cookie, emits SIGN_OUT; the cart stays', async () => {
      const svcCart = await withItem();
      await svcCart.authenticate(sandbox().store.issueToken(1));
      const cart = svcCart.cart;
      sandbox().clearSent();
      const events = recordEvents(svcCart);
      await svcCart.signOut();
      expect(events).to.deep.equal(['SIGN_OUT']);
      expect(readCookieValue('svc_access_token')).to.equal('');
      expect(svcCart.customer).to.equal(null);
      expect(svcCart.sdk!.auth.isAuthenticated).to.equal(false);
      expect(svcCart.cart).to.equal(cart);
      expect(readCookieValue('svc_cart_id')).to.equal(cart!.id);
      expect(await sandbox().sent()).to.deep.equal([]);
      const after = await svcCart.addItem({ productId: 231, quantity: 1 });
      expect(after.id).to.equal(cart!.id);
    });

    it('resolves with nothing', async () => {
      const svcCart = await startWidget();
      expect(await svcCart.signOut()).to.equal(undefined);
    });
  });

  describe('reload(cartId?)', () => {
    it('re-reads the cart and emits CART_UPDATED', async () => {
      const svcCart = await startWidget();
      const id = svcCart.cart!.id;
      await sandboxRequest('POST', `/carts/${id}/items`, { productId: 231, quantity: 3 });
      const updated = nextEvent(svcCart, 'CART_UPDATED');
      expect(await svcCart.reload()).to.equal(undefined);
      expect(svcCart.cart!.items.map((i) => [i.productId, i.quantity])).to.deep.equal([[231, 3]]);
      expect(await updated).to.deep.equal({ error: null, data: svcCart.cart });
    });

    it('with an ID points the widget at that cart and writes svc_cart_id', async () => {
      const svcCart = await startWidget();
      const other = (await sandboxRequest('POST', '/carts', {})).body!.id as string;
      await sandboxRequest('POST', `/carts/${other}/items`, { productId: 201, quantity: 1 });
      await svcCart.reload(other);
      expect(svcCart.cart!.id).to.equal(other);
      expect(svcCart.cart!.items.map((i) => i.productId)).to.deep.equal([201]);
      expect(readCookieValue('svc_cart_id')).to.equal(other);
      const after = await svcCart.addItem({ productId: 231, quantity: 1 });
      expect(after.id).to.equal(other);
    });

    it('writes the svc_cart_id cookie for 365 days', async () => {
      const svcCart = await startWidget();
      const other = (await sandboxRequest('POST', '/carts', {})).body!.id as string;
      await svcCart.reload(other);
      const cookie = (await browserCookie('svc_cart_id'))!;
      expect(cookie.value).to.equal(other);
      const days = (cookie.expires! - Date.now()) / 86_400_000;
      expect(days).to.be.within(364.9, 365.1);
    });

    it('picks up a sign-in made elsewhere (token in the cookie)', async () => {
      const svcCart = await startWidget();
      document.cookie = `svc_access_token=${sandbox().store.issueToken(1)}; path=/`;
      await svcCart.reload();
      expect(svcCart.customer!.email).to.equal('shopper@example.com');
    });

    it('a failed token check is ignored: it resolves, emits CART_UPDATED, and the customer is cleared', async () => {
      const svcCart = await startWidget();
      document.cookie = 'svc_access_token=sbx_invalid; path=/';
      const events = recordEvents(svcCart);
      await captureConsoleError(() => svcCart.reload());
      expect(events).to.deep.equal(['CART_UPDATED']);
      expect(svcCart.customer).to.equal(null);
    });

    it('a failed token check while signed in signs out', async () => {
      const svcCart = await startWidget();
      const token = sandbox().store.issueToken(1);
      await svcCart.authenticate(token);
      sandbox().store.expireToken(token);
      await captureConsoleError(() => svcCart.reload());
      expect(svcCart.customer).to.equal(null);
    });
  });

  describe('calls made before start-up', () => {
    it('resetCart() before CART_READY waits for start-up, then resets', async () => {
      const svcCart = await startWidget({}, { ready: false });
      const events: string[] = [];
      for (const type of ['CART_READY', 'CART_UPDATED', 'CART_RESET'] as const)
        svcCart.events.on(type, () => events.push(type));
      const cart = await svcCart.resetCart();
      expect(events).to.deep.equal(['CART_READY', 'CART_UPDATED', 'CART_RESET']);
      expect(svcCart.cart).to.equal(cart);
    });

    it('reload() before CART_READY waits for start-up, then re-reads the cart', async () => {
      const svcCart = await startWidget({}, { ready: false });
      const events: string[] = [];
      for (const type of ['CART_READY', 'CART_UPDATED'] as const)
        svcCart.events.on(type, () => events.push(type));
      await svcCart.reload();
      expect(events).to.deep.equal(['CART_READY', 'CART_UPDATED']);
    });

    it('authenticate() on a page disabled by disableUrls rejects and sends nothing', async () => {
      setPageUrl('/members/area');
      const svcCart = await startWidget({ disableUrls: ['/members'] }, { ready: false });
      const error = await rejectionOf(svcCart.authenticate(sandbox().store.issueToken(1)));
      expect(error.message).to.equal('The cart is not initialized');
      expect(await sandbox().sent()).to.deep.equal([]);
    });

    it('resetCart() and reload() on a disabled widget reject with The cart is not initialized', async () => {
      setPageUrl('/members/area');
      const svcCart = await startWidget({ disableUrls: ['/members'] }, { ready: false });
      expect((await rejectionOf(svcCart.resetCart())).message).to.equal('The cart is not initialized');
      expect((await rejectionOf(svcCart.reload())).message).to.equal('The cart is not initialized');
      expect(await sandbox().sent()).to.deep.equal([]);
    });
  });

  describe('bad input: a clear error naming the method, no state change, no request', () => {
    type Case = [
      name: string,
      call: (svcCart: SvcCart) => unknown,
      message: string | RegExp,
      type: 'TypeError' | 'Error',
    ];
    const cases: Case[] = [
      [
        'updateCart(null)',
        (c) => c.updateCart(null as never),
        'Cart Widget:updateCart payload must be an object (got null)',
        'TypeError',
      ],
      [
        'updateCart([])',
        (c) => c.updateCart([] as never),
        'Cart Widget:updateCart payload must be an object (got array)',
        'TypeError',
      ],
      [
        'addItem("201")',
        (c) => c.addItem('201' as never),
        'Cart Widget:addItem payload must be an object (got string)',
        'TypeError',
      ],
      [
        'addItem({ productId: "201" })',
        (c) => c.addItem({ productId: '201' as never, quantity: 1 }),
        'Cart Widget:addItem payload.productId must be a variant or plan ID (got string)',
        'TypeError',
      ],
      [
        'updateItem(5, {})',
        (c) => c.updateItem(5 as never, {}),
        'Cart Widget:updateItem cartItemId must be a non-empty string (got number)',
        'TypeError',
      ],
      [
        'updateItem(id, null)',
        (c) => c.updateItem(c.cart!.items[0]!.id, null as never),
        'Cart Widget:updateItem payload must be an object (got null)',
        'TypeError',
      ],
      [
        'removeItem()',
        (c) => (c.removeItem as () => unknown)(),
        'Cart Widget:removeItem cartItemId must be a non-empty string (got undefined)',
        'TypeError',
      ],
      [
        'applyCoupon(10)',
        (c) => c.applyCoupon(10 as never),
        'Cart Widget:applyCoupon couponCode must be a non-empty string (got number)',
        'TypeError',
      ],
      [
        'applyCoupon("")',
        (c) => c.applyCoupon(''),
        'Cart Widget:applyCoupon couponCode must be a non-empty string (got string)',
        'TypeError',
      ],
      [
        'applyGiftCard(null)',
        (c) => c.applyGiftCard(null as never),
        'Cart Widget:applyGiftCard giftCardCode must be a non-empty string (got null)',
        'TypeError',
      ],
      [
        'setPendingCoupon({})',
        (c) => c.setPendingCoupon({} as never),
        'Cart Widget:setPendingCoupon couponCode must be a non-empty string (got object)',
        'TypeError',
      ],
      [
        'setLanguage(5)',
        (c) => c.setLanguage(5 as never),
        'Cart Widget:setLanguage Language code is required',
        'Error',
      ],
      [
        'setCurrency(5)',
        (c) => c.setCurrency(5 as never),
        'Cart Widget:setCurrency currency code is required',
        'Error',
      ],
      [
        'setSettings("dark")',
        (c) => c.setSettings('dark' as never),
        'Cart Widget:setSettings payload must be an object (got string)',
        'TypeError',
      ],
      [
        'setSettings({ buttonStyle: "big" })',
        (c) => c.setSettings({ buttonStyle: 'big' as never }),
        'Cart Widget:setSettings buttonStyle must be a number (got string)',
        'TypeError',
      ],
      [
        'setSettings({ fontStyle: 3 })',
        (c) => c.setSettings({ fontStyle: 3 as never }),
        'Cart Widget:setSettings fontStyle must be a font name (got number)',
        'TypeError',
      ],
      [
        'setCustomerData(null)',
        (c) => c.setCustomerData(null as never),
        'Cart Widget:setCustomerData payload must be an object (got null)',
        'TypeError',
      ],
      [
        'setCustomerData({})',
        (c) => c.setCustomerData({} as never),
        'Cart Widget:setCustomerData email must be a non-empty string (got undefined)',
        'TypeError',
      ],
      [
        'setCustomerData({ email, tosConsent: "yes" })',
        (c) => c.setCustomerData({ email: 'a@example.com', tosConsent: 'yes' as never }),
        'Cart Widget:setCustomerData tosConsent must be true or false (got string)',
        'TypeError',
      ],
      [
        'authenticate(42)',
        (c) => c.authenticate(42 as never),
        'Cart Widget:authenticate accessToken must be a string (got number)',
        'TypeError',
      ],
      [
        'reload(42)',
        (c) => c.reload(42 as never),
        'Cart Widget:reload cartId must be a non-empty string (got number)',
        'TypeError',
      ],
      [
        'reload("")',
        (c) => c.reload(''),
        'Cart Widget:reload cartId must be a non-empty string (got string)',
        'TypeError',
      ],
      [
        'configureGift(null, "now")',
        (c) => c.configureGift(null, 'now' as never),
        'Cart Widget:configureGift mount must be true or false (got string)',
        'TypeError',
      ],
      ['open(1)', (c) => c.open(1 as never), /^Cart Widget:open view must be /, 'TypeError'],
    ];
    for (const [name, call, message, type] of cases) {
      it(name, async () => {
        const svcCart = await withItem();
        const cart = svcCart.cart;
        const settings = { ...svcCart.cartSettings };
        const customerData = { ...svcCart.customerData };
        const state = { ...svcCart.state };
        const events = recordEvents(svcCart);
        const error = await errorOf(() => call(svcCart));
        expect(error.name).to.equal(type);
        if (typeof message === 'string') expect(error.message).to.equal(message);
        else expect(error.message).to.match(message);
        expect(svcCart.cart).to.equal(cart);
        expect(svcCart.cartSettings).to.deep.equal(settings);
        expect(svcCart.customerData).to.deep.equal(customerData);
        expect(svcCart.state).to.deep.equal(state);
        expect(svcCart.isOpen).to.equal(false);
        expect(svcCart.error).to.equal(null);
        expect(svcCart.customization).to.equal(null);
        expect(events).to.deep.equal([]);
        await laterChange(svcCart);
        expect((await sandbox().sent()).map((r) => r.body)).to.deep.equal([{ giftCardCode: null }]);
      });
    }

    it('a pending coupon set with a bad value is not applied later', async () => {
      const svcCart = await withItem();
      expect(() => svcCart.setPendingCoupon('')).to.throw(TypeError);
      svcCart.open();
      await rendered();
      await laterChange(svcCart);
      expect((await sandbox().sent()).map((r) => r.body)).to.deep.equal([{ giftCardCode: null }]);
    });
  });
});
