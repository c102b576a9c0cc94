/**
 * The cart summary (`<svc-cart-summary>`): its discount code and gift card entries (apply, the
 * error a refused code shows, remove). Lines, the empty state, totals, the checkout button,
 * languages and the accessibility check are in summary.test.ts.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { setupWidget } from '../widget/helpers.js';
import {
  cartWith,
  focusedPart,
  hold,
  lines,
  mountSummary,
  part,
  presence,
  settled,
  text,
  totals,
  submitCode,
} from './summary-helpers.js';
import { until } from '../shared/wait.js';
import { SANDBOX_GIFT_CARD_CODE as GIFT_CARD_CODE } from '../../sandbox/fixtures.js';

/** The PATCH /carts/<id> bodies sent since the last clear. */
async function cartUpdates(sent: () => Promise<{ method: string; path: string; body: unknown }[]>) {
  return (await sent())
    .filter((request) => request.method === 'PATCH' && /^\/carts\/[^/]+$/.test(request.path))
    .map((request) => request.body);
}

describe('svc-cart-summary', () => {
  const sandbox = setupWidget();

  describe('discount code', () => {
    it('has a labelled field and an Apply button', async () => {
      const summary = await mountSummary(await cartWith({ productId: 201, quantity: 1 }));
      const input = part<HTMLInputElement>(summary, 'coupon-input')!;
      expect(input.labels![0]!.textContent).to.equal('Discount code');
      expect(text(part(summary, 'coupon-button'))).to.equal('Apply');
    });

    it('applies a code: sends it, shows it as applied and adds the discount row', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 2 });
      const summary = await mountSummary(svcCart);
      sandbox().clearSent();
      submitCode(summary, 'coupon', 'welcome10');
      await until(() => part(summary, 'coupon-applied'), 'the coupon-applied part');
      expect(await cartUpdates(sandbox().sent)).to.deep.equal([{ couponCode: 'welcome10' }]);
      expect(text(part(summary, 'coupon-applied'))).to.equal('Code WELCOME10 applied');
      expect(part(summary, 'coupon-remove')!.getAttribute('aria-label')).to.equal(
        'Remove discount code WELCOME10',
      );
      // 2 × 14.00 = 28.00; 10 % off is 2.80.
      expect(totals(summary)).to.deep.include(['Discount', '-$2.80']);
      expect(presence(part(summary, 'coupon-input'))).to.equal('absent');
      expect(focusedPart(summary)).to.equal('coupon-applied');
    });

    it('an invalid code shows "This code is not valid." next to the field and keeps the typed code', async () => {
      const summary = await mountSummary(await cartWith({ productId: 201, quantity: 1 }));
      submitCode(summary, 'coupon', 'NOPE');
      await until(() => part(summary, 'coupon-error'), 'the coupon-error part');
      const error = part(summary, 'coupon-error')!;
      const input = part<HTMLInputElement>(summary, 'coupon-input')!;
      expect(text(error)).to.equal('This code is not valid.');
      expect(error.getAttribute('role')).to.equal('alert');
      expect(input.getAttribute('aria-describedby')).to.equal(error.id);
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(input.value).to.equal('NOPE');
      // The shopper can correct the code at once.
      expect(focusedPart(summary)).to.equal('coupon-input');
      expect(part(summary, 'coupon-button')!.getAttribute('aria-disabled')).to.equal('false');
      expect(totals(summary).map(([label]) => label)).not.to.include('Discount');
    });

    it('BOXONLY without a build-a-box shows that the code does not apply', async () => {
      const summary = await mountSummary(await cartWith({ productId: 201, quantity: 1 }));
      submitCode(summary, 'coupon', 'BOXONLY');
      await until(() => part(summary, 'coupon-error'), 'the coupon-error part');
      expect(text(part(summary, 'coupon-error'))).to.equal(
        'This code does not apply to what is in your cart.',
      );
    });

    it('a corrected code after a failure clears the message and applies', async () => {
      const summary = await mountSummary(await cartWith({ productId: 201, quantity: 1 }));
      submitCode(summary, 'coupon', 'NOPE');
      await until(() => part(summary, 'coupon-error'), 'the coupon-error part');
      submitCode(summary, 'coupon', 'WELCOME10');
      await until(() => part(summary, 'coupon-applied'), 'the coupon-applied part');
      expect(presence(part(summary, 'coupon-error'))).to.equal('absent');
    });

    it('an empty field sends nothing', async () => {
      const summary = await mountSummary(await cartWith({ productId: 201, quantity: 1 }));
      sandbox().clearSent();
      submitCode(summary, 'coupon', '   ');
      expect(presence(part(summary, 'coupon-error'))).to.equal('absent');
      // A later code goes through the same queue: once it is applied, a request for the blank
      // one would have left before it.
      submitCode(summary, 'coupon', 'WELCOME10');
      await until(() => part(summary, 'coupon-applied'), 'the coupon-applied part');
      expect(await cartUpdates(sandbox().sent)).to.deep.equal([{ couponCode: 'WELCOME10' }]);
    });

    it('Apply shows a spinner while the code is checked; the lines stay usable', async () => {
      const summary = await mountSummary(await cartWith({ productId: 201, quantity: 2 }));
      const held = hold(sandbox(), 'patch', '/carts/:cartId');
      submitCode(summary, 'coupon', 'WELCOME10');
      await held.arrived;
      await settled(summary);
      const button = part(summary, 'coupon-button')!;
      expect(button.getAttribute('aria-busy')).to.equal('true');
      expect(presence(button.querySelector('.spinner'))).to.equal('present');
      const line = lines(summary)[0]!;
      expect(part(line, 'increase')!.getAttribute('aria-disabled')).to.equal('false');
      expect(part(line, 'remove')!.getAttribute('aria-disabled')).to.equal('false');
      expect(part(summary, 'gift-card-button')!.getAttribute('aria-busy')).to.equal('false');
      held.release();
      await until(() => part(summary, 'coupon-applied'), 'the coupon-applied part');
    });

    it('removing the code sends couponCode null, drops the discount row and focuses the field', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 1 });
      await svcCart.applyCoupon('WELCOME10');
      const summary = await mountSummary(svcCart);
      sandbox().clearSent();
      part(summary, 'coupon-remove')!.click();
      await until(() => part(summary, 'coupon-input'), 'the coupon-input part');
      await settled(summary);
      expect(await cartUpdates(sandbox().sent)).to.deep.equal([{ couponCode: null }]);
      expect(totals(summary).map(([label]) => label)).not.to.include('Discount');
      expect(focusedPart(summary)).to.equal('coupon-input');
    });

    it('the remove button shows a spinner while the code is removed', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 1 });
      await svcCart.applyCoupon('WELCOME10');
      const summary = await mountSummary(svcCart);
      const held = hold(sandbox(), 'patch', '/carts/:cartId');
      part(summary, 'coupon-remove')!.click();
      await held.arrived;
      await settled(summary);
      expect(part(summary, 'coupon-remove')!.getAttribute('aria-busy')).to.equal('true');
      expect(presence(part(summary, 'coupon-remove')!.querySelector('.spinner'))).to.equal('present');
      held.release();
      await until(() => part(summary, 'coupon-input'), 'the coupon-input part');
    });
  });

  describe('gift card', () => {
    it('applies a gift card: sends it, shows the amount it covers and the gift card row', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 1 });
      const summary = await mountSummary(svcCart);
      sandbox().clearSent();
      submitCode(summary, 'gift-card', GIFT_CARD_CODE);
      await until(() => part(summary, 'gift-card-applied'), 'the gift-card-applied part');
      expect(await cartUpdates(sandbox().sent)).to.deep.equal([{ giftCardCode: GIFT_CARD_CODE }]);
      // The card holds 30.00; the cart costs 14.00 (shipping still unknown), so it covers 14.00.
      expect(text(part(summary, 'gift-card-applied'))).to.equal('Gift card applied: $14.00');
      expect(totals(summary)).to.deep.include(['Gift card', '-$14.00']);
      expect(totals(summary)).to.deep.include(['Due today', '$0.00']);
      expect(part(summary, 'gift-card-remove')!.getAttribute('aria-label')).to.equal('Remove gift card');
    });

    it('an unknown gift card shows "This gift card is not valid." and keeps the code', async () => {
      const summary = await mountSummary(await cartWith({ productId: 201, quantity: 1 }));
      const code = '00000000-0000-4000-8000-000000000000';
      submitCode(summary, 'gift-card', code);
      await until(() => part(summary, 'gift-card-error'), 'the gift-card-error part');
      expect(text(part(summary, 'gift-card-error'))).to.equal('This gift card is not valid.');
      expect(part<HTMLInputElement>(summary, 'gift-card-input')!.value).to.equal(code);
      expect(part(summary, 'gift-card-input')!.getAttribute('aria-describedby')).to.equal('gift-card-error');
    });

    it("a code that is not shaped like a gift card shows the server's reason and keeps the code", async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 1 });
      const summary = await mountSummary(svcCart);
      const before = svcCart.cart!.total;
      submitCode(summary, 'gift-card', 'not-a-card');
      await until(() => part(summary, 'gift-card-error'), 'the gift-card-error part');
      expect(text(part(summary, 'gift-card-error'))).to.equal(
        'A gift card code looks like 7f3c2a9e-1b4d-4c8a-9e2f-5a6b7c8d9e0f.',
      );
      expect(part<HTMLInputElement>(summary, 'gift-card-input')!.value).to.equal('not-a-card');
      expect(svcCart.cart!.total).to.equal(before);
      expect(totals(summary).map(([label]) => label)).not.to.include('Gift card');
    });

    it('removing the gift card sends giftCardCode null and drops the row', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 1 });
      await svcCart.applyGiftCard(GIFT_CARD_CODE);
      const summary = await mountSummary(svcCart);
      sandbox().clearSent();
      part(summary, 'gift-card-remove')!.click();
      await until(() => part(summary, 'gift-card-input'), 'the gift-card-input part');
      expect(await cartUpdates(sandbox().sent)).to.deep.equal([{ giftCardCode: null }]);
      expect(totals(summary).map(([label]) => label)).not.to.include('Gift card');
    });

    it('a failed removal shows the message next to the gift card', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 1 });
      await svcCart.applyGiftCard(GIFT_CARD_CODE);
      const summary = await mountSummary(svcCart);
      sandbox().worker.use(
        http.patch('*/storefront/v1/carts/:cartId', () => HttpResponse.error(), { once: true }),
      );
      part(summary, 'gift-card-remove')!.click();
      await until(() => part(summary, 'gift-card-error'), 'the gift-card-error part');
      expect(text(part(summary, 'gift-card-error'))).to.equal(
        'We could not reach the shop. Check your connection and try again.',
      );
      expect(presence(part(summary, 'gift-card-applied'))).to.equal('present');
    });
  });
});
