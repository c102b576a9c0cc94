/**
 * The cart summary (`<svc-cart-summary>`): its lines, the empty state, the totals, the checkout
 * button, its languages and the accessibility check. The code entries are in
 * summary-codes.test.ts.
 */
import { expect } from '@open-wc/testing';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { navigations, nextEvent, setupWidget, startWidget } from '../widget/helpers.js';
import {
  cartWith,
  focusedPart,
  hold,
  lineNamed,
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

const US_ADDRESS = {
  firstName: 'Sam',
  lastName: 'Shopper',
  addressOne: '100 Main Street',
  city: 'Portland',
  zip: '97201',
  countryId: 840,
};

describe('svc-cart-summary', () => {
  const sandbox = setupWidget();

  describe('lines', () => {
    it('draws one line per cart line, in cart order, inside a list', async () => {
      const svcCart = await cartWith(
        { productId: 201, quantity: 2 },
        { productId: 101 },
        { productId: 231, quantity: 1 },
      );
      const summary = await mountSummary(svcCart);
      const list = part(summary, 'list')!;
      expect(list.getAttribute('role')).to.equal('list');
      expect(list.getAttribute('aria-label')).to.equal('Items in your cart');
      expect([...list.children].map((child) => child.getAttribute('role'))).to.deep.equal([
        'listitem',
        'listitem',
        'listitem',
      ]);
      expect(lines(summary).map((line) => text(part(line, 'name')))).to.deep.equal([
        'Ceramic Mug',
        'House Blend Subscription',
        'Brewing Guide (eBook)',
      ]);
      expect(lines(summary).map((line) => line.item)).to.deep.equal(svcCart.cart!.items);
    });

    it('a line added through the controller appears without remounting', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 1 });
      const summary = await mountSummary(svcCart);
      await svcCart.addItem({ productId: 231, quantity: 1 });
      await settled(summary);
      expect(lines(summary).map((line) => text(part(line, 'name')))).to.deep.equal([
        'Ceramic Mug',
        'Brewing Guide (eBook)',
      ]);
    });

    it('keeps the same line element for a line across updates', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 1 }, { productId: 231, quantity: 1 });
      const summary = await mountSummary(svcCart);
      const ebook = lineNamed(summary, 'Brewing Guide (eBook)');
      await svcCart.updateItem(svcCart.cart!.items[0]!.id, { quantity: 2 });
      await settled(summary);
      expect(lineNamed(summary, 'Brewing Guide (eBook)') === ebook).to.equal(true);
    });

    it('shows a loading text until the cart is there', async () => {
      const svcCart = await startWidget({}, { ready: false });
      const summary = await mountSummary(svcCart);
      expect(text(part(summary, 'loading'))).to.equal('Loading your cart…');
      expect(part(summary, 'loading')!.getAttribute('role')).to.equal('status');
      await nextEvent(svcCart, 'CART_READY');
      await settled(summary);
      expect(presence(part(summary, 'loading'))).to.equal('absent');
      expect(presence(part(summary, 'empty'))).to.equal('present');
    });

    it('removing the last line shows the empty state and focuses "Continue shopping"', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 1 });
      const summary = await mountSummary(svcCart);
      const remove = part(lines(summary)[0]!, 'remove')!;
      remove.focus();
      remove.click();
      await until(() => part(summary, 'empty'), 'the empty part');
      await settled(summary);
      expect(focusedPart(summary)).to.equal('continue-button');
    });
  });

  describe('empty state', () => {
    it('shows a title, a text and "Continue shopping", and no totals or checkout', async () => {
      const summary = await mountSummary(await startWidget());
      expect(text(part(summary, 'empty-title'))).to.equal('Your cart is empty');
      expect(text(part(summary, 'empty-text'))).to.equal('Add something you love and it will show up here.');
      expect(text(part(summary, 'continue-button'))).to.equal('Continue shopping');
      expect(presence(part(summary, 'list'))).to.equal('absent');
      expect(presence(part(summary, 'totals'))).to.equal('absent');
      expect(presence(part(summary, 'checkout-button'))).to.equal('absent');
    });

    it('"Continue shopping" closes the widget', async () => {
      const svcCart = await startWidget();
      const summary = await mountSummary(svcCart);
      svcCart.open();
      const closed = nextEvent(svcCart, 'CART_CLOSE');
      part(summary, 'continue-button')!.click();
      await closed;
      expect(svcCart.isOpen).to.equal(false);
    });
  });

  describe('totals', () => {
    async function subscriptionCart(): Promise<SvcCart> {
      // 101: 18.00 every 2 weeks; 102: 20.00 a month + 5.00 setup fee; 201: 2 × 14.00.
      return cartWith({ productId: 101 }, { productId: 102 }, { productId: 201, quantity: 2 });
    }

    it('subtotal, setup fees, shipping still unknown, due today and recurring per frequency', async () => {
      const summary = await mountSummary(await subscriptionCart());
      // subTotal 18.00 + 20.00 + 28.00 = 66.00; fees 5.00; no tax without an address;
      // total 66.00 + 5.00 = 71.00. Recurring: 18.00 every 2 weeks, 20.00 every month.
      expect(totals(summary)).to.deep.equal([
        ['Subtotal', '$66.00'],
        ['Setup fees', '$5.00'],
        ['Shipping', 'Calculated at checkout'],
        ['Due today', '$71.00'],
        ['Recurring', '$18.00 every 2 weeks | $20.00 every month'],
      ]);
    });

    it('a coupon adds a negative discount row and lowers due today', async () => {
      const svcCart = await subscriptionCart();
      await svcCart.applyCoupon('WELCOME10');
      const summary = await mountSummary(svcCart);
      // 10 % of 66.00 = 6.60; 66.00 − 6.60 + 5.00 = 64.40.
      expect(totals(summary).slice(0, 5)).to.deep.equal([
        ['Subtotal', '$66.00'],
        ['Discount', '-$6.60'],
        ['Setup fees', '$5.00'],
        ['Shipping', 'Calculated at checkout'],
        ['Due today', '$64.40'],
      ]);
    });

    it('a gift card adds a negative row and lowers due today', async () => {
      const svcCart = await subscriptionCart();
      await svcCart.applyCoupon('WELCOME10');
      await svcCart.applyGiftCard(GIFT_CARD_CODE);
      const summary = await mountSummary(svcCart);
      // min(30.00, 64.40) = 30.00; 64.40 − 30.00 = 34.40.
      expect(totals(summary)).to.deep.include(['Gift card', '-$30.00']);
      expect(totals(summary)).to.deep.include(['Due today', '$34.40']);
    });

    it('free standard shipping over 50.00 reads "Free", and tax appears', async () => {
      const svcCart = await subscriptionCart();
      await svcCart.updateCart({ shippingAddress: US_ADDRESS, shippingMethodId: 1 });
      const summary = await mountSummary(svcCart);
      // Standard is free from 50.00 (subtotal 66.00). Tax 8 % of 66.00 + 5.00 = 5.68; total 76.68.
      expect(totals(summary).slice(0, 5)).to.deep.equal([
        ['Subtotal', '$66.00'],
        ['Setup fees', '$5.00'],
        ['Shipping', 'Free'],
        ['Tax', '$5.68'],
        ['Due today', '$76.68'],
      ]);
    });

    it('paid shipping shows its price', async () => {
      const svcCart = await subscriptionCart();
      await svcCart.updateCart({ shippingAddress: US_ADDRESS, shippingMethodId: 2 });
      const summary = await mountSummary(svcCart);
      // Express 14.99; tax 8 % of 66.00 + 5.00 + 14.99 = 85.99 → 6.88; total 92.87.
      expect(totals(summary).slice(2, 5)).to.deep.equal([
        ['Shipping', '$14.99'],
        ['Tax', '$6.88'],
        ['Due today', '$92.87'],
      ]);
    });

    it('a digital-only cart has free shipping and no recurring row', async () => {
      const summary = await mountSummary(await cartWith({ productId: 231, quantity: 1 }));
      expect(totals(summary)).to.deep.equal([
        ['Subtotal', '$9.00'],
        ['Shipping', 'Free'],
        ['Due today', '$9.00'],
      ]);
    });

    it('follows the cart currency after setCurrency("EUR")', async () => {
      const svcCart = await subscriptionCart();
      const summary = await mountSummary(svcCart);
      await svcCart.setCurrency('EUR');
      await settled(summary);
      // × 0.92: 18.00 → 16.56, 20.00 → 18.40, 14.00 → 12.88 (×2 = 25.76), fee 5.00 → 4.60.
      // Subtotal 16.56 + 18.40 + 25.76 = 60.72; due today 60.72 + 4.60 = 65.32.
      expect(totals(summary)).to.deep.equal([
        ['Subtotal', '€60.72'],
        ['Setup fees', '€4.60'],
        ['Shipping', 'Calculated at checkout'],
        ['Due today', '€65.32'],
        ['Recurring', '€16.56 every 2 weeks | €18.40 every month'],
      ]);
    });
  });

  describe('checkout button', () => {
    it('switches the widget to the checkout view', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 1 });
      const summary = await mountSummary(svcCart);
      expect(text(part(summary, 'checkout-button'))).to.equal('Checkout');
      part(summary, 'checkout-button')!.click();
      expect(svcCart.view).to.equal('checkout');
      expect(navigations).to.deep.equal([]);
    });

    it('with checkoutUrl, leaves for it with the cart ID', async () => {
      const svcCart = await startWidget({ checkoutUrl: 'https://shop.example/checkout' });
      await svcCart.addItem({ productId: 201, quantity: 1 });
      const summary = await mountSummary(svcCart);
      part(summary, 'checkout-button')!.click();
      expect(navigations).to.deep.equal([`https://shop.example/checkout/${svcCart.cart!.id}`]);
      expect(svcCart.view).to.equal('summary');
    });

    it('without the embedded checkout limits, leaves for the shop’s hosted checkout', async () => {
      sandbox().store.shop.limits = [{ name: 'checkoutWidget', value: true }];
      const svcCart = await cartWith({ productId: 201, quantity: 1 });
      const summary = await mountSummary(svcCart);
      part(summary, 'checkout-button')!.click();
      expect(navigations).to.deep.equal([`https://shop.sandbox.example/checkout/${svcCart.cart!.id}`]);
    });

    it('is disabled while a cart change is in flight', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 2 });
      const summary = await mountSummary(svcCart);
      const held = hold(sandbox(), 'patch', '/carts/:cartId/items/:itemId');
      part(lines(summary)[0]!, 'increase')!.click();
      await held.arrived;
      await settled(summary);
      const button = part(summary, 'checkout-button')!;
      expect(button.getAttribute('aria-disabled')).to.equal('true');
      button.click();
      expect(svcCart.view).to.equal('summary');
      held.release();
      await until(
        () => part(summary, 'checkout-button')!.getAttribute('aria-disabled') === 'false',
        'the checkout-button enabled',
      );
    });
  });

  describe('languages', () => {
    it('renders in German after setLanguage("de")', async () => {
      const svcCart = await cartWith({ productId: 101 }, { productId: 201, quantity: 2 });
      const summary = await mountSummary(svcCart);
      svcCart.setLanguage('de');
      await until(
        () => text(part(summary, 'checkout-button')) === 'Zur Kasse',
        'the checkout-button to read Zur Kasse',
      );
      await settled(summary);
      // 18.00 + 28.00 = 46.00, in German notation.
      expect(totals(summary)).to.deep.equal([
        ['Zwischensumme', '46,00 $'],
        ['Versand', 'Wird an der Kasse berechnet'],
        ['Heute fällig', '46,00 $'],
        ['Wiederkehrend', '18,00 $ alle 2 Wochen'],
      ]);
      const plan = lineNamed(summary, 'House Blend Subscription');
      expect(text(part(plan, 'subscription'))).to.equal('18,00 $ alle 2 Wochen');
      expect(part(lineNamed(summary, 'Ceramic Mug'), 'remove')!.getAttribute('aria-label')).to.equal(
        'Ceramic Mug entfernen',
      );
      expect(part(summary, 'coupon-input')!.closest('form')!.querySelector('label')!.textContent).to.equal(
        'Rabattcode',
      );
    });

    it('renders the empty state in French after setLanguage("fr")', async () => {
      const svcCart = await startWidget();
      const summary = await mountSummary(svcCart);
      svcCart.setLanguage('fr');
      await until(
        () => text(part(summary, 'empty-title')) === 'Votre panier est vide',
        'the empty-title to read Votre panier est vide',
      );
      expect(text(part(summary, 'continue-button'))).to.equal('Continuer mes achats');
    });
  });

  describe('accessibility', () => {
    it('the empty summary passes axe', async () => {
      const summary = await mountSummary(await startWidget());
      await expect(summary).to.be.accessible();
    });

    it('the summary with lines, a coupon error and an applied gift card passes axe', async () => {
      const svcCart = await cartWith(
        { productId: 103 },
        { productId: 211, quantity: 1, addon: true, addonDuration: null },
        { productId: 301, quantity: 1, giftCard: { customerEmail: 'name@example.com' } },
        {
          productId: 501,
          quantity: 1,
          bundle: { items: [{ productId: 401, quantity: 4 }], preferences: [] },
        },
      );
      await svcCart.applyGiftCard(GIFT_CARD_CODE);
      const summary = await mountSummary(svcCart);
      submitCode(summary, 'coupon', 'NOPE');
      await until(() => part(summary, 'coupon-error'), 'the coupon-error part');
      await expect(summary).to.be.accessible();
    });

    it('names every button', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 2 }, { productId: 101 });
      const summary = await mountSummary(svcCart);
      const buttons = [
        ...summary.shadowRoot!.querySelectorAll('button'),
        ...lines(summary).flatMap((line) => [...line.shadowRoot!.querySelectorAll('button')]),
      ];
      const names = buttons.map((button) => button.getAttribute('aria-label') ?? text(button));
      expect(names).to.deep.equal([
        'Apply',
        'Redeem',
        'Checkout',
        'Decrease the quantity of Ceramic Mug',
        'Increase the quantity of Ceramic Mug',
        'Remove Ceramic Mug',
        'Decrease the quantity of House Blend Subscription',
        'Increase the quantity of House Blend Subscription',
        'Remove House Blend Subscription',
      ]);
    });
  });

  it('exposes the documented parts to the page through exportparts', async () => {
    const summary = await mountSummary(await cartWith({ productId: 201, quantity: 1 }));
    const exported = lines(summary)[0]!.getAttribute('exportparts')!;
    for (const name of ['line', 'image', 'name', 'price', 'stepper', 'remove', 'error: line-error'])
      expect(exported.split(', ')).to.include(name);
    for (const name of ['list', 'coupon', 'gift-card', 'totals', 'checkout-button', 'footer', 'body'])
      expect(presence(part(summary, name)), name).to.equal('present');
  });

  it('is a flex column that fills its parent and pins the footer under a scrolling body', async () => {
    const summary = await mountSummary(await cartWith({ productId: 201, quantity: 1 }));
    const style = getComputedStyle(summary);
    expect([style.display, style.flexDirection, style.flexGrow, style.minHeight]).to.deep.equal([
      'flex',
      'column',
      '1',
      '0px',
    ]);
    expect(getComputedStyle(part(summary, 'body')!).overflowY).to.equal('auto');
    expect(part(summary, 'footer')!.contains(part(summary, 'checkout-button'))).to.equal(true);
    expect(part(summary, 'body')!.contains(part(summary, 'totals'))).to.equal(false);
  });
});
