/**
 * The widget's cart methods (spec "Widget methods", the widget rows of "States and transitions"
 * and "Errors"): the shop, the cart and its lines, coupons, gift cards and the pending coupon.
 * The settings-like methods are in cart-methods-settings.test.ts, sign-in, reload, calls before
 * start-up and wrong argument types in cart-methods-session.test.ts.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart } from '@svc/sdk';
import { priced } from '../../sandbox/money.js';
import { rejectionOf } from '../../sdk/test/helpers.js';
import { WAIT_LIMIT } from '../shared/wait.js';
import { nextEvent, panel, recordEvents, rendered, startWidget } from './helpers.js';
import { laterChange, setupCartMethods } from './cart-methods-helpers.js';

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

describe('widget cart methods', () => {
  const { sandbox, sentSince, withItem } = setupCartMethods();

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
});
