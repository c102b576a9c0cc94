/**
 * The storefront elements' pure rules, without a widget: what a `field` path reads from a context
 * (`fieldOf`), a product's leaves (`leavesOf`), the console line written once per failure
 * (`warnOnce`), and the option and plan rules `<svc-option-picker>` shares with the views
 * (src/ui/variant-options.ts, src/ui/plan-cards.ts).
 */
import { expect } from '@open-wc/testing';
import type { ParentProduct, Product, ProductOption } from '@svc/sdk';
import { warnOnce } from '../../src/storefront/page-messages.js';
import { fieldOf, leavesOf, type StorefrontState } from '../../src/storefront/storefront-context.js';
import { planCards, planSavings, type PlanWords } from '../../src/ui/plan-cards.js';
import { choosableOptions, combinationStatus, matchingVariants } from '../../src/ui/variant-options.js';

const colour: ProductOption = { id: 1, name: 'Colour', values: ['Sand', 'Slate'] };
const size: ProductOption = { id: 2, name: 'Size', values: ['S', 'L'] };
const variant = (id: number, values: string[], stockCount: number | null = 5): Product => ({
  id,
  name: values.join(' / '),
  stockCount,
  options: values.map((value, index) => {
    const option = [colour, size][index]!;
    return { id: option.id, name: option.name, value };
  }),
});
// Sand in S and L, Slate only in S and sold out.
const sandS = variant(201, ['Sand', 'S']);
const sandL = variant(202, ['Sand', 'L']);
const slateS = variant(203, ['Slate', 'S'], 0);
const mug: ParentProduct = {
  id: 200,
  name: 'Ceramic Mug',
  description: '<p>A mug.</p>',
  options: [colour, size],
  variants: [sandS, sandL, slateS],
};

const state = (fields: Partial<StorefrontState>): StorefrontState => ({
  kind: 'product',
  status: 'ready',
  quantity: 1,
  choose: () => undefined,
  setQuantity: () => undefined,
  ...fields,
});

describe('storefront rules', () => {
  describe('fieldOf', () => {
    it('reads a dot path from the product, the bundle or the leaf (variant and plan name it too)', () => {
      const ready = state({ entry: mug, leaf: sandL });
      expect(fieldOf(ready, 'product.name')).to.equal('Ceramic Mug');
      expect(fieldOf(ready, 'bundle.id')).to.equal(200);
      expect(fieldOf(ready, 'product.options.1.name')).to.equal('Size');
      expect(fieldOf(ready, 'leaf.name')).to.equal('Sand / L');
      expect(fieldOf(ready, 'variant.options.0.value')).to.equal('Sand');
      expect(fieldOf(ready, 'plan.stockCount')).to.equal(5);
    });

    it('is undefined before the entry is there, for an unknown root and past a missing segment', () => {
      expect(fieldOf(undefined, 'product.name')).to.equal(undefined);
      expect(fieldOf(state({ status: 'loading' }), 'product.name')).to.equal(undefined);
      expect(fieldOf(state({ entry: mug }), 'shop.name')).to.equal(undefined);
      expect(fieldOf(state({ entry: mug }), 'leaf.name')).to.equal(undefined);
      expect(fieldOf(state({ entry: mug }), 'product.options.9.name')).to.equal(undefined);
    });
  });

  it('leavesOf: a product’s variants, else its plans, else its pricings (the older name), else none', () => {
    const plan: Product = { id: 301, name: 'Monthly' };
    expect(leavesOf(mug)).to.deep.equal([sandS, sandL, slateS]);
    expect(leavesOf({ id: 300, plans: [plan] })).to.deep.equal([plan]);
    expect(leavesOf({ id: 300, pricings: [plan] })).to.deep.equal([plan]);
    expect(leavesOf({ id: 300 })).to.deep.equal([]);
    expect(leavesOf(undefined)).to.deep.equal([]);
  });

  it('warnOnce writes a line once per key in a row, and again after another key', () => {
    const lines: unknown[] = [];
    const warn = console.warn;
    console.warn = (line: unknown) => lines.push(line);
    try {
      const once = warnOnce();
      once('missing', '<svc-context>: no product 9');
      once('missing', '<svc-context>: no product 9');
      once('failed', '<svc-context>: the API is down');
      once('missing', '<svc-context>: no product 9');
    } finally {
      console.warn = warn;
    }
    expect(lines).to.deep.equal([
      'Cart Widget: <svc-context>: no product 9',
      'Cart Widget: <svc-context>: the API is down',
      'Cart Widget: <svc-context>: no product 9',
    ]);
  });

  describe('options of a one-time product', () => {
    it('choosableOptions: the options when every variant has a value of each, else none', () => {
      expect(choosableOptions(mug)).to.deep.equal([colour, size]);
      const partial = { ...mug, variants: [sandS, { id: 204, name: 'Plain' }] };
      expect(choosableOptions(partial)).to.deep.equal([]);
      expect(choosableOptions({ id: 1, variants: [sandS] })).to.deep.equal([]);
    });

    it('matchingVariants: the variants that fit the values chosen, with one value tried in place', () => {
      const options = [colour, size];
      expect(matchingVariants(mug.variants!, options, { 1: 'Sand' })).to.deep.equal([sandS, sandL]);
      expect(matchingVariants(mug.variants!, options, { 1: 'Sand' }, size, 'L')).to.deep.equal([sandL]);
      expect(matchingVariants(mug.variants!, options, { 1: 'Sand', 2: 'L' }, colour, 'Slate')).to.deep.equal(
        [],
      );
      expect(matchingVariants(mug.variants!, options, {})).to.deep.equal([sandS, sandL, slateS]);
    });

    it('combinationStatus: unavailable without a variant, sold out when every one is out of stock', () => {
      expect(combinationStatus([])).to.equal('unavailable');
      expect(combinationStatus([slateS])).to.equal('soldOut');
      expect(combinationStatus([slateS, sandS])).to.equal(undefined);
      // An unknown stock (null) is not sold out.
      expect(combinationStatus([variant(205, ['Sand', 'S'], null)])).to.equal(undefined);
    });
  });

  describe('plan cards', () => {
    /** Words that show the key and its parameters, so the test reads what a card asks to say. */
    const words: PlanWords = {
      t: (key, params) => `${key}${params ? ` ${JSON.stringify(params)}` : ''}`,
      money: (minor) => `$${((minor ?? 0) / 100).toFixed(2)}`,
      lang: 'en',
    };
    const monthly: Product = {
      id: 1,
      name: 'Monthly',
      price: 2000,
      frequencyUnit: 'month',
      frequencyCount: 1,
    };
    const prepaid: Product = {
      id: 2,
      name: 'Prepaid',
      pricingName: '3 months prepaid',
      price: 5400,
      frequencyUnit: 'month',
      frequencyCount: 3,
      shippings: [{}, {}, {}],
    };
    const weekly: Product = { id: 3, name: 'Weekly', price: 600, frequencyUnit: 'week', frequencyCount: 1 };

    it('a prepaid plan saves against the dearest plan delivering at the same interval, and says so', () => {
      const [month, threeMonths, week] = planCards([monthly, prepaid, weekly], words);
      expect(threeMonths!.deliveries).to.equal(3);
      expect(threeMonths!.perDelivery).to.equal(1800);
      expect(threeMonths!.cadence).to.equal(month!.cadence);
      expect(threeMonths!.savings).to.deep.equal({ percent: 10, against: month!.label });
      expect(planSavings(threeMonths!, words)).to.equal(
        `pricing.savings ${JSON.stringify({ percent: '10%', plan: month!.label })}`,
      );
      // The monthly plan is the dearest of its interval; the weekly plan has no other of its own.
      expect(month!.savings).to.equal(undefined);
      expect(week!.savings).to.equal(undefined);
      expect(planSavings(week!, words)).to.equal(undefined);
    });

    it('a plan’s label is its pricing name, else its frequency, else its name', () => {
      const labels = planCards([prepaid, monthly, { id: 4, name: 'Surprise me' }], words).map(
        (card) => card.label,
      );
      expect(labels).to.deep.equal(['3 months prepaid', 'pricing.every.month {"count":1}', 'Surprise me']);
    });
  });
});
