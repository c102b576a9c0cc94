/**
 * A cart line (`<svc-cart-line>`): what it renders, a subscription's details and the notes. The
 * quantity stepper and Remove are in line-quantity.test.ts.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import type { CartItem } from '../../src/core/cart-model.js';
import { giftingDates } from '../../sandbox/rules/cart.js';
import { apiUrl, sandboxRequest } from '../../sandbox/testing.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import {
  cartWith,
  lineNamed,
  lines,
  mountLine,
  mountSummary,
  part,
  presence,
  settled,
  text,
  texts,
} from './summary-helpers.js';
import { until } from '../shared/wait.js';
import { TEA_ANSWERS } from '../../sandbox/test/data.js';

const BOX = {
  items: [
    { productId: 401, quantity: 2 },
    { productId: 402, quantity: 2 },
  ],
  preferences: [],
};

describe('svc-cart-line', () => {
  const sandbox = setupWidget();

  describe('rendering', () => {
    it('shows the parent name, the variant name and the line price in USD', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 1 });
      const line = lines(await mountSummary(svcCart))[0]!;
      expect(text(part(line, 'name'))).to.equal('Ceramic Mug');
      expect(text(part(line, 'variant'))).to.equal('Sand');
      // 201 costs 14.00 USD.
      expect(text(part(line, 'price'))).to.equal('$14.00');
    });

    it('shows the line total and the price of one when the quantity is more than one', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 3 });
      const line = lines(await mountSummary(svcCart))[0]!;
      // 3 × 14.00 = 42.00.
      expect(text(part(line, 'price'))).to.equal('$42.00 $14.00 each');
      expect(text(part(line, 'unit-price'))).to.equal('$14.00 each');
    });

    it('shows the product image with the product name as its alternative text', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 1 });
      const line = lines(await mountSummary(svcCart))[0]!;
      const image = part<HTMLImageElement>(line, 'image')!;
      expect(image.localName).to.equal('img');
      expect(image.getAttribute('src')).to.equal(`${apiUrl()}images/ceramic-mug.svg`);
      expect(image.alt).to.equal('Ceramic Mug');
    });

    it('loads the product image from the sandbox', async () => {
      const svcCart = await cartWith({ productId: 211, quantity: 1 });
      const line = lines(await mountSummary(svcCart))[0]!;
      const image = part<HTMLImageElement>(line, 'image')!;
      expect(image.src).to.equal(`${apiUrl()}images/paper-filters.svg`);
      await until(() => image.complete, 'the image settles');
      expect(image.naturalWidth).to.be.greaterThan(0);
      expect(presence(part(line, 'image-placeholder'))).to.equal('absent');
    });

    it('shows a neutral placeholder, hidden from assistive technology, when the product has no image', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 1 });
      const item = structuredClone(svcCart.cart!.items[0]!) as CartItem;
      item.product!.parent!.images = [];
      const line = await mountLine(svcCart, item);
      const placeholder = part(line, 'image')!;
      expect(placeholder.localName).to.equal('span');
      expect(placeholder.getAttribute('part')).to.equal('image image-placeholder');
      expect(placeholder.getAttribute('aria-hidden')).to.equal('true');
      expect(presence(line.shadowRoot!.querySelector('img'))).to.equal('absent');
    });

    it('shows the placeholder when the image fails to load', async () => {
      sandbox().worker.use(http.get('*/images/missing.svg', () => new HttpResponse(null, { status: 404 })));
      const svcCart = await cartWith({ productId: 201, quantity: 1 });
      const item = structuredClone(svcCart.cart!.items[0]!) as CartItem;
      item.product!.parent!.images = [{ id: 1, url: 'images/missing.svg', order: 1 }];
      const line = await mountLine(svcCart, item);
      await until(() => part(line, 'image-placeholder'), 'the placeholder replaces the broken image');
      expect(presence(line.shadowRoot!.querySelector('img'))).to.equal('absent');
    });

    it('re-prices the line in EUR after setCurrency("EUR")', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 2 });
      const summary = await mountSummary(svcCart);
      await svcCart.setCurrency('EUR');
      await settled(summary);
      // 14.00 USD × 0.92 = 12.88 EUR a mug; two are 25.76 EUR.
      expect(text(part(lines(summary)[0]!, 'price'))).to.equal('€25.76 €12.88 each');
    });

    it('renders server text as text, never as HTML', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 1 });
      const item = structuredClone(svcCart.cart!.items[0]!) as CartItem;
      item.product!.parent!.name = '<img src=x onerror="window.__pwned=1">Mug';
      item.product!.name = '<b>Bold</b>';
      const line = await mountLine(svcCart, item);
      expect(text(part(line, 'name'))).to.equal('<img src=x onerror="window.__pwned=1">Mug');
      expect(part(line, 'name')!.children.length).to.equal(0);
      expect(text(part(line, 'variant'))).to.equal('<b>Bold</b>');
      expect(presence(line.shadowRoot!.querySelector('b'))).to.equal('absent');
      expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
    });

    it('does not show the product description', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 1 });
      const line = lines(await mountSummary(svcCart))[0]!;
      expect(text(line.shadowRoot!)).not.to.contain('350 ml');
    });
  });

  describe('subscription clarity', () => {
    it('plan 101: "$18.00 every 2 weeks" and no other terms', async () => {
      const svcCart = await cartWith({ productId: 101 });
      const line = lines(await mountSummary(svcCart))[0]!;
      expect(text(part(line, 'name'))).to.equal('House Blend Subscription');
      expect(text(part(line, 'variant'))).to.equal('Every 2 weeks');
      expect(text(part(line, 'subscription'))).to.equal('$18.00 every 2 weeks');
      expect(texts(line, 'terms')).to.deep.equal([]);
    });

    it('plan 103 (trial): "Today: $0.00, then $54.00 every 3 months", the trial length and the charge limit', async () => {
      const svcCart = await cartWith({ productId: 103 });
      const line = lines(await mountSummary(svcCart))[0]!;
      expect(text(part(line, 'subscription'))).to.equal('Today: $0.00, then $54.00 every 3 months');
      expect(texts(line, 'terms')).to.deep.equal(['14-day trial', 'ends after 4 deliveries']);
      // The trial price is what the line costs today.
      expect(text(part(line, 'price'))).to.equal('$0.00');
    });

    it('plan 102: the plan name, today with the setup fee, the fee "first order only" and the commitment', async () => {
      const svcCart = await cartWith({ productId: 102 });
      const line = lines(await mountSummary(svcCart))[0]!;
      expect(text(part(line, 'variant'))).to.equal('Monthly');
      // 20.00 a month plus a 5.00 setup fee on the first order.
      expect(text(part(line, 'subscription'))).to.equal('Today: $25.00, then $20.00 every month');
      expect(texts(line, 'terms')).to.deep.equal([
        'Setup fee $5.00 (first order only)',
        'minimum 3 deliveries',
      ]);
      expect(text(part(line, 'price'))).to.equal('$25.00');
    });

    it('a quantity of 2 doubles both amounts', async () => {
      const svcCart = await cartWith({ productId: 101, quantity: 2 });
      const line = lines(await mountSummary(svcCart))[0]!;
      expect(text(part(line, 'subscription'))).to.equal('$36.00 every 2 weeks');
    });

    it('a pre-order plan shows the date it ships from', async () => {
      const svcCart = await cartWith({ productId: 121 });
      const line = lines(await mountSummary(svcCart))[0]!;
      const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(
        new Date('2026-12-15T00:00:00Z'),
      );
      expect(texts(line, 'terms')).to.deep.equal([`Ships from ${date}`]);
    });

    it('a gift subscription shows its start date and number of deliveries', async () => {
      const svcCart = await cartWith({ productId: 101 });
      const startsAt = giftingDates()[2]!;
      await svcCart.updateCart({ giftInfo: { startsAt, numberOfOrders: 3 } });
      const line = lines(await mountSummary(svcCart))[0]!;
      const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(
        new Date(`${startsAt}T00:00:00`),
      );
      expect(texts(line, 'gift')).to.deep.equal([`Gift, starts ${date}`, 'Gift of 3 deliveries']);
    });

    it('a one-time line has no subscription text', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 1 });
      const line = lines(await mountSummary(svcCart))[0]!;
      expect(presence(part(line, 'subscription'))).to.equal('absent');
    });
  });

  describe('notes', () => {
    it('an add-on for the next delivery only is marked "Add-on, next delivery only"', async () => {
      const svcCart = await cartWith(
        { productId: 101 },
        { productId: 211, quantity: 1, addon: true, addonDuration: 1 },
      );
      const line = lineNamed(await mountSummary(svcCart), 'Paper Filters');
      expect(text(part(line, 'addon'))).to.equal('Add-on, next delivery only');
    });

    it('an add-on kept forever is marked "Add-on, every delivery"', async () => {
      const svcCart = await cartWith(
        { productId: 101 },
        { productId: 211, quantity: 1, addon: true, addonDuration: null },
      );
      const line = lineNamed(await mountSummary(svcCart), 'Paper Filters');
      expect(text(part(line, 'addon'))).to.equal('Add-on, every delivery');
    });

    it('a line that is not an add-on has no marker', async () => {
      const svcCart = await cartWith({ productId: 211, quantity: 1 });
      expect(presence(part(lines(await mountSummary(svcCart))[0]!, 'addon'))).to.equal('absent');
    });

    it('a gift card line names its recipient', async () => {
      const svcCart = await cartWith({
        productId: 301,
        quantity: 1,
        giftCard: { customerEmail: 'name@example.com' },
      });
      const line = lines(await mountSummary(svcCart))[0]!;
      expect(text(part(line, 'name'))).to.equal('Gift Card');
      expect(text(part(line, 'variant'))).to.equal('$25');
      expect(text(part(line, 'gift'))).to.equal('Gift card for name@example.com');
    });

    it('a survey line summarizes the answers as a count', async () => {
      const svcCart = await cartWith({ productId: 111, options: TEA_ANSWERS });
      const line = lines(await mountSummary(svcCart))[0]!;
      expect(text(part(line, 'answers'))).to.equal('Your answers: 3 questions');
    });

    it('a bundle line lists its items with their quantities when the cart has their products', async () => {
      const svcCart = await cartWith({ productId: 501, quantity: 1, bundle: BOX });
      // The cart as the API answers with expand=items.product (see the report: the controller should ask for it).
      const { body } = await sandboxRequest('GET', `/carts/${svcCart.cart!.id}?expand=items.product`);
      const item = (body!.items as CartItem[])[0]!;
      const line = await mountLine(svcCart, item);
      expect(text(part(line, 'bundle'))).to.match(/^In this box:/);
      expect(texts(line, 'bundle-item')).to.deep.equal([
        'Single Origin Beans, Ethiopia Guji × 2',
        'Single Origin Beans, Colombia Huila × 2',
      ]);
    });

    it('a bundle line without item products says how many items the box holds', async () => {
      const svcCart = await cartWith({ productId: 501, quantity: 1, bundle: BOX });
      const item = structuredClone(svcCart.cart!.items[0]!) as CartItem;
      for (const bundleItem of item.bundle!.items) delete bundleItem.product;
      const line = await mountLine(svcCart, item);
      expect(text(part(line, 'name'))).to.equal('Build Your Box');
      expect(text(part(line, 'bundle'))).to.equal('In this box: 4 items');
    });

    it('a fixed bundle lists the kit contents', async () => {
      const svcCart = await cartWith({ productId: 521, quantity: 1 });
      const { body } = await sandboxRequest('GET', `/carts/${svcCart.cart!.id}?expand=items.product`);
      const line = await mountLine(svcCart, (body!.items as CartItem[])[0]!);
      expect(texts(line, 'bundle-item')).to.deep.equal([
        'Ceramic Mug, Sand × 1',
        'Paper Filters, 100 filters × 1',
        'Single Origin Beans, Colombia Huila × 1',
      ]);
    });

    it('bundle items are hidden with settings.hideBundleItems', async () => {
      const svcCart = await startWidget({ settings: { hideBundleItems: true } });
      await svcCart.addItem({ productId: 501, quantity: 1, bundle: BOX });
      const { body } = await sandboxRequest('GET', `/carts/${svcCart.cart!.id}?expand=items.product`);
      const line = await mountLine(svcCart, (body!.items as CartItem[])[0]!);
      expect(text(part(line, 'name'))).to.equal('Build Your Box');
      expect(presence(part(line, 'bundle'))).to.equal('absent');
      expect(presence(part(line, 'bundle-item'))).to.equal('absent');
    });
  });
});
