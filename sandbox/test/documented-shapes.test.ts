// The sandbox answers in the shapes the service documents (../shared/domain-model.md, "Exact
// shapes"), read through the SDK: a storefront written against those shapes runs unchanged on the
// sandbox and in production.
import { expect } from '@open-wc/testing';
import type { Bundle, BundlePriceRow, ParentProduct, Product, Survey } from '@svc/sdk';
import { initClient, setupSandbox } from '../../sdk/test/helpers.js';
import { bundles, products, surveys } from '../fixtures.js';
import {
  ANSWER,
  ATTRIBUTE,
  ATTRIBUTE_VALUE,
  BUNDLE,
  BUNDLE_GROUP,
  BUNDLE_ITEM,
  BUNDLE_ITEM_SETTING,
  BUNDLE_PLAN,
  COUNTED_QUESTION,
  DISCOUNT_ROW_RANGE,
  eachShapeErrors,
  FILTER,
  IMAGE,
  ONE_TIME_PARENT,
  OPTION,
  PLAN,
  PLAN_SHIPPING,
  PREFERENCE,
  PRICE_ROW,
  PRICE_ROW_RANGE,
  PRICE_SCHEME,
  PRICE_SCHEME_RANGE,
  QUESTION,
  RULESET,
  shapeErrors,
  SUBSCRIPTION_PARENT,
  SURVEY,
  VARIANT,
  VARIANT_OPTION,
} from './documented-shapes.js';

/** The expands of domain-model.md ("expand values seen"), so every nested resource is answered. */
const PRODUCT_EXPAND = ['variants.parent', 'pricings.parent'];
const BUNDLE_EXPAND = ['plans.plan.parent', 'plans.variant.parent'];
const ITEMS_EXPAND = ['product.parent'];
const GROUPS_EXPAND = ['product', 'items.product.parent'];

type Answer = Record<string, unknown>;

const withoutParent = <T extends Record<string, unknown>>(fields: T) => {
  const { parent: _parent, ...rest } = fields;
  return rest;
};

/** A leaf's documented fields, and those of everything it nests (its parent only when `withParent`). */
function leafErrors(leaf: Answer, subscription: boolean, path: string, withParent: boolean): string[] {
  const fields = subscription ? PLAN : VARIANT;
  const errors = shapeErrors(leaf, withParent ? fields : withoutParent(fields), path);
  const scheme = leaf.priceScheme as Answer | null;
  if (scheme) {
    errors.push(...shapeErrors(scheme, PRICE_SCHEME, `${path}.priceScheme`));
    errors.push(...eachShapeErrors(scheme.ranges, PRICE_SCHEME_RANGE, `${path}.priceScheme.ranges`));
  }
  if (subscription) errors.push(...eachShapeErrors(leaf.shippings, PLAN_SHIPPING, `${path}.shippings`));
  else {
    errors.push(...eachShapeErrors(leaf.options, VARIANT_OPTION, `${path}.options`));
    errors.push(...eachShapeErrors(leaf.attributes, ATTRIBUTE, `${path}.attributes`));
  }
  if (withParent && leaf.parent) errors.push(...parentErrors(leaf.parent as Answer, `${path}.parent`, false));
  return errors;
}

/** A parent's documented fields for its kind, its images, options and leaves. */
function parentErrors(parent: Answer, path: string, leavesWithParent: boolean): string[] {
  const subscription = parent.type === 'subscription';
  const errors = shapeErrors(parent, subscription ? SUBSCRIPTION_PARENT : ONE_TIME_PARENT, path);
  errors.push(...eachShapeErrors(parent.images, IMAGE, `${path}.images`));
  if (!subscription) errors.push(...eachShapeErrors(parent.options, OPTION, `${path}.options`));
  const key = subscription ? 'plans' : 'variants';
  const leaves = Array.isArray(parent[key]) ? (parent[key] as Answer[]) : [];
  leaves.forEach((leaf, index) =>
    errors.push(...leafErrors(leaf, subscription, `${path}.${key}[${index}]`, leavesWithParent)),
  );
  return errors;
}

function rowErrors(rows: unknown, path: string, discounts: boolean): string[] {
  const errors = eachShapeErrors(rows, PRICE_ROW, path);
  (Array.isArray(rows) ? (rows as Answer[]) : []).forEach((row, index) =>
    errors.push(
      ...eachShapeErrors(
        row.ranges,
        discounts ? DISCOUNT_ROW_RANGE : PRICE_ROW_RANGE,
        `${path}[${index}].ranges`,
      ),
    ),
  );
  return errors;
}

function bundleErrors(bundle: Answer, path: string): string[] {
  const errors = shapeErrors(bundle, BUNDLE, path);
  errors.push(...eachShapeErrors(bundle.images, IMAGE, `${path}.images`));
  errors.push(...eachShapeErrors(bundle.rulesets, RULESET, `${path}.rulesets`));
  errors.push(...rowErrors(bundle.prices, `${path}.prices`, false));
  errors.push(...rowErrors(bundle.discounts, `${path}.discounts`, true));
  for (const [key, fields] of [
    ['preferences', PREFERENCE],
    ['filters', FILTER],
  ] as const) {
    errors.push(...eachShapeErrors(bundle[key], fields, `${path}.${key}`));
    (bundle[key] as Answer[]).forEach((entry, index) =>
      errors.push(...eachShapeErrors(entry.values, ATTRIBUTE_VALUE, `${path}.${key}[${index}].values`)),
    );
  }
  (bundle.plans as Answer[]).forEach((plan, index) => {
    const at = `${path}.plans[${index}]`;
    errors.push(...shapeErrors(plan, BUNDLE_PLAN, at));
    errors.push(...rowErrors(plan.prices, `${at}.prices`, false));
    errors.push(...rowErrors(plan.discounts, `${at}.discounts`, true));
    const sides = [plan.plan, plan.variant].filter((side) => side !== null && side !== undefined);
    if (sides.length !== 1)
      errors.push(`${at}: exactly one of plan and variant expected, got ${sides.length}`);
    if (plan.plan) errors.push(...leafErrors(plan.plan as Answer, true, `${at}.plan`, true));
    if (plan.variant) errors.push(...leafErrors(plan.variant as Answer, false, `${at}.variant`, true));
  });
  return errors;
}

function itemErrors(items: unknown, path: string): string[] {
  const errors = eachShapeErrors(items, BUNDLE_ITEM, path);
  (Array.isArray(items) ? (items as Answer[]) : []).forEach((item, index) => {
    errors.push(...eachShapeErrors(item.settings, BUNDLE_ITEM_SETTING, `${path}[${index}].settings`));
    if (item.product)
      errors.push(...leafErrors(item.product as Answer, false, `${path}[${index}].product`, true));
  });
  return errors;
}

function surveyErrors(survey: Answer, path: string): string[] {
  const errors = shapeErrors(survey, SURVEY, path);
  (survey.questions as Answer[]).forEach((question, index) => {
    const at = `${path}.questions[${index}]`;
    const counted = question.type === 'multiple' || question.type === 'quantity';
    errors.push(...shapeErrors(question, counted ? COUNTED_QUESTION : QUESTION, at));
    errors.push(...eachShapeErrors(question.answers, ANSWER, `${at}.answers`));
  });
  return errors;
}

const leavesOf = (parent: ParentProduct): Product[] => parent.plans ?? parent.variants ?? [];

describe('sandbox: the documented shapes of products, bundles and surveys', () => {
  setupSandbox();

  it('every product, bundle, bundle plan, item, group and survey carries each documented field with its type', async () => {
    const client = await initClient();
    const errors: string[] = [];
    const list = await client.products.list({ perPage: 100, expand: PRODUCT_EXPAND });
    expect(list.data.map((product) => product.id)).to.have.members(products.map((product) => product.id));
    for (const parent of list.data) errors.push(...parentErrors(parent, `products.list #${parent.id}`, true));
    for (const fixture of products) {
      const parent = await client.products.load(fixture.id, { expand: PRODUCT_EXPAND });
      errors.push(...parentErrors(parent, `products.load(${fixture.id})`, true));
      for (const leaf of fixture.leaves) {
        const answer = await client.products.loadVariant(leaf.id, { expand: ['parent'] });
        errors.push(
          ...leafErrors(answer, fixture.type === 'subscription', `products.loadVariant(${leaf.id})`, true),
        );
      }
    }
    for (const fixture of bundles) {
      const bundle = await client.bundles.load(fixture.id, { expand: BUNDLE_EXPAND });
      errors.push(...bundleErrors(bundle, `bundles.load(${fixture.id})`));
      const items = await client.bundles.loadItems(fixture.id, { perPage: 100, expand: ITEMS_EXPAND });
      expect(items.data).to.have.length(fixture.items.length);
      errors.push(...itemErrors(items.data, `bundles.loadItems(${fixture.id})`));
      const groups = await client.bundles.loadGroups(fixture.id, { perPage: 100, expand: GROUPS_EXPAND });
      expect(groups.data).to.have.length(fixture.groups.length);
      errors.push(...eachShapeErrors(groups.data, BUNDLE_GROUP, `bundles.loadGroups(${fixture.id})`));
      groups.data.forEach((group, index) => {
        const at = `bundles.loadGroups(${fixture.id})[${index}]`;
        errors.push(...parentErrors(group.product as Answer, `${at}.product`, false));
        errors.push(...itemErrors(group.items, `${at}.items`));
      });
    }
    for (const fixture of surveys) {
      const survey = await client.surveys.load(fixture.id, { expand: ['answers.product'] });
      errors.push(...surveyErrors(survey, `surveys.load(${fixture.id})`));
    }
    expect(errors).to.deep.equal([]);
  });

  it('the field check names a documented field that is absent, null where it may not be, or of another type', () => {
    const image = { id: 1, url: 'images/mug.svg', order: 1, createdAt: '2026-01-01T00:00:00Z' };
    expect(shapeErrors(image, IMAGE, 'image')).to.deep.equal(['image.updatedAt: absent']);
    expect(shapeErrors({ ...image, updatedAt: null, order: '1' }, IMAGE, 'image')).to.deep.equal([
      'image.order: number expected, got string',
      'image.updatedAt: string expected, got null',
    ]);
    expect(shapeErrors({ id: 1, name: 'Colour', values: [{ id: 11 }] }, OPTION, 'option')).to.deep.equal([
      'option.values: an array of strings expected, got [{"id":11}]',
    ]);
  });

  describe('products', () => {
    it('one-time parents answer options as an array of string values ([] without options); each variant value is one of them', async () => {
      const client = await initClient();
      const mug = await client.products.load(200);
      expect(mug.options).to.deep.equal([{ id: 1, name: 'Colour', values: ['Sand', 'Slate'] }]);
      expect(mug.variants!.map((variant) => variant.options)).to.deep.equal([
        [{ id: 1, name: 'Colour', value: 'Sand' }],
        [{ id: 1, name: 'Colour', value: 'Slate' }],
      ]);
      const page = await client.products.list({ perPage: 100, type: 'one_time' });
      for (const parent of page.data) {
        expect(parent.options, `options of ${parent.id}`).to.be.an('array');
        for (const variant of parent.variants!)
          for (const option of variant.options!) {
            const values = parent.options!.find((candidate) => candidate.id === option.id)?.values;
            expect(values, `option ${option.id} of variant ${variant.id}`).to.include(option.value);
          }
      }
      const filters = await client.products.load(210);
      expect(filters.options).to.deep.equal([]);
    });

    it('every leaf answers a price scheme from range 1 (a flat price is one range carrying it) and its bundlePlanId', async () => {
      const client = await initClient();
      const flat = await client.products.loadVariant(201);
      expect(flat.priceScheme).to.deep.equal({
        id: 201,
        type: 'volume_price',
        ranges: [{ id: 201, range: 1, amount: 1400 }],
      });
      const plan = await client.products.loadVariant(102, null, { 'x-currency': 'EUR' });
      expect(plan.priceScheme!.ranges).to.deep.equal([{ id: 102, range: 1, amount: plan.price }]);
      const volume = await client.products.loadVariant(211);
      expect(volume.priceScheme!.ranges.map((range) => [range.range, range.amount])).to.deep.equal([
        [1, 600],
        [3, 500],
      ]);
      const page = await client.products.list({ perPage: 100 });
      const bundlePlanIds = Object.fromEntries(
        page.data.flatMap(leavesOf).map((leaf) => [leaf.id, leaf.bundlePlanId]),
      );
      for (const leaf of page.data.flatMap(leavesOf)) expect(leaf.priceScheme!.ranges[0]!.range).to.equal(1);
      // The leaves bundles are bought as name their bundle plan; every other leaf says null.
      expect(Object.entries(bundlePlanIds).filter(([, id]) => id !== null)).to.deep.equal([
        ['501', 1],
        ['511', 2],
        ['521', 3],
      ]);
      expect(Object.values(bundlePlanIds).every((id) => id === null || typeof id === 'number')).to.equal(
        true,
      );
    });

    it('parents answer every documented field, null where empty, and subscription plans also as pricings', async () => {
      const client = await initClient();
      const mug = await client.products.load(200);
      expect(mug).to.deep.include({
        bundle: null,
        bundleId: null,
        bundleRulesetId: null,
        deliveryInfo: null,
        giftingEnabled: false,
        collectShippingAddress: true,
        giftCard: false,
        giftCardExpiration: null,
        createdAt: '2026-01-01T00:00:00Z',
      });
      expect(mug.images).to.have.length(1);
      expect(Object.keys(mug.images![0]!).sort()).to.deep.equal([
        'createdAt',
        'id',
        'order',
        'updatedAt',
        'url',
      ]);
      const box = await client.products.load(500);
      expect(box).to.include({ bundleId: 1, preOrderEndAt: null, setupFee: null });
      expect(box.bundle).to.include({ id: 1, name: 'Build Your Box', configurable: true });
      expect(box.pricings).to.deep.equal(box.plans);
      expect(box.plans!.map((plan) => plan.id)).to.deep.equal([501]);
    });
  });

  describe('bundles', () => {
    it('a bundle plan is { id, plan, variant, prices, discounts } with the side it is not null', async () => {
      const client = await initClient();
      const box = await client.bundles.load(1, { expand: ['plans.plan', 'plans.variant'] });
      expect(box.plans.map((plan) => Object.keys(plan).sort())).to.deep.equal([
        ['discounts', 'id', 'plan', 'prices', 'variant'],
        ['discounts', 'id', 'plan', 'prices', 'variant'],
      ]);
      expect([box.plans[0]!.plan!.id, box.plans[0]!.variant]).to.deep.equal([501, null]);
      expect([box.plans[1]!.plan, box.plans[1]!.variant!.id]).to.deep.equal([null, 511]);
    });

    it('expand plans.pricing is the older name of plans.plan: the whole plan, also answered as pricing', async () => {
      const client = await initClient();
      const box = await client.bundles.load(1, { expand: ['plans.pricing'] });
      const [monthly, once] = box.plans as [Bundle['plans'][number], Bundle['plans'][number]];
      expect(monthly.plan).to.include({ id: 501, name: 'Every month', frequencyUnit: 'month' });
      expect(monthly.pricing).to.deep.equal(monthly.plan);
      expect(once).to.include({ plan: null, pricing: null });
      expect(once.variant).to.deep.equal({ id: 511 });
      const plain = await client.bundles.load(1);
      expect(plain.plans[0]).to.not.have.property('pricing');
    });

    it('each bundle plan carries its own price and discount rows, and every row names its planId and rulesetId', async () => {
      const client = await initClient();
      const box = await client.bundles.load(1);
      const named = (rows: BundlePriceRow[] | undefined) =>
        (rows ?? []).map((row) => [row.id, row.planId, row.rulesetId]);
      expect(named(box.prices)).to.deep.equal([
        [1, 1, 1],
        [2, 2, 1],
        [3, 1, 2],
        [4, 2, 2],
      ]);
      expect(named(box.discounts)).to.deep.equal([[1, 1, 2]]);
      expect(box.plans.map((plan) => named(plan.prices))).to.deep.equal([
        [
          [1, 1, 1],
          [3, 1, 2],
        ],
        [
          [2, 2, 1],
          [4, 2, 2],
        ],
      ]);
      expect(box.plans.map((plan) => named(plan.discounts))).to.deep.equal([[[1, 1, 2]], []]);
    });

    it('preference and filter values carry id, name and value, with the same text in name and value', async () => {
      const client = await initClient();
      const box = await client.bundles.load(1);
      expect(box.preferences[0]!.values).to.deep.equal([
        { id: 11, name: 'Light', value: 'Light' },
        { id: 12, name: 'Medium', value: 'Medium' },
        { id: 13, name: 'Dark', value: 'Dark' },
      ]);
      expect(box.filters[0]).to.include({ name: 'Origin', attributeId: 2 });
      for (const value of [...box.preferences, ...box.filters].flatMap((entry) => entry.values))
        expect(value.value, `value ${value.id}`).to.be.a('string').and.equal(value.name);
    });
  });

  it('survey questions and answers carry description, position and imageUrl (null when empty)', async () => {
    const client = await initClient();
    const survey: Survey = await client.surveys.load(1);
    expect(
      survey.questions.map((question) => [
        question.id,
        question.position,
        question.description,
        question.imageUrl,
      ]),
    ).to.deep.equal([
      [1, 1, null, null],
      [2, 2, null, null],
      [3, 3, null, null],
      [4, 4, null, null],
      [5, 5, null, null],
      [6, 6, null, null],
      [7, 7, null, null],
    ]);
    const answers = survey.questions.flatMap((question) => question.answers ?? []);
    expect(
      answers.map((answer) => [answer.id, answer.position, answer.description, answer.imageUrl]),
    ).to.deep.equal([
      [31, 1, null, null],
      [32, 2, null, null],
      [41, 1, null, null],
      [42, 2, null, null],
      [43, 3, null, null],
      [51, 1, null, null],
      [61, 1, null, null],
      [71, 1, null, null],
      [72, 2, null, null],
    ]);
  });
});
