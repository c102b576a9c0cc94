/**
 * The pure rules of which customization view a product or a chosen leaf needs (src/core/views.ts),
 * by themselves: the widget's tests reach them only through `configureItem`.
 */
import { expect } from '@open-wc/testing';
import type { Cart, ParentProduct, Product } from '@svc/sdk';
import {
  BUNDLE_PAGE_SIZE,
  giftableItems,
  leafView,
  parentLeaves,
  parentView,
  stockEmail,
  surveyCurrency,
} from '../../src/core/views.js';

const coffee: ParentProduct = { id: 10, type: 'subscription', plans: [{ id: 11 }, { id: 12 }] };
const mugs: ParentProduct = { id: 20, type: 'one_time', variants: [{ id: 21 }, { id: 22 }] };
const card: ParentProduct = { id: 30, type: 'one_time', giftCard: true, variants: [{ id: 31 }, { id: 32 }] };
const emptyCart: Cart = { id: 'cart-1', items: [] };

const plan = (id: number, parent: ParentProduct, extra: Partial<Product> = {}): Product => ({
  id,
  parent,
  parentId: parent.id,
  ...extra,
});

describe('core/views: parentLeaves', () => {
  it('gives the plans of a subscription, the older `pricings`, else the variants', () => {
    expect(parentLeaves(coffee).map((leaf) => leaf.id)).to.deep.equal([11, 12]);
    expect(parentLeaves({ id: 1, pricings: [{ id: 2 }] }).map((leaf) => leaf.id)).to.deep.equal([2]);
    expect(parentLeaves(mugs).map((leaf) => leaf.id)).to.deep.equal([21, 22]);
    expect(parentLeaves({ id: 1 })).to.deep.equal([]);
  });
});

describe('core/views: parentView', () => {
  it('asks a subscription with several plans for its plan (pricing)', () => {
    expect(parentView(coffee, {})).to.equal('pricing');
  });

  it('asks a one-time product with several variants for its variant', () => {
    expect(parentView(mugs, {})).to.equal('variant');
  });

  it('opens the box view for a bundle, whatever its leaves', () => {
    expect(parentView({ ...mugs, bundleId: 5 }, {})).to.equal('bundle');
    expect(parentView({ id: 40, bundleId: 5, variants: [{ id: 41 }] }, {})).to.equal('bundle');
  });

  it('offers a gift card’s amounts in the voucher view, unless the payload already says who it is for', () => {
    expect(parentView(card, {})).to.equal('voucher');
    expect(
      parentView(card, { giftCard: { customerEmail: 'ann@example.com', customerName: 'Ann' } }),
    ).to.equal('variant');
  });

  it('needs no view for a product with one leaf or none', () => {
    expect(parentView({ id: 50, type: 'subscription', plans: [{ id: 51 }] }, {})).to.equal(null);
    expect(parentView({ id: 60, type: 'one_time' }, {})).to.equal(null);
  });
});

describe('core/views: leafView', () => {
  it('sends a sold-out leaf to the out-of-stock view and leaves the payload alone', () => {
    const payload = {};
    expect(leafView(emptyCart, payload, plan(21, mugs, { stockCount: 0 }))).to.equal('out-of-stock');
    expect(payload).to.deep.equal({});
  });

  it('asks a gift card amount for its recipient (voucher)', () => {
    expect(leafView(emptyCart, {}, plan(31, card))).to.equal('voucher');
  });

  it('asks a plan with a survey for its answers, unless the payload brings them', () => {
    const surveyed = plan(11, coffee, { survey: { id: 7 } });
    expect(leafView(emptyCart, {}, surveyed)).to.equal('survey');
    const payload = { options: [{ questionId: 1, answers: [{ id: 2 }] }] };
    expect(leafView(emptyCart, payload, surveyed)).to.equal(null);
  });

  it('asks to replace the subscription when the cart holds a plan of the same product', () => {
    const cart: Cart = { id: 'cart-1', items: [{ id: 'line-1', product: plan(12, coffee) }] };
    expect(leafView(cart, {}, plan(11, coffee))).to.equal('subscription-replacement');
  });

  it('does not ask to replace when the cart’s subscription is of another product', () => {
    const tea: ParentProduct = { id: 70, type: 'subscription', plans: [{ id: 71 }] };
    const cart: Cart = { id: 'cart-1', items: [{ id: 'line-1', product: plan(71, tea) }] };
    const payload: { productId?: number; quantity?: number } = {};
    expect(leafView(cart, payload, plan(11, coffee))).to.equal(null);
    expect(payload).to.deep.equal({ productId: 11 });
  });

  it('fills in the leaf and a quantity of 1 for a one-time item that can be added as it is', () => {
    const payload: { productId?: number; quantity?: number } = {};
    expect(leafView(emptyCart, payload, plan(22, mugs))).to.equal(null);
    expect(payload).to.deep.equal({ productId: 22, quantity: 1 });
  });

  it('keeps the quantity the payload gives a one-time item', () => {
    const payload: { productId?: number; quantity?: number } = { quantity: 3 };
    leafView(emptyCart, payload, plan(22, mugs));
    expect(payload).to.deep.equal({ productId: 22, quantity: 3 });
  });
});

describe('core/views: gifting, currency, stock alerts, page size', () => {
  it('offers as gifts only the subscription lines whose product allows gifting', () => {
    const giftable: ParentProduct = { ...coffee, giftingEnabled: true };
    const cart: Cart = {
      id: 'cart-1',
      items: [
        { id: 'gift', product: plan(11, giftable) },
        { id: 'plain', product: plan(12, coffee) },
        { id: 'mug', product: plan(21, { ...mugs, giftingEnabled: true }) },
      ],
    };
    expect(giftableItems(cart).map((item) => item.id)).to.deep.equal(['gift']);
    expect(giftableItems(undefined)).to.deep.equal([]);
  });

  it('prices a survey in the widget’s currency, else the cart’s, else none', () => {
    const cart: Cart = { id: 'cart-1', items: [], currencyCode: 'EUR' };
    expect(surveyCurrency('USD', cart)).to.equal('USD');
    expect(surveyCurrency('', cart)).to.equal('EUR');
    expect(surveyCurrency('', undefined)).to.equal('');
  });

  it('sends a back-in-stock alert to the signed-in customer first, else the guest', () => {
    expect(stockEmail({ id: 1, email: 'ann@example.com' }, 'guest@example.com')).to.equal('ann@example.com');
    expect(stockEmail(null, 'guest@example.com')).to.equal('guest@example.com');
    expect(stockEmail(null, undefined)).to.equal('');
  });

  it('pages a bundle’s catalogue by 24', () => {
    expect(BUNDLE_PAGE_SIZE).to.equal(24);
  });
});
