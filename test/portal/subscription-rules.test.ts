/**
 * The subscription card's pure rules (src/portal/parts/subscription-rules.ts), without a widget:
 * the main line, a line's unit price and quantity, a product's name, and the server's answer
 * merged with the products the card already knew.
 */
import { expect } from '@open-wc/testing';
import type { Product, Subscription, SubscriptionItem } from '@svc/sdk';
import { mainOf, merged, nameOf, quantityOf, unitPrice } from '../../src/portal/parts/subscription-rules.js';

const coffee: Product = { id: 10, name: 'Monthly', parent: { id: 1, name: 'House Blend' } };
const filters: Product = { id: 12, name: '100 filters', parent: { id: 2, name: 'Paper Filters' } };

const main: SubscriptionItem = { id: 1, productId: 10, product: coffee, price: 1800 };
const addon: SubscriptionItem = { id: 2, productId: 12, product: filters, addon: true, price: 500 };
const subscription: Subscription = {
  id: 7,
  productId: 10,
  product: coffee,
  quantity: 2,
  status: 'active',
  items: [addon, main],
};

/** The same subscription as an answer without `expand`: products named by ID only. */
const bare: Subscription = {
  ...subscription,
  product: { id: 10, name: 'Monthly' },
  items: [
    { ...addon, product: { id: 12, name: '100 filters' } },
    { ...main, product: undefined },
  ],
};

describe('subscription card rules', () => {
  it('mainOf is the line that is not an add-on, else the first line', () => {
    expect(mainOf(subscription)).to.equal(main);
    expect(mainOf({ ...subscription, items: [addon] })).to.equal(addon);
  });

  it('quantityOf: the line’s own, else 1 for an add-on and the subscription’s for the main line', () => {
    expect(quantityOf(subscription, main)).to.equal(2);
    expect(quantityOf(subscription, addon)).to.equal(1);
    expect(quantityOf(subscription, { ...addon, quantity: 3 })).to.equal(3);
  });

  it('unitPrice takes the highest range the quantity reaches, else the line’s price', () => {
    const scheme: SubscriptionItem = {
      ...addon,
      product: {
        ...filters,
        priceScheme: {
          id: 1,
          type: 'volume_price',
          ranges: [
            { id: 1, range: 1, amount: 500 },
            { id: 2, range: 5, amount: 400 },
            { id: 3, range: 3, amount: 450 },
          ],
        },
      },
    };
    expect(unitPrice(scheme, 1)).to.equal(500);
    expect(unitPrice(scheme, 4)).to.equal(450);
    expect(unitPrice(scheme, 9)).to.equal(400);
    expect(unitPrice(main, 3)).to.equal(1800);
    expect(unitPrice({ id: 3, productId: 3 }, 1)).to.equal(null);
    expect(unitPrice(undefined, 1)).to.equal(null);
  });

  it('nameOf puts the parent’s name first when known', () => {
    expect(nameOf(filters)).to.equal('Paper Filters, 100 filters');
    expect(nameOf({ id: 12, name: '100 filters' })).to.equal('100 filters');
    expect(nameOf(undefined)).to.equal('');
  });

  it('merged keeps the products the card knew where the answer names the same ones without their parents', () => {
    const after = merged(subscription, { ...bare, quantity: 3 });
    expect(after.quantity).to.equal(3);
    expect(after.product).to.equal(coffee);
    expect(after.items.map((item) => item.product)).to.deep.equal([filters, coffee]);
  });

  it('merged takes the answer’s product when it names another product, or comes with its parent', () => {
    const tea: Product = { id: 11, name: 'Every 2 months' };
    const switched = merged(subscription, {
      ...bare,
      productId: 11,
      product: tea,
      items: [{ ...main, id: 5, productId: 11, product: tea }],
    });
    expect(switched.product).to.equal(tea);
    expect(switched.items[0]!.product).to.equal(tea);

    const renamed: Product = { ...coffee, parent: { id: 1, name: 'House Blend, new roast' } };
    const expanded = merged(subscription, { ...subscription, product: renamed });
    expect(expanded.product).to.equal(renamed);
  });

  it('merged drops a known product for a line the answer changed to another product', () => {
    const after = merged(subscription, {
      ...bare,
      items: [{ ...addon, productId: 13, product: undefined }, bare.items[1]!],
    });
    expect(after.items[0]!.product).to.equal(undefined);
    expect(after.items[1]!.product).to.equal(coffee);
  });
});
