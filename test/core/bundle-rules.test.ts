/**
 * The build-a-box rules (src/views/svc-view-bundle/bundle-rules.ts) by themselves: the box size
 * the count aims at, what is missing or too much, how many of an item may still go in, and the
 * price worked out before a quote arrives.
 */
import { expect } from '@open-wc/testing';
import type { Bundle, BundleGroup, BundleItem } from '@svc/sdk';
import {
  boxPrice,
  checkBox,
  estimateTotal,
  itemLimit,
  itemsInput,
  pickInGroup,
  plansFor,
  preferencesInput,
  startingChoices,
  targetRuleset,
  violationsOf,
  type BoxContext,
  type BoxSelection,
} from '../../src/views/svc-view-bundle/bundle-rules.js';

/** A box of 4 to 6 or of 8 to 12 items, bought monthly (plan 801) or once (variant 802). */
const box: Bundle = {
  id: 1,
  rulesetType: 'quantity',
  rulesets: [
    { id: 11, minQuantity: 4, maxQuantity: 6 },
    { id: 12, minQuantity: 8, maxQuantity: 12 },
  ],
  quantitySelectors: [1, 2, 0, 1.5],
  plans: [
    { id: 81, plan: { id: 801 }, variant: null },
    { id: 82, plan: null, variant: { id: 802 } },
  ],
  preferences: [
    { attributeId: 5, values: [{ id: 51 }, { id: 52 }] },
    { attributeId: 6, values: [{ id: 61 }] },
  ],
  filters: [],
  priceType: 'total',
  prices: [
    {
      planId: 81,
      rulesetId: 11,
      ranges: [
        { range: 1, amount: 3000 },
        { range: 2, amount: 2800 },
      ],
    },
  ],
  discounts: [{ planId: 81, rulesetId: 11, ranges: [{ range: 2, percentOff: 10 }] }],
};
const beans: BundleItem = {
  productId: 101,
  product: { id: 101, price: 500 },
  extraPrice: 100,
  stockCount: 7,
};
const tea: BundleItem = { productId: 102, product: { id: 102, price: 300 } };
const cocoa: BundleItem = { productId: 103, product: { id: 103, price: 400 } };
const drinks: BundleGroup = { id: 9, maxQuantity: 3, items: [{ productId: 102 }, { productId: 103 }] };
const items = new Map([beans, tea, cocoa].map((item) => [item.productId, item] as const));
const ctx: BoxContext = { bundle: box, groups: [drinks], items };
const selection = (picked: [number, number][], change: Partial<BoxSelection> = {}): BoxSelection => ({
  picked: new Map(picked),
  boxes: 1,
  rulesetId: null,
  ...change,
});

describe('bundle-rules: the box size and the starting choices', () => {
  it('aims at the size the count fits, else the next bigger, else the biggest', () => {
    expect(targetRuleset(box, null, 5)?.id).to.equal(11);
    expect(targetRuleset(box, null, 7)?.id).to.equal(12);
    expect(targetRuleset(box, null, 20)?.id).to.equal(12);
    expect(targetRuleset(box, 12, 5)?.id).to.equal(12);
  });

  it('starts with the first size, no plan of two, the first whole box count', () => {
    const choices = startingChoices(box, undefined, {});
    expect([choices.rulesetId, choices.planId, choices.boxes]).to.deep.equal([11, null, 1]);
  });

  it('starts an edited box in the size its items fill, its plan, box count and known preferences', () => {
    const choices = startingChoices(box, undefined, {
      productId: 802,
      quantity: 2,
      bundle: {
        items: [
          { productId: 101, quantity: 9 },
          { productId: 102, quantity: 0 },
        ],
        preferences: [
          { attributeId: 5, values: [52] },
          { attributeId: 99, values: [1] },
        ],
      },
    });
    expect(choices.rulesetId).to.equal(12);
    expect(choices.planId).to.equal(82);
    expect(choices.boxes).to.equal(2);
    expect([...choices.picked]).to.deep.equal([[101, 9]]);
    expect([...choices.prefs]).to.deep.equal([[5, [52]]]);
  });

  it('offers the plans a product sells, else every plan', () => {
    expect(plansFor(box, { id: 2, variants: [{ id: 802 }] }).map((plan) => plan.id)).to.deep.equal([82]);
    expect(plansFor(box, { id: 3, variants: [{ id: 999 }] }).map((plan) => plan.id)).to.deep.equal([81, 82]);
  });
});

describe('bundle-rules: what the box is missing or has too much of', () => {
  it('says how many more items the box needs', () => {
    expect(checkBox(ctx, selection([[101, 3]]))).to.deep.equal([
      { rule: 'itemMinQuantity', expected: 4, current: 3, delta: 1 },
    ]);
  });

  it('holds a group to its most', () => {
    expect(
      checkBox(
        ctx,
        selection([
          [101, 1],
          [102, 2],
          [103, 2],
        ]),
      ),
    ).to.deep.equal([{ rule: 'itemMaxQuantity', expected: 3, current: 4, delta: 1, groupId: 9 }]);
  });

  it('holds an item to its stock', () => {
    expect(checkBox(ctx, selection([[101, 8]]))).to.deep.equal([
      { rule: 'itemMaxQuantity', expected: 7, current: 8, delta: 1, productId: 101 },
    ]);
  });

  it('finds nothing wrong with a box that keeps every rule', () => {
    expect(
      checkBox(
        ctx,
        selection([
          [101, 3],
          [102, 2],
        ]),
      ),
    ).to.deep.equal([]);
  });

  it('holds a box priced by total to its least and most total', () => {
    const byTotal: Bundle = {
      ...box,
      rulesetType: 'total',
      rulesets: [{ id: 13, minTotal: 1000, maxTotal: 2000 }],
    };
    const totalCtx = { ...ctx, bundle: byTotal };
    expect(checkBox(totalCtx, selection([[102, 2]]))).to.deep.equal([
      { rule: 'itemsMinTotal', expected: 1000, current: 600, delta: 400 },
    ]);
    expect(itemLimit(totalCtx, selection([[102, 2]]), 101)).to.equal(2);
  });

  it('reads the broken rules of a 422 answer and nothing else', () => {
    const rule = { rule: 'itemsMaxTotal', expected: 10, current: 12, delta: 2 };
    expect(violationsOf({ body: { validation: [rule, { rule: 'other', delta: 1 }, 'x'] } })).to.deep.equal([
      rule,
    ]);
    expect(violationsOf(new Error('offline'))).to.deep.equal([]);
    expect(violationsOf(null)).to.deep.equal([]);
  });
});

describe('bundle-rules: how many of an item may still go in', () => {
  it('lets an item fill the biggest size, then its group, then its stock', () => {
    expect(itemLimit(ctx, selection([[101, 3]]), 102)).to.equal(3);
    expect(itemLimit(ctx, selection([[101, 10]]), 102)).to.equal(2);
    expect(itemLimit(ctx, selection([]), 101)).to.equal(7);
  });

  it('caps the box at the chosen size', () => {
    expect(itemLimit(ctx, selection([[102, 1]], { rulesetId: 11 }), 101)).to.equal(5);
  });

  it('shares the stock between boxes', () => {
    expect(itemLimit(ctx, selection([], { boxes: 2 }), 101)).to.equal(3);
  });

  it('swaps the one variant of a group, keeping its quantity', () => {
    const next = pickInGroup(
      ctx,
      selection([
        [101, 1],
        [102, 2],
      ]),
      drinks,
      103,
    );
    expect([...next]).to.deep.equal([
      [101, 1],
      [103, 2],
    ]);
    expect([...pickInGroup(ctx, selection([[102, 2]]), drinks, null)]).to.deep.equal([]);
  });
});

describe('bundle-rules: inputs and prices', () => {
  it('sends the items in picking order and the chosen preferences in the bundle’s order', () => {
    expect(
      itemsInput(
        new Map([
          [103, 1],
          [101, 2],
        ]),
      ),
    ).to.deep.equal([
      { productId: 103, quantity: 1 },
      { productId: 101, quantity: 2 },
    ]);
    const prefs = new Map([
      [6, [61]],
      [5, [52, 51]],
    ]);
    expect(preferencesInput(box, prefs)).to.deep.equal([
      { attributeId: 5, values: [51, 52] },
      { attributeId: 6, values: [61] },
    ]);
  });

  it('prices a box from the matrix step for the box count, with its discount', () => {
    expect(boxPrice(box, 11, 81, 1)).to.deep.equal({ base: 3000, discount: 0 });
    expect(boxPrice(box, 11, 81, 3)).to.deep.equal({ base: 2800, discount: 280 });
    expect(boxPrice(box, 12, 81, 1)).to.equal(null);
  });

  it('estimates a box priced per box as its price plus the items’ extras, less the discount, times the boxes', () => {
    const plan = box.plans[0];
    expect(estimateTotal(ctx, selection([[101, 4]], { boxes: 2 }), plan)).to.equal((2800 + 400 - 280) * 2);
    expect(estimateTotal(ctx, selection([[101, 4]]), undefined)).to.equal(null);
  });

  it('estimates a box priced per item as the items’ prices with their extras', () => {
    const perItem: BoxContext = { ...ctx, bundle: { ...box, priceType: 'per_item' } };
    expect(
      estimateTotal(
        perItem,
        selection([
          [101, 2],
          [102, 1],
        ]),
        box.plans[0],
      ),
    ).to.equal(2 * 600 + 300);
  });
});
