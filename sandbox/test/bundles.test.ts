import { expect } from '@open-wc/testing';
import { SvcApiError, type SvcClient } from '@svc/sdk';
import { initClient, rejectionOf, setupSandbox } from '../../sdk/test/helpers.js';
import { MONTHLY, ONE_BOX } from './data.js';

/** The IDs of a list of resources, in order. */
const ids = (items: { id?: number }[] | undefined) => (items ?? []).map((item) => item.id);
const productIds = (items: { productId: number }[]) => items.map((item) => item.productId);

describe('sandbox catalog: bundles', () => {
  const sandbox = setupSandbox();

  describe('bundles.list', () => {
    it('list({}) answers both bundles on one page', async () => {
      const client = await initClient();
      sandbox().clearSent();
      const page = await client.bundles.list({});
      const [request] = await sandbox().sent();
      expect(`${request!.method} ${request!.path}${request!.url.search}`).to.equal('GET /bundles');
      expect(ids(page.data)).to.deep.equal([1, 2]);
      expect(page.data.map((b) => b.slug)).to.deep.equal(['build-your-box', 'starter-kit']);
      expect(page.pagination).to.deep.equal({
        currentPage: 1,
        lastPage: 1,
        perPage: 15,
        total: 2,
        from: 1,
        to: 2,
      });
    });

    it('ids, slugs, tags, configurable and digital filter the list', async () => {
      const client = await initClient();
      const listed = async (params: Parameters<SvcClient['bundles']['list']>[0]) =>
        ids((await client.bundles.list(params)).data);
      expect(await listed({ ids: [2] })).to.deep.equal([2]);
      expect(await listed({ ids: [1, 2, 3] })).to.deep.equal([1, 2]);
      expect(await listed({ slugs: ['build-your-box'] })).to.deep.equal([1]);
      expect(await listed({ slugs: ['nope'] })).to.deep.equal([]);
      expect(await listed({ tags: ['kit'] })).to.deep.equal([2]);
      expect(await listed({ configurable: true })).to.deep.equal([1]);
      expect(await listed({ configurable: false })).to.deep.equal([2]);
      expect(await listed({ digital: false })).to.deep.equal([1, 2]);
      expect(await listed({ digital: true })).to.deep.equal([]);
    });

    it('list pages with page and perPage', async () => {
      const client = await initClient();
      const second = await client.bundles.list({ page: 2, perPage: 1 });
      expect(ids(second.data)).to.deep.equal([2]);
      expect(second.pagination).to.deep.equal({
        currentPage: 2,
        lastPage: 2,
        perPage: 1,
        total: 2,
        from: 2,
        to: 2,
      });
    });

    it('list honours expand like load does', async () => {
      const client = await initClient();
      const [box] = (await client.bundles.list({ ids: [1], expand: ['plans.plan', 'metadata'] })).data;
      expect(box!.plans[0]!.plan).to.include({ id: MONTHLY, price: 0, frequencyUnit: 'month' });
      expect(box!.metadata).to.deep.equal({ theme: 'coffee' });
    });
  });

  describe('bundles.load', () => {
    it('load answers rulesets, plans by ID, prices, discounts, filters and preferences, not the items', async () => {
      const client = await initClient();
      const box = await client.bundles.load(1);
      expect(box).to.include({
        id: 1,
        configurable: true,
        selectionType: 'variant',
        priceType: 'total',
        discountType: 'percentage',
        rulesetType: 'quantity',
        appearanceType: 'one_step',
      });
      expect(box.rulesets!.map((r) => [r.id, r.name, r.minQuantity, r.maxQuantity])).to.deep.equal([
        [1, 'Box of 4', 4, 4],
        [2, 'Box of 8', 8, 8],
      ]);
      const monthlyPrices = [
        {
          id: 1,
          rulesetId: 1,
          planId: 1,
          ranges: [
            { range: 1, amount: 4000 },
            { range: 3, amount: 3800 },
          ],
        },
        {
          id: 3,
          rulesetId: 2,
          planId: 1,
          ranges: [
            { range: 1, amount: 7600 },
            { range: 3, amount: 7200 },
          ],
        },
      ];
      const oneBoxPrices = [
        { id: 2, rulesetId: 1, planId: 2, ranges: [{ range: 1, amount: 4400 }] },
        { id: 4, rulesetId: 2, planId: 2, ranges: [{ range: 1, amount: 8400 }] },
      ];
      const discounts = [
        { id: 1, rulesetId: 2, planId: 1, ranges: [{ range: 1, amountOff: null, percentOff: 10 }] },
      ];
      // Each bundle plan carries its own rows; the side it is not is null.
      expect(box.plans).to.deep.equal([
        { id: 1, plan: { id: MONTHLY }, variant: null, prices: monthlyPrices, discounts },
        { id: 2, plan: null, variant: { id: ONE_BOX }, prices: oneBoxPrices, discounts: [] },
      ]);
      expect(box.prices).to.deep.equal([
        monthlyPrices[0],
        oneBoxPrices[0],
        monthlyPrices[1],
        oneBoxPrices[1],
      ]);
      expect(box.discounts).to.deep.equal(discounts);
      expect(box.filters).to.deep.equal([
        {
          id: 2,
          name: 'Origin',
          attributeId: 2,
          values: [
            { id: 21, name: 'Africa', value: 'Africa' },
            { id: 22, name: 'Americas', value: 'Americas' },
            { id: 23, name: 'Asia', value: 'Asia' },
          ],
        },
      ]);
      expect(box.preferences.map((p) => [p.attributeId, ids(p.values)])).to.deep.equal([[1, [11, 12, 13]]]);
      expect(box).to.not.have.any.keys('items', 'groups', 'metadata');
    });

    it('load with expand plans.plan and plans.variant answers the full leaves, and metadata', async () => {
      const client = await initClient();
      sandbox().clearSent();
      const box = await client.bundles.load(1, { expand: ['plans.plan', 'plans.variant', 'metadata'] });
      const [request] = await sandbox().sent();
      expect(request!.url.searchParams.getAll('expand[]')).to.deep.equal([
        'plans.plan',
        'plans.variant',
        'metadata',
      ]);
      expect(box.plans[0]!.plan).to.include({ id: MONTHLY, name: 'Every month', parentId: 500 });
      expect(box.plans[0]!.plan).to.not.have.property('parent');
      expect(box.plans[1]!.variant).to.include({ id: ONE_BOX, name: 'One box', parentId: 510 });
      expect(box.metadata).to.deep.equal({ theme: 'coffee' });
    });

    it('load with expand plans.plan.parent nests the parent product in the plan only', async () => {
      const client = await initClient();
      const box = await client.bundles.load(1, { expand: ['plans.plan.parent'] });
      expect(box.plans[0]!.plan!.id).to.equal(MONTHLY);
      expect((box.plans[0]!.plan as { parent?: object }).parent).to.include({
        id: 500,
        name: 'Build Your Box',
        bundleId: 1,
        type: 'subscription',
      });
      expect(box.plans[1]).to.deep.include({ id: 2, plan: null, variant: { id: ONE_BOX } });
    });

    it('load prices the matrix in the x-currency of the call', async () => {
      const client = await initClient();
      const box = await client.bundles.load(1, undefined, { 'x-currency': 'EUR' });
      // × 0.92: 4000 → 3680, 3800 → 3496, 4400 → 4048, 7600 → 6992, 7200 → 6624, 8400 → 7728.
      expect(box.prices!.map((row) => row.ranges.map((r) => r.amount))).to.deep.equal([
        [3680, 3496],
        [4048],
        [6992, 6624],
        [7728],
      ]);
      client.setCurrency('GBP');
      const gbp = await client.bundles.load(1);
      // × 0.79: 4000 → 3160, 3800 → 3002.
      expect(gbp.prices![0]!.ranges.map((r) => r.amount)).to.deep.equal([3160, 3002]);
    });

    it('load of the fixed bundle 2 answers one variant plan and no rulesets', async () => {
      const client = await initClient();
      const kit = await client.bundles.load(2);
      expect(kit).to.include({ id: 2, configurable: false, appearanceType: 'without_ruleset' });
      expect(kit.plans).to.deep.equal([
        { id: 3, plan: null, variant: { id: 521 }, prices: [], discounts: [] },
      ]);
      expect(kit.rulesets).to.deep.equal([]);
      expect(kit.prices).to.deep.equal([]);
    });

    it('load with an unknown bundle ID rejects with 404 not_found', async () => {
      const client = await initClient();
      const error = (await rejectionOf(client.bundles.load(99))) as SvcApiError;
      expect(error.status).to.equal(404);
      expect(error.code).to.equal('not_found');
      expect(error.serverMessage).to.equal('Bundle 99 was not found');
    });
  });

  describe('bundles.loadItems', () => {
    it('loadItems answers the items with variant IDs, extra prices, stock and per-ruleset caps', async () => {
      const client = await initClient();
      const page = await client.bundles.loadItems(1);
      expect(page.data.map((i) => [i.id, i.productId, i.extraPrice, i.stockCount])).to.deep.equal([
        [1, 401, 0, null],
        [2, 402, 0, null],
        [3, 403, 0, 5],
        [4, 404, 200, null],
        [5, 411, 0, null],
        [6, 412, 0, 0],
      ]);
      expect(page.data[2]!.settings).to.deep.equal([{ id: 1, rulesetId: 1, maxQuantity: 2 }]);
      expect(page.data[0]).to.not.have.property('product');
      expect(page.pagination).to.include({ total: 6, lastPage: 1 });
    });

    it('loadItems pages with page and perPage', async () => {
      const client = await initClient();
      const first = await client.bundles.loadItems(1, { page: 1, perPage: 4 });
      const second = await client.bundles.loadItems(1, { page: 2, perPage: 4 });
      expect(ids(first.data)).to.deep.equal([1, 2, 3, 4]);
      expect(ids(second.data)).to.deep.equal([5, 6]);
      expect(second.pagination).to.deep.equal({
        currentPage: 2,
        lastPage: 2,
        perPage: 4,
        total: 6,
        from: 5,
        to: 6,
      });
    });

    it('loadItems with an origin filter keeps the items with that attribute value', async () => {
      const client = await initClient();
      sandbox().clearSent();
      const africa = await client.bundles.loadItems(1, { filters: [{ attributeId: 2, values: [21] }] });
      const [request] = await sandbox().sent();
      expect(decodeURIComponent(request!.url.search)).to.equal(
        '?filters[0][attributeId]=2&filters[0][values][]=21',
      );
      expect(productIds(africa.data)).to.deep.equal([401, 404]);
      expect(africa.pagination.total).to.equal(2);
      const more = await client.bundles.loadItems(1, { filters: [{ attributeId: 2, values: [22, 23] }] });
      expect(productIds(more.data)).to.deep.equal([402, 403]);
    });

    it('loadItems with two filters answers 422: a page applies at most one filter', async () => {
      const client = await initClient();
      const error = (await rejectionOf(
        client.bundles.loadItems(1, {
          filters: [
            { attributeId: 2, values: [21] },
            { attributeId: 2, values: [22] },
          ],
        }),
      )) as SvcApiError;
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('validation_failed');
      expect(error.fieldErrors).to.deep.equal({ filters: ['A page applies at most one filter.'] });
    });

    it('loadItems with a filter on an attribute that is not a filter of the bundle answers 422', async () => {
      const client = await initClient();
      // Attribute 1 (roast) is a preference of bundle 1, not a filter.
      const error = (await rejectionOf(
        client.bundles.loadItems(1, { filters: [{ attributeId: 1, values: [11] }] }),
      )) as SvcApiError;
      expect(error.status).to.equal(422);
      expect(error.fieldErrors).to.deep.equal({ filters: ['Attribute 1 is not a filter of this bundle.'] });
    });

    it('loadItems with a filter without values, or filters that are not a list, answers 422', async () => {
      const client = await initClient();
      // `values: []` leaves no `values` in the query string: the filter arrives without values.
      const empty = (await rejectionOf(
        client.bundles.loadItems(1, { filters: [{ attributeId: 2, values: [] }] }),
      )) as SvcApiError;
      expect(empty.status).to.equal(422);
      expect(empty.fieldErrors).to.deep.equal({
        'filters.0.values': ['A filter needs at least one value ID.'],
      });
      const notAList = (await rejectionOf(
        client.bundles.loadItems(1, {
          filters: { attributeId: 2, values: [21] } as unknown as [],
        }),
      )) as SvcApiError;
      expect(notAList.status).to.equal(422);
      expect(Object.keys(notAList.fieldErrors)).to.deep.equal(['filters']);
    });

    it('loadItems query searches the variant and parent names, case-insensitively', async () => {
      const client = await initClient();
      const byVariant = await client.bundles.loadItems(1, { query: 'kenya' });
      expect(productIds(byVariant.data)).to.deep.equal([404]);
      const byParent = await client.bundles.loadItems(1, { query: 'Single Origin' });
      expect(productIds(byParent.data)).to.deep.equal([401, 402, 403, 404]);
      const none = await client.bundles.loadItems(1, { query: 'tea' });
      expect(none.data).to.deep.equal([]);
    });

    it('loadItems productIds keeps the items of those variants, with a filter too', async () => {
      const client = await initClient();
      const picked = await client.bundles.loadItems(1, { productIds: [403, 411] });
      expect(productIds(picked.data)).to.deep.equal([403, 411]);
      const both = await client.bundles.loadItems(1, {
        productIds: [401, 402],
        filters: [{ attributeId: 2, values: [21] }],
      });
      expect(productIds(both.data)).to.deep.equal([401]);
    });

    it('loadItems expand product adds the variant priced in x-currency; product.parent adds its parent', async () => {
      const client = await initClient();
      const page = await client.bundles.loadItems(
        1,
        { productIds: [404], expand: ['product'] },
        { 'x-currency': 'EUR' },
      );
      const [kenya] = page.data;
      // Variant 1300 × 0.92 = 1196; extra 200 × 0.92 = 184.
      expect(kenya!.extraPrice).to.equal(184);
      expect(kenya!.product).to.include({ id: 404, name: 'Kenya Nyeri', price: 1196, parentId: 400 });
      expect(kenya!.product!.attributes!.map((a) => [a.attributeId, a.valueId])).to.deep.equal([
        [1, 11],
        [2, 21],
      ]);
      expect(kenya!.product).to.not.have.property('parent');
      const nested = await client.bundles.loadItems(1, { productIds: [404], expand: ['product.parent'] });
      expect(nested.data[0]!.product!.parent).to.include({ id: 400, name: 'Single Origin Beans' });
    });

    it('loadItems of an unknown bundle rejects with 404', async () => {
      const client = await initClient();
      const error = (await rejectionOf(client.bundles.loadItems(99))) as SvcApiError;
      expect(error.status).to.equal(404);
      expect(error.code).to.equal('not_found');
    });
  });

  describe('bundles.loadGroups', () => {
    it('loadGroups answers each group with its min/max and its items', async () => {
      const client = await initClient();
      const page = await client.bundles.loadGroups(1);
      expect(
        page.data.map((g) => [g.id, g.productId, g.minQuantity, g.maxQuantity, ids(g.items)]),
      ).to.deep.equal([
        [1, 400, 1, null, [1, 2, 3, 4]],
        [2, 410, 0, 2, [5, 6]],
      ]);
      expect(page.data[1]!.items.map((i) => [i.productId, i.stockCount])).to.deep.equal([
        [411, null],
        [412, 0],
      ]);
      expect(page.data[0]).to.not.have.property('product');
      expect(page.data[0]!.items[0]).to.not.have.property('product');
      expect(page.pagination).to.include({ total: 2 });
    });

    it('loadGroups expand product and items.product.parent add the parent and the item variants', async () => {
      const client = await initClient();
      const page = await client.bundles.loadGroups(1, { expand: ['product', 'items.product.parent'] });
      const [beans, snacks] = page.data;
      expect(beans!.product).to.include({ id: 400, name: 'Single Origin Beans', type: 'one_time' });
      expect(snacks!.product).to.include({ id: 410, name: 'Snacks' });
      expect(snacks!.items[0]!.product).to.include({ id: 411, name: 'Almond Biscotti', price: 400 });
      expect(snacks!.items[0]!.product!.parent).to.include({ id: 410 });
    });
  });
});
