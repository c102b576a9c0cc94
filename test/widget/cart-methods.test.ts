/**
 * The widget's cart, shop, language, currency, settings and customer methods (spec "Widget
 * methods", the widget rows of "States and transitions" and "Errors", "Authentication" rule 8),
 * and wrong argument types for every public method.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart } from '@svc/sdk';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { priced } from '../../sandbox/money.js';
import { sandboxRequest } from '../../sandbox/testing.js';
import { captureConsoleError, readCookieValue, rejectionOf } from '../../sdk/test/helpers.js';
import { until, WAIT_LIMIT } from '../shared/wait.js';
import { nextEvent, panel, recordEvents, rendered, setPageUrl, setupWidget, startWidget } from './helpers.js';

/**
 * A later cart change through the same queue (it takes off a gift card the cart does not have):
 * once it is answered, whatever the widget queued before it has left the client. Tests that prove
 * a request is NOT sent wait for this instead of for a time.
 */
const laterChange = (svcCart: SvcCart) => svcCart.removeGiftCard();

/** The panel's `data-view` after Lit rendered, or null when nothing is drawn. */
async function shownView(): Promise<string | null> {
  await rendered();
  return panel()?.dataset.view ?? null;
}

const SURVEY_ANSWERS = [
  { questionId: 3, answers: [{ id: 31 }] },
  { questionId: 4, answers: [{ id: 41 }] },
  { questionId: 7, answers: [{ id: 71 }] },
];
const GIFT_CARD_CODE = '7f3c2a9e-1b4d-4c8a-9e2f-5a6b7c8d9e0f';

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
  const sandbox = setupWidget();

  /** The requests sent since the last clear, as `METHOD /path` with the cart ID as `:id`. */
  const sentSince = async (cartId?: string) =>
    (await sandbox().sent()).map((r) => `${r.method} ${cartId ? r.path.replace(cartId, ':id') : r.path}`);

  /** A widget with one line in its cart, the request log cleared. */
  async function withItem(productId = 231, quantity = 1): Promise<SvcCart> {
    const svcCart = await startWidget();
    await svcCart.addItem({ productId, quantity });
    sandbox().clearSent();
    return svcCart;
  }

  describe('loadShop()', () => {
    it('resolves with svcCart.shop itself and sends no request when the shop is loaded', async () => {
      const svcCart = await startWidget();
      sandbox().clearSent();
      const shop = await svcCart.loadShop();
      expect(shop).to.equal(svcCart.shop);
      expect(shop.name).to.equal('Sandbox Coffee Co.');
      expect(await sandbox().sent()).to.deep.equal([]);
    });

    it('refreshes svcCart.shop in place from the SDK shop', async () => {
      const svcCart = await startWidget();
      const before = svcCart.shop;
      sandbox().store.shop.name = 'Renamed Coffee';
      await svcCart.sdk!.shop.load();
      sandbox().clearSent();
      const shop = await svcCart.loadShop();
      expect(shop).to.equal(before);
      expect(svcCart.shop).to.equal(before);
      expect(svcCart.shop.name).to.equal('Renamed Coffee');
      expect(await sandbox().sent()).to.deep.equal([]);
    });
  });

  describe('updateCart(payload)', () => {
    it('sends the payload, replaces svcCart.cart and emits CART_UPDATED with it', async () => {
      const svcCart = await withItem();
      const events = recordEvents(svcCart);
      const updated = nextEvent(svcCart, 'CART_UPDATED');
      const cart = await svcCart.updateCart({ couponCode: 'WELCOME10', referralId: 2 });
      expect(cart.coupon!.code).to.equal('WELCOME10');
      expect(cart.referralId).to.equal(2);
      expect(svcCart.cart).to.equal(cart);
      expect(await updated).to.deep.equal({ error: null, data: cart });
      expect(events).to.deep.equal(['CART_UPDATED']);
      const sent = await sandbox().sent();
      expect(sent.map((r) => `${r.method} ${r.path}`)).to.deep.equal([`PATCH /carts/${cart.id}`]);
      expect(sent[0]!.body).to.deep.equal({ couponCode: 'WELCOME10', referralId: 2 });
    });

    it('a refused update rejects, keeps the cart and emits nothing', async () => {
      const svcCart = await withItem();
      const before = svcCart.cart;
      const events = recordEvents(svcCart);
      const error = await rejectionOf(svcCart.updateCart({ referralId: 999 }));
      expect(error.message).to.contain('The referralId must be the ID of an existing customer.');
      expect(svcCart.cart).to.equal(before);
      expect(events).to.deep.equal([]);
    });

    it('a refused update does not show the error view', async () => {
      const svcCart = await withItem();
      await svcCart.updateCart({ referralId: 999 }).catch(() => undefined);
      expect(svcCart.error).to.equal(null);
      expect(await shownView()).to.equal(null);
    });
  });

  describe('addItem(payload)', () => {
    it('adds a variant and emits CART_UPDATED with the cart', async () => {
      const svcCart = await startWidget();
      const updated = nextEvent(svcCart, 'CART_UPDATED');
      const cart = await svcCart.addItem({ productId: 201, quantity: 2 });
      expect(cart.items.map((i) => [i.productId, i.quantity])).to.deep.equal([[201, 2]]);
      expect(await updated).to.deep.equal({ error: null, data: cart });
    });

    it('adds a survey plan with its required answers', async () => {
      const svcCart = await startWidget();
      const cart = await svcCart.addItem({ productId: 111, options: SURVEY_ANSWERS });
      expect(cart.items.map((i) => i.productId)).to.deep.equal([111]);
    });

    it('a parent product ID (100) rejects and shows the error view', async () => {
      const svcCart = await startWidget();
      const events = recordEvents(svcCart);
      const error = await rejectionOf(svcCart.addItem({ productId: 100 }));
      expect(error.message).to.contain('Product 100 is a parent product');
      expect(await shownView()).to.equal('error');
      // The error view shows the server's own message (its code has no catalog text).
      const view = panel()!.querySelector('svc-cart-error')!;
      await view.updateComplete;
      expect(view.shadowRoot!.querySelector('[role=alert] [part="message"]')!.textContent).to.equal(
        'Product 100 is a parent product; add one of its plans (101, 102, 103).',
      );
      expect(svcCart.error!.source).to.equal('addItem');
      expect(svcCart.cart!.items).to.deep.equal([]);
      expect(events).to.deep.equal(['CART_OPEN']);
    });

    it('missing required survey answers (plan 111) reject and show the error view', async () => {
      const svcCart = await startWidget();
      const error = await rejectionOf(svcCart.addItem({ productId: 111 }));
      expect(error.message).to.contain('needs an answer');
      expect(await shownView()).to.equal('error');
      expect(svcCart.cart!.items).to.deep.equal([]);
    });

    it('a failure on an open widget shows the error view over the summary', async () => {
      const svcCart = await startWidget();
      svcCart.open();
      await svcCart.addItem({ productId: 202, quantity: 1 }).catch(() => undefined);
      expect(await shownView()).to.equal('error');
      expect(panel()!.dataset.summary).to.equal('summary');
    });

    it('retry() on the error view runs the failed addItem again', async () => {
      const svcCart = await startWidget();
      sandbox().setFaults({ fail: ['cart.addItem'] });
      await svcCart.addItem({ productId: 231, quantity: 1 }).catch(() => undefined);
      expect(await shownView()).to.equal('error');
      sandbox().setFaults({ fail: [] });
      await svcCart.retry();
      expect(svcCart.cart!.items.map((i) => i.productId)).to.deep.equal([231]);
      expect(svcCart.error).to.equal(null);
    });
  });

  describe('updateItem(cartItemId, payload) and removeItem(cartItemId)', () => {
    it('updateItem changes the quantity and emits CART_UPDATED', async () => {
      const svcCart = await withItem(201, 1);
      const lineId = svcCart.cart!.items[0]!.id;
      const updated = nextEvent(svcCart, 'CART_UPDATED');
      const cart = await svcCart.updateItem(lineId, { quantity: 4 });
      expect(cart.items.map((i) => [i.id, i.quantity])).to.deep.equal([[lineId, 4]]);
      expect(await updated).to.deep.equal({ error: null, data: cart });
      expect(await sentSince(cart.id)).to.deep.equal([`PATCH /carts/:id/items/${lineId}`]);
    });

    it('updateItem changes survey answers', async () => {
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 111, options: SURVEY_ANSWERS });
      const lineId = svcCart.cart!.items[0]!.id;
      const answers = SURVEY_ANSWERS.map((o) =>
        o.questionId === 4 ? { questionId: 4, answers: [{ id: 42 }] } : o,
      );
      const cart = await svcCart.updateItem(lineId, { options: answers });
      const flavours = cart.items[0]!.options!.find((o) => o.questionId === 4)!;
      expect(flavours.answers).to.deep.equal([{ id: 42 }]);
    });

    it('removeItem removes the line and emits CART_UPDATED', async () => {
      const svcCart = await withItem(201, 1);
      const lineId = svcCart.cart!.items[0]!.id;
      const updated = nextEvent(svcCart, 'CART_UPDATED');
      const cart = await svcCart.removeItem(lineId);
      expect(cart.items).to.deep.equal([]);
      expect(await updated).to.deep.equal({ error: null, data: cart });
      expect(await sentSince(cart.id)).to.deep.equal([`DELETE /carts/:id/items/${lineId}`]);
    });

    it('removeItem of an unknown line rejects and keeps the cart', async () => {
      const svcCart = await withItem();
      const before = svcCart.cart;
      const error = await rejectionOf(svcCart.removeItem('00000000-0000-4000-8000-000000000000'));
      expect(error.message).to.contain('was not found');
      expect(svcCart.cart).to.equal(before);
    });
  });

  describe('coupons', () => {
    it('applyCoupon sends updateCart({ couponCode }) and emits CART_UPDATED', async () => {
      const svcCart = await withItem();
      const updated = nextEvent(svcCart, 'CART_UPDATED');
      const cart = await svcCart.applyCoupon('WELCOME10');
      expect(cart.coupon!.code).to.equal('WELCOME10');
      expect(cart.discount).to.equal(Math.round(priced(900).USD! / 10));
      expect((await sandbox().sent())[0]!.body).to.deep.equal({ couponCode: 'WELCOME10' });
      expect((await updated).data).to.equal(cart);
    });

    it('applyCoupon rejects an invalid code', async () => {
      const svcCart = await withItem();
      const error = await rejectionOf(svcCart.applyCoupon('NOPE'));
      expect(error.message).to.contain('This code is not valid.');
      expect(svcCart.cart!.coupon).to.equal(null);
    });

    it('applyCoupon rejects BOXONLY on a cart without a build-a-box bundle', async () => {
      const svcCart = await withItem();
      const error = await rejectionOf(svcCart.applyCoupon('BOXONLY'));
      expect(error.message).to.contain('This code only works with a build-a-box bundle in the cart.');
      expect(svcCart.cart!.coupon).to.equal(null);
    });

    it('applyCoupon rejects a code on an empty cart', async () => {
      const svcCart = await startWidget();
      const error = await rejectionOf(svcCart.applyCoupon('WELCOME10'));
      expect(error.message).to.contain('Add something to the cart before using a code.');
    });

    it('removeCoupon sends updateCart({ couponCode: null })', async () => {
      const svcCart = await withItem();
      await svcCart.applyCoupon('WELCOME10');
      sandbox().clearSent();
      const updated = nextEvent(svcCart, 'CART_UPDATED');
      const cart = await svcCart.removeCoupon();
      expect(cart.coupon).to.equal(null);
      expect((await sandbox().sent())[0]!.body).to.deep.equal({ couponCode: null });
      expect((await updated).data).to.equal(cart);
    });
  });

  describe('gift cards', () => {
    it('applyGiftCard sends updateCart({ giftCardCode }) and emits CART_UPDATED', async () => {
      const svcCart = await withItem();
      const updated = nextEvent(svcCart, 'CART_UPDATED');
      const cart = await svcCart.applyGiftCard(GIFT_CARD_CODE);
      expect(cart.giftCard!.code).to.equal(GIFT_CARD_CODE);
      expect((await sandbox().sent())[0]!.body).to.deep.equal({ giftCardCode: GIFT_CARD_CODE });
      expect((await updated).data).to.equal(cart);
    });

    it('applyGiftCard rejects an unknown card', async () => {
      const svcCart = await withItem();
      const error = await rejectionOf(svcCart.applyGiftCard('11111111-2222-4333-8444-555555555555'));
      expect(error.message).to.contain('This gift card is not valid.');
    });

    it('removeGiftCard sends updateCart({ giftCardCode: null })', async () => {
      const svcCart = await withItem();
      await svcCart.applyGiftCard(GIFT_CARD_CODE);
      sandbox().clearSent();
      const cart = await svcCart.removeGiftCard();
      expect(cart.giftCard).to.equal(null);
      expect((await sandbox().sent())[0]!.body).to.deep.equal({ giftCardCode: null });
    });
  });

  describe('setPendingCoupon(couponCode)', () => {
    const couponRequests = async () =>
      (await sandbox().sent())
        .filter((r) => r.method === 'PATCH')
        .map((r) => r.body)
        .filter((body) => typeof body === 'object' && body !== null && 'couponCode' in body);

    it('is not applied before the summary or checkout renders', async () => {
      const svcCart = await withItem();
      svcCart.setPendingCoupon('WELCOME10');
      await laterChange(svcCart);
      expect(await couponRequests()).to.deep.equal([]);
    });

    it('is applied at the next render of the summary', async () => {
      const svcCart = await withItem();
      svcCart.setPendingCoupon('WELCOME10');
      const updated = nextEvent(svcCart, 'CART_UPDATED');
      svcCart.open();
      await rendered();
      const { data } = await updated;
      expect((data as Cart).coupon!.code).to.equal('WELCOME10');
      expect(await couponRequests()).to.deep.equal([{ couponCode: 'WELCOME10' }]);
    });

    it('is applied at the next render of the checkout', async () => {
      const svcCart = await withItem();
      svcCart.setPendingCoupon('WELCOME10');
      const updated = nextEvent(svcCart, 'CART_UPDATED');
      svcCart.open('checkout');
      await rendered();
      await updated;
      expect(svcCart.cart!.coupon!.code).to.equal('WELCOME10');
    });

    it('is dropped after one attempt', async () => {
      const svcCart = await withItem();
      svcCart.setPendingCoupon('WELCOME10');
      svcCart.open();
      await rendered();
      await nextEvent(svcCart, 'CART_UPDATED');
      await svcCart.removeCoupon();
      svcCart.close();
      svcCart.open();
      await rendered();
      await laterChange(svcCart);
      expect(await couponRequests()).to.deep.equal([{ couponCode: 'WELCOME10' }, { couponCode: null }]);
      expect(svcCart.cart!.coupon).to.equal(null);
    });

    it('is skipped, with no request, when it equals the cart’s coupon', async () => {
      const svcCart = await withItem();
      await svcCart.applyCoupon('WELCOME10');
      sandbox().clearSent();
      svcCart.setPendingCoupon('welcome10');
      svcCart.open();
      await rendered();
      await laterChange(svcCart);
      expect((await sandbox().sent()).map((r) => r.body)).to.deep.equal([{ giftCardCode: null }]);
    });

    it('fails silently: no rejection, no error view, dropped', async () => {
      const svcCart = await withItem();
      const events = recordEvents(svcCart);
      svcCart.setPendingCoupon('NOPE');
      svcCart.open();
      await rendered();
      // The attempt waits for the cart's payload checks, which load on first use.
      await waitUntil(async () => (await couponRequests()).length > 0, 'no coupon request', {
        timeout: WAIT_LIMIT,
      });
      expect(svcCart.error).to.equal(null);
      expect(await shownView()).to.equal('summary');
      expect(events).to.deep.equal(['CART_OPEN']);
      await laterChange(svcCart);
      expect(await couponRequests()).to.deep.equal([{ couponCode: 'NOPE' }]);
      svcCart.close();
      svcCart.open();
      await rendered();
      await laterChange(svcCart);
      expect(await couponRequests()).to.have.length(1);
    });
  });

  describe('setLanguage(langCode)', () => {
    it('sets state.languageCode, emits nothing, and later SDK requests send that accept-language', async () => {
      const svcCart = await startWidget();
      const events = recordEvents(svcCart);
      sandbox().clearSent();
      expect(svcCart.setLanguage('de')).to.equal(undefined);
      expect(svcCart.state.languageCode).to.equal('de');
      expect(await sandbox().sent()).to.deep.equal([]);
      await svcCart.reload();
      const sent = await sandbox().sent();
      expect(sent.length).to.be.greaterThan(0);
      for (const request of sent) expect(request.headers.get('accept-language')).to.equal('de');
      expect(events).to.deep.equal(['CART_UPDATED']);
    });

    it('keeps the first two letters, lower-cased', async () => {
      const svcCart = await startWidget();
      svcCart.setLanguage('FR-ca');
      expect(svcCart.state.languageCode).to.equal('fr');
    });

    it('falls back to the shop’s default language when the shop lacks the code', async () => {
      const svcCart = await startWidget();
      svcCart.setLanguage('de');
      svcCart.setLanguage('ko');
      expect(svcCart.state.languageCode).to.equal('en');
      sandbox().clearSent();
      await svcCart.reload();
      expect((await sandbox().sent())[0]!.headers.get('accept-language')).to.equal('en');
    });

    it('falls back to the shop’s first language when none is marked default', async () => {
      sandbox().store.shop.languages = [
        { code: 'fr', name: 'Français' },
        { code: 'de', name: 'Deutsch' },
      ];
      const svcCart = await startWidget();
      svcCart.setLanguage('es');
      expect(svcCart.state.languageCode).to.equal('fr');
    });

    it('falls back to en when the shop lists no language', async () => {
      sandbox().store.shop.languages = [];
      const svcCart = await startWidget();
      svcCart.setLanguage('es');
      expect(svcCart.state.languageCode).to.equal('en');
    });

    for (const empty of ['', '   ']) {
      it(`throws exactly "Cart Widget:setLanguage Language code is required" for ${JSON.stringify(empty)}`, async () => {
        const svcCart = await startWidget();
        expect(() => svcCart.setLanguage(empty)).to.throw(
          Error,
          /^Cart Widget:setLanguage Language code is required$/,
        );
        expect(svcCart.state.languageCode).to.equal('en');
      });
    }
  });

  describe('setCurrency(currencyCode)', () => {
    it('re-prices the lines in the new currency, updates state.currencyCode and emits CART_UPDATED', async () => {
      const svcCart = await withItem(231, 2);
      const updated = nextEvent(svcCart, 'CART_UPDATED');
      const cart = await svcCart.setCurrency('EUR');
      expect(cart.currencyCode).to.equal('EUR');
      expect(cart.items[0]!.price).to.equal(priced(900).EUR);
      expect(cart.subTotal).to.equal(2 * priced(900).EUR!);
      expect(svcCart.state.currencyCode).to.equal('EUR');
      expect(svcCart.cart).to.equal(cart);
      expect(await updated).to.deep.equal({ error: null, data: cart });
      const sent = await sandbox().sent();
      expect(sent.map((r) => r.body)).to.deep.equal([{ currencyCode: 'EUR' }]);
    });

    it('later product loads send x-currency', async () => {
      const svcCart = await startWidget();
      await svcCart.setCurrency('GBP');
      sandbox().clearSent();
      const settled = svcCart.configureItem({ productId: 200 });
      await until(() => svcCart.customization, 'the customization view');
      const load = (await sandbox().sent()).find((r) => r.path === '/products/200')!;
      expect(load.headers.get('x-currency')).to.equal('GBP');
      expect(
        (svcCart.customization!.product as { variants: { price: number }[] }).variants[0]!.price,
      ).to.equal(priced(1400).GBP);
      svcCart.dismissCustomization();
      await settled;
    });

    it('an unknown currency rejects and keeps the state', async () => {
      const svcCart = await startWidget();
      const error = await rejectionOf(svcCart.setCurrency('JPY'));
      expect(error.message).to.contain('JPY');
      expect(svcCart.state.currencyCode).to.equal('USD');
      expect(svcCart.cart!.currencyCode).to.equal('USD');
    });

    for (const empty of ['', '  ']) {
      it(`rejects exactly "Cart Widget:setCurrency currency code is required" for ${JSON.stringify(empty)}`, async () => {
        const svcCart = await startWidget();
        sandbox().clearSent();
        const error = await rejectionOf(svcCart.setCurrency(empty));
        expect(error.message).to.equal('Cart Widget:setCurrency currency code is required');
        expect(await sandbox().sent()).to.deep.equal([]);
        expect(svcCart.state.currencyCode).to.equal('USD');
      });
    }
  });

  describe('resetCart()', () => {
    it('creates a new empty cart and emits CART_UPDATED then CART_RESET', async () => {
      const svcCart = await withItem();
      const oldId = svcCart.cart!.id;
      const events: [string, unknown][] = [];
      for (const type of ['CART_UPDATED', 'CART_RESET'] as const)
        svcCart.events.on(type, (_error, data) => events.push([type, data]));
      const cart = await svcCart.resetCart();
      expect(cart.id).to.not.equal(oldId);
      expect(cart.items).to.deep.equal([]);
      expect(svcCart.cart).to.equal(cart);
      expect(events).to.deep.equal([
        ['CART_UPDATED', cart],
        ['CART_RESET', cart],
      ]);
    });

    it('keeps the currency', async () => {
      const svcCart = await withItem();
      await svcCart.setCurrency('EUR');
      sandbox().clearSent();
      const cart = await svcCart.resetCart();
      expect(cart.currencyCode).to.equal('EUR');
      expect(svcCart.state.currencyCode).to.equal('EUR');
      const sent = await sandbox().sent();
      expect(sent.map((r) => `${r.method} ${r.path}`)).to.deep.equal(['POST /carts']);
      expect(sent[0]!.body).to.deep.equal({ currencyCode: 'EUR' });
    });

    it('writes the new ID to the svc_cart_id cookie, and later changes go to the new cart', async () => {
      const svcCart = await withItem();
      const cart = await svcCart.resetCart();
      expect(readCookieValue('svc_cart_id')).to.equal(cart.id);
      const after = await svcCart.addItem({ productId: 201, quantity: 1 });
      expect(after.id).to.equal(cart.id);
      expect(after.items.map((i) => i.productId)).to.deep.equal([201]);
    });

    it('unmounts an open customization view (configureItem resolves { finalized: false })', async () => {
      const svcCart = await startWidget();
      const settled = svcCart.configureItem({ productId: 100 });
      await until(() => svcCart.customization, 'the customization view');
      await svcCart.resetCart();
      expect(svcCart.customization).to.equal(null);
      expect(await settled).to.deep.equal({ finalized: false });
    });
  });

  describe('a purchased cart', () => {
    /** Buys the widget's cart through the SDK, as another tab or the checkout would. */
    async function purchase(svcCart: SvcCart): Promise<string> {
      await svcCart.addItem({ productId: 201, quantity: 1 });
      const sdk = svcCart.sdk!;
      await sdk.auth.login({ email: 'shopper@example.com', password: 'demo1234' });
      await sdk.cart.attachCustomer();
      await sdk.cart.update({ shippingAddressId: 1, shippingMethodId: 1, paymentMethodId: 1 });
      const id = svcCart.cart!.id;
      await sdk.checkout.purchase(id);
      expect(sandbox().store.carts.get(id)!.status).to.equal('purchased');
      return id;
    }

    it('updateCart emits CART_RESET before CART_UPDATED and the change lands on a new cart', async () => {
      const svcCart = await startWidget();
      const purchasedId = await purchase(svcCart);
      const events: [string, string][] = [];
      for (const type of ['CART_RESET', 'CART_UPDATED'] as const)
        svcCart.events.on(type, (_error, data) => events.push([type, (data as Cart).id]));
      const cart = await svcCart.updateCart({ referralId: 2 });
      expect(cart.id).to.not.equal(purchasedId);
      expect(cart.referralId).to.equal(2);
      expect(cart.status).to.equal('open');
      expect(cart.items).to.deep.equal([]);
      expect(events).to.deep.equal([
        ['CART_RESET', cart.id],
        ['CART_UPDATED', cart.id],
      ]);
      expect(readCookieValue('svc_cart_id')).to.equal(cart.id);
      expect(sandbox().store.carts.get(purchasedId)!.status).to.equal('purchased');
    });

    it('addItem emits CART_RESET before CART_UPDATED and the item lands on a new cart', async () => {
      const svcCart = await startWidget();
      const purchasedId = await purchase(svcCart);
      const events: string[] = [];
      for (const type of ['CART_RESET', 'CART_UPDATED'] as const)
        svcCart.events.on(type, () => events.push(type));
      const cart = await svcCart.addItem({ productId: 231, quantity: 1 });
      expect(cart.id).to.not.equal(purchasedId);
      expect(cart.items.map((i) => i.productId)).to.deep.equal([231]);
      expect(events).to.deep.equal(['CART_RESET', 'CART_UPDATED']);
      expect(svcCart.error).to.equal(null);
    });

    it('the new cart keeps the currency of the purchased one', async () => {
      const svcCart = await startWidget();
      await svcCart.setCurrency('EUR');
      await purchase(svcCart);
      const cart = await svcCart.addItem({ productId: 231, quantity: 1 });
      expect(cart.currencyCode).to.equal('EUR');
    });

    it('is kept until the next change: reload shows it purchased, with no CART_RESET', async () => {
      const svcCart = await startWidget();
      const purchasedId = await purchase(svcCart);
      const events = recordEvents(svcCart);
      await svcCart.reload();
      expect(svcCart.cart!.id).to.equal(purchasedId);
      expect(svcCart.cart!.status).to.equal('purchased');
      expect(readCookieValue('svc_cart_id')).to.equal(purchasedId);
      expect(events).to.deep.equal(['CART_UPDATED']);
      events.length = 0;
      const cart = await svcCart.addItem({ productId: 231, quantity: 1 });
      expect(cart.id).to.not.equal(purchasedId);
      expect(events).to.deep.equal(['CART_RESET', 'CART_UPDATED']);
    });

    it('a cart known to be purchased is replaced before any request touches it', async () => {
      const svcCart = await startWidget();
      const purchasedId = await purchase(svcCart);
      await svcCart.reload();
      sandbox().clearSent();
      await svcCart.updateCart({ referralId: 2 });
      const sent = (await sandbox().sent()).map((r) => `${r.method} ${r.path}`);
      expect(sent[0]).to.equal('POST /carts');
      expect(sent.some((line) => line.includes(purchasedId))).to.equal(false);
    });
  });

  describe('setSettings(settings)', () => {
    it('overrides the given keys at run time; omitted keys keep their values', async () => {
      const svcCart = await startWidget();
      expect(svcCart.cartSettings).to.deep.include({
        accentColor: '#1f6f5c',
        buttonStyle: 1,
        afterItemAdded: 'open',
      });
      await svcCart.setSettings({ accentColor: '#ff0000' });
      expect(svcCart.cartSettings).to.deep.include({
        accentColor: '#ff0000',
        fontStyle: 'Inter',
        buttonStyle: 1,
        afterItemAdded: 'open',
      });
      await svcCart.setSettings({ buttonStyle: 2 });
      expect(svcCart.cartSettings).to.deep.include({ accentColor: '#ff0000', buttonStyle: 2 });
    });

    it('loads the named web font once: one <link data-svc-font> in <head>', async () => {
      const svcCart = await startWidget();
      await svcCart.setSettings({ fontStyle: 'Lora' });
      await svcCart.setSettings({ fontStyle: 'Lora' });
      await svcCart.setSettings({ accentColor: '#000000' });
      const links = document.head.querySelectorAll<HTMLLinkElement>('link[data-svc-font="Lora"]');
      expect(links).to.have.length(1);
      expect(links[0]!.rel).to.equal('stylesheet');
      expect(links[0]!.href).to.contain('family=Lora');
      expect(svcCart.cartSettings.fontStyle).to.equal('Lora');
    });

    it('the shop’s own font is loaded once at start', async () => {
      await startWidget();
      await startWidget();
      expect(document.head.querySelectorAll('link[data-svc-font="Inter"]')).to.have.length(1);
    });

    it('stores nothing: no request, no cookie, no localStorage, the shop unchanged', async () => {
      const svcCart = await startWidget();
      sandbox().clearSent();
      const cookies = document.cookie;
      const storage = JSON.stringify({ ...localStorage });
      await svcCart.setSettings({ accentColor: '#123456', afterItemAdded: 'close' });
      expect(await sandbox().sent()).to.deep.equal([]);
      expect(document.cookie).to.equal(cookies);
      expect(JSON.stringify({ ...localStorage })).to.equal(storage);
      expect(sandbox().store.shop.settings.cart.accentColor).to.equal('#1f6f5c');
      expect(svcCart.shop.settings!.cart!.accentColor).to.equal('#1f6f5c');
    });

    it('returns a promise of nothing', async () => {
      const svcCart = await startWidget();
      const result = svcCart.setSettings({ accentColor: '#000000' });
      expect(result).to.be.instanceOf(Promise);
      expect(await result).to.equal(undefined);
    });
  });

  describe('setCustomerData(data)', () => {
    it('prefills the checkout for a guest', async () => {
      const svcCart = await startWidget();
      sandbox().clearSent();
      svcCart.setCustomerData({ email: 'guest@example.com', marketingConsent: true, tosConsent: false });
      expect(svcCart.customerData).to.deep.include({
        email: 'guest@example.com',
        marketingConsent: true,
        tosConsent: false,
      });
      expect(await sandbox().sent()).to.deep.equal([]);
    });

    it('has no effect when a customer is signed in', async () => {
      const svcCart = await startWidget();
      await svcCart.authenticate(sandbox().store.issueToken(1));
      const before = { ...svcCart.customerData };
      svcCart.setCustomerData({ email: 'guest@example.com' });
      expect(svcCart.customerData).to.deep.equal(before);
      expect(svcCart.customerData.email).to.not.equal('guest@example.com');
    });
  });

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
      const store = (
        window as unknown as {
          cookieStore: { get(name: string): Promise<{ value: string; expires: number | null }> };
        }
      ).cookieStore;
      const cookie = await store.get('svc_cart_id');
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
