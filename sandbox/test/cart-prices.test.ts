/**
 * The sandbox cart: coupons, gift card codes, currency, referral and totals. Fixture prices: cart-
 * helpers.ts.
 */
import { expect } from '@open-wc/testing';
import { SvcApiError } from '@svc/sdk';
import { apiError, rejectionOf, setupSandbox } from '../../sdk/test/helpers.js';
import { sandboxRequest } from '../testing.js';
import { SANDBOX_GIFT_CARD_CODE as GIFT_CARD_CODE } from '../fixtures.js';
import { BOX_OF_FOUR, cartClient, DE_ADDRESS, US_ADDRESS } from './cart-helpers.js';

describe('sandbox: cart', () => {
  setupSandbox();

  describe('coupons', () => {
    it('WELCOME10 takes 10% off anything', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 2 });
      const cart = await client.cart.update({ couponCode: 'welcome10' });
      expect(cart.coupon).to.deep.equal({ code: 'WELCOME10', percentOff: 10, amountOff: null });
      // 2 × 1400 = 2800; 10% = 280; no shipping chosen, no address so no tax.
      expect(cart).to.include({ subTotal: 2800, discount: 280, total: 2520 });
    });

    it('BOXONLY without a bundle line answers 422 coupon_not_applicable', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 1 });
      const error = await apiError(client.cart.update({ couponCode: 'BOXONLY' }));
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('coupon_not_applicable');
      expect(error.fieldErrors).to.deep.equal({
        couponCode: ['This code only works with a build-a-box bundle in the cart.'],
      });
      expect((await client.cart.load()).coupon).to.equal(null);
    });

    it('BOXONLY takes 5.00 off with a bundle line and is dropped when the bundle line goes', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 1 });
      const withBox = await client.cart.addItem({ productId: 501, quantity: 1, bundle: BOX_OF_FOUR });
      const cart = await client.cart.update({ couponCode: 'BOXONLY' });
      expect(cart.coupon).to.deep.equal({ code: 'BOXONLY', percentOff: null, amountOff: 500 });
      // 1400 + 4000 = 5400, less 500.
      expect(cart).to.include({ subTotal: 5400, discount: 500, total: 4900 });
      const after = await client.cart.removeItem(withBox.items[1]!.id);
      expect(after.coupon).to.equal(null);
      expect(after).to.include({ subTotal: 1400, discount: 0, total: 1400 });
    });

    it('BOXONLY with only the (not configurable) Starter Kit bundle answers 422 coupon_not_applicable', async () => {
      const client = await cartClient();
      const kit = await client.cart.addItem({ productId: 521, quantity: 1 });
      expect(kit.items[0]!.price).to.equal(2900);
      const error = await apiError(client.cart.update({ couponCode: 'BOXONLY' }));
      expect(error.code).to.equal('coupon_not_applicable');
    });

    it('an unknown code answers 422 invalid_coupon', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 1 });
      const error = await apiError(client.cart.update({ couponCode: 'FREESTUFF' }));
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('invalid_coupon');
      expect(error.fieldErrors).to.deep.equal({ couponCode: ['This code is not valid.'] });
    });

    it('a code on an empty cart answers 422 coupon_not_applicable', async () => {
      const client = await cartClient();
      const error = await apiError(client.cart.update({ couponCode: 'WELCOME10' }));
      expect(error.code).to.equal('coupon_not_applicable');
    });

    it('couponCode null removes the coupon', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 2 });
      await client.cart.update({ couponCode: 'WELCOME10' });
      const cart = await client.cart.update({ couponCode: null });
      expect(cart.coupon).to.equal(null);
      expect(cart).to.include({ discount: 0, total: 2800 });
    });
  });

  describe('gift card codes', () => {
    it('the sandbox gift card pays up to its 30.00 balance', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 4 });
      const cart = await client.cart.update({ giftCardCode: GIFT_CARD_CODE.toUpperCase() });
      // 4 × 1400 = 5600; the card covers 3000.
      expect(cart.giftCard).to.deep.equal({ code: GIFT_CARD_CODE, balance: 3000, amountUsed: 3000 });
      expect(cart).to.include({ subTotal: 5600, giftCardAmount: 3000, total: 2600 });
    });

    it('the gift card never pays more than the total', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 1 });
      const cart = await client.cart.update({ giftCardCode: GIFT_CARD_CODE });
      expect(cart).to.include({ giftCardAmount: 1400, total: 0 });
    });

    it('another UUID answers 422 invalid_gift_card', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 1 });
      const error = await apiError(
        client.cart.update({ giftCardCode: '00000000-0000-4000-8000-000000000000' }),
      );
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('invalid_gift_card');
      expect(error.fieldErrors).to.deep.equal({ giftCardCode: ['This gift card is not valid.'] });
    });

    it('a code that is not a UUID answers 422 validation_failed', async () => {
      const client = await cartClient();
      const answer = await sandboxRequest('PATCH', `/carts/${client.cart.id!}`, { giftCardCode: 'GIFT-30' });
      expect(answer.status).to.equal(422);
      expect(answer.body?.code).to.equal('validation_failed');
      expect(answer.body?.errors).to.have.keys('giftCardCode');
      // The SDK passes the refusal on as a typed error naming the field.
      const error = (await rejectionOf(client.cart.update({ giftCardCode: 'GIFT-30' }))) as SvcApiError;
      expect(error).to.be.instanceOf(SvcApiError);
      expect(Object.keys(error.fieldErrors)).to.deep.equal(['giftCardCode']);
    });

    it('giftCardCode null removes the gift card', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 1 });
      await client.cart.update({ giftCardCode: GIFT_CARD_CODE });
      const cart = await client.cart.update({ giftCardCode: null });
      expect(cart.giftCard).to.equal(null);
      expect(cart).to.include({ giftCardAmount: 0, total: 1400 });
    });
  });

  describe('currency', () => {
    it('switching to EUR re-prices every line, fees, coupon amounts and the gift card', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 2 });
      await client.cart.addItem({ productId: 102 });
      await client.cart.addItem({ productId: 501, quantity: 1, bundle: BOX_OF_FOUR });
      await client.cart.update({ couponCode: 'BOXONLY', giftCardCode: GIFT_CARD_CODE });
      const cart = await client.cart.update({ currencyCode: 'EUR' });
      expect(cart.currencyCode).to.equal('EUR');
      // 1400 → 1288, 2000 → 1840 (+ setup fee 500 → 460), box 4000 → 3680, BOXONLY 500 → 460,
      // gift card 3000 → 2760.
      expect(cart.items.map((i) => i.price)).to.deep.equal([1288, 1840, 3680]);
      expect(cart.items.map((i) => (i.product as { price: number }).price)).to.deep.equal([1288, 1840, 0]);
      // subTotal 2576 + 1840 + 3680 = 8096; total 8096 − 460 + 460 − 2760 = 5336.
      expect(cart).to.include({
        subTotal: 8096,
        discount: 460,
        fees: 460,
        giftCardAmount: 2760,
        total: 5336,
      });
      expect(cart.coupon).to.deep.equal({ code: 'BOXONLY', percentOff: null, amountOff: 460 });
      expect((await client.cart.load()).currencyCode).to.equal('EUR');
    });

    it('switching to GBP re-prices the lines', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 211, quantity: 1 });
      const cart = await client.cart.update({ currencyCode: 'GBP' });
      expect(cart.items[0]!.price).to.equal(474); // 600 × 0.79
    });

    it('a currency the shop does not offer answers 422 unsupported_currency', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 1 });
      const error = await apiError(client.cart.update({ currencyCode: 'JPY' }));
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('unsupported_currency');
      expect(error.fieldErrors).to.have.keys('currencyCode');
      const cart = await client.cart.load();
      expect(cart.currencyCode).to.equal('USD');
      expect(cart.items[0]!.price).to.equal(1400);
    });
  });

  describe('referral', () => {
    it('referralId of an existing customer is kept', async () => {
      const client = await cartClient();
      const cart = await client.cart.update({ referralId: 2 });
      expect(cart.referralId).to.equal(2);
    });

    it('referralId that is not a customer answers 422 invalid_referral', async () => {
      const client = await cartClient();
      const error = await apiError(client.cart.update({ referralId: 999 }));
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('invalid_referral');
      expect((await client.cart.load()).referralId).to.equal(null);
    });
  });

  describe('totals', () => {
    it('US: total = subTotal − discount + fees + shipping + tax − gift card, to the minor unit', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 2 });
      await client.cart.addItem({ productId: 102 });
      const cart = await client.cart.update({
        couponCode: 'WELCOME10',
        giftCardCode: GIFT_CARD_CODE,
        shippingAddress: US_ADDRESS,
        shippingMethodId: 1,
      });
      // subTotal 2800 + 2000 = 4800; discount 10% = 480; setup fee 500; Standard 599 (4800 < 5000);
      // tax base 4800 − 480 + 500 + 599 = 5419, tax round(433.52) = 434; 5853 − gift card 3000 = 2853.
      expect(cart).to.include({
        subTotal: 4800,
        discount: 480,
        fees: 500,
        shipping: 599,
        tax: 434,
        taxRate: 0.08,
        giftCardAmount: 3000,
        total: 2853,
      });
      expect(cart.items.map((i) => [i.subTotal, i.setupFee, i.total])).to.deep.equal([
        [2800, 0, 2800],
        [2000, 500, 2500],
      ]);
    });

    it('DE: 19% tax on the same cart with International delivery', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 2 });
      await client.cart.addItem({ productId: 102 });
      const cart = await client.cart.update({
        couponCode: 'WELCOME10',
        shippingAddress: DE_ADDRESS,
        shippingMethodId: 3,
      });
      // tax base 4800 − 480 + 500 + 1299 = 6119; tax round(1162.61) = 1163; total 7282.
      expect(cart).to.include({ shipping: 1299, tax: 1163, taxRate: 0.19, total: 7282 });
    });

    it('recurring sums each frequency, with forever add-ons on the first one', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 101 });
      await client.cart.addItem({ productId: 102, quantity: 2 });
      await client.cart.addItem({ productId: 211, quantity: 1, addon: true });
      const cart = await client.cart.addItem({ productId: 211, quantity: 1, addon: true, addonDuration: 1 });
      expect(cart.recurring).to.deep.equal([
        { frequencyUnit: 'week', frequencyCount: 2, amount: 2400 }, // 1800 + 600 (forever add-on)
        { frequencyUnit: 'month', frequencyCount: 1, amount: 4000 }, // 2 × 2000
      ]);
      // Today: 1800 + 4000 + 600 + 600, plus 2 × 500 setup fees.
      expect(cart).to.include({ subTotal: 7000, fees: 1000, total: 8000 });
    });

    it('the trial plan 103 is due 0 today and 54.00 every 3 months', async () => {
      const client = await cartClient();
      const cart = await client.cart.addItem({ productId: 103 });
      const line = cart.items[0]!;
      expect([line.price, line.firstPrice, line.subTotal]).to.deep.equal([5400, 0, 0]);
      expect(cart).to.include({ subTotal: 0, total: 0 });
      expect(cart.recurring).to.deep.equal([{ frequencyUnit: 'month', frequencyCount: 3, amount: 5400 }]);
    });
  });
});
