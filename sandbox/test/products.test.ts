import { expect } from '@open-wc/testing';
import { SvcApiError, SvcValidationError, type ParentProduct, type Product } from '@svc/sdk';
import { initClient, rejectionOf, setupSandbox } from '../../sdk/test/helpers.js';

/** The IDs of a list of resources, in order. */
const ids = (items: { id: number }[] | undefined) => (items ?? []).map((item) => item.id);

/** Every parent product of the fixtures, in fixture order. */
const ALL_PRODUCT_IDS = [100, 110, 120, 200, 210, 220, 230, 300, 400, 410, 500, 510, 520];

describe('sandbox catalog: products', () => {
  const sandbox = setupSandbox();

  describe('products.load', () => {
    it('load of a subscription parent answers its plans, also under the older name pricings', async () => {
      const client = await initClient();
      const product = await client.products.load(100);
      expect(product).to.include({ id: 100, type: 'subscription', slug: 'house-blend-subscription' });
      expect(ids(product.plans)).to.deep.equal([101, 102, 103]);
      expect(product.pricings).to.deep.equal(product.plans);
      expect(product).to.not.have.property('variants');
      const [biweekly, monthly, quarterly] = product.plans!;
      expect(biweekly).to.include({
        price: 1800,
        frequencyUnit: 'week',
        frequencyCount: 2,
        parentId: 100,
        setupFee: null,
        trialPrice: null,
      });
      expect(monthly).to.include({
        price: 2000,
        pricingName: 'Monthly',
        commitmentBillingCount: 3,
        setupFee: 500,
      });
      expect(quarterly).to.include({
        price: 5400,
        trialPrice: 0,
        trialLength: 14,
        trialLengthDays: 14,
        chargesLimit: 4,
      });
      expect(biweekly).to.not.have.property('parent');
    });

    it('load of a one-time parent answers its variants with options and stock, without plans', async () => {
      const client = await initClient();
      const product = await client.products.load(200);
      expect(product).to.include({ id: 200, type: 'one_time', name: 'Ceramic Mug' });
      expect(product).to.not.have.property('plans');
      expect(product).to.not.have.property('pricings');
      expect(product.options).to.deep.equal([
        {
          id: 1,
          name: 'Colour',
          values: ['Sand', 'Slate'],
        },
      ]);
      expect(product.variants!.map((v) => [v.id, v.price, v.stockCount, v.parentId])).to.deep.equal([
        [201, 1400, 25, 200],
        [202, 1400, 0, 200],
      ]);
      expect(product.variants![1]!.options).to.deep.equal([{ id: 1, name: 'Colour', value: 'Slate' }]);
    });

    it('load with an unknown product ID rejects with 404 not_found', async () => {
      const client = await initClient();
      const error = (await rejectionOf(client.products.load(999))) as SvcApiError;
      expect(error).to.be.instanceOf(SvcApiError);
      expect(error.status).to.equal(404);
      expect(error.code).to.equal('not_found');
      expect(error.serverMessage).to.equal('Product 999 was not found');
    });

    it('load with a leaf ID is not a parent look-up and answers 404', async () => {
      const client = await initClient();
      const error = (await rejectionOf(client.products.load(101))) as SvcApiError;
      expect(error.status).to.equal(404);
      expect(error.code).to.equal('not_found');
    });
  });

  describe('prices per currency', () => {
    it('x-currency EUR on one call prices plans and setup fee at USD × 0.92', async () => {
      const client = await initClient();
      sandbox().clearSent();
      const product = await client.products.load(100, undefined, { 'x-currency': 'EUR' });
      const [request] = await sandbox().sent();
      expect(request!.headers.get('x-currency')).to.equal('EUR');
      // 1800 × 0.92 = 1656, 2000 × 0.92 = 1840, 5400 × 0.92 = 4968; setup fee 500 × 0.92 = 460.
      expect(product.plans!.map((p) => p.price)).to.deep.equal([1656, 1840, 4968]);
      expect(product.plans![1]!.setupFee).to.equal(460);
      // The next call without the header is in the shop's default currency again.
      expect((await client.products.load(100)).plans!.map((p) => p.price)).to.deep.equal([1800, 2000, 5400]);
    });

    it('x-currency GBP prices variants at USD × 0.79, rounded to the minor unit', async () => {
      const client = await initClient();
      const product = await client.products.load(400, undefined, { 'x-currency': 'GBP' });
      // 1200 × 0.79 = 948, 1100 × 0.79 = 869, 1150 × 0.79 = 908.5 → 909, 1300 × 0.79 = 1027.
      expect(product.variants!.map((v) => v.price)).to.deep.equal([948, 869, 909, 1027]);
    });

    it('setCurrency sends x-currency on later product calls; a per-call header still wins', async () => {
      const client = await initClient();
      client.setCurrency('GBP');
      sandbox().clearSent();
      const variant = await client.products.loadVariant(201);
      const mug = await client.products.load(200, undefined, { 'x-currency': 'EUR' });
      const list = await client.products.list({ slugs: ['house-blend-subscription'], expand: ['plans'] });
      const sent = await sandbox().sent();
      expect(sent.map((r) => r.headers.get('x-currency'))).to.deep.equal(['GBP', 'EUR', 'GBP']);
      // 1400 × 0.79 = 1106; 1400 × 0.92 = 1288; 2000 × 0.79 = 1580 and its setup fee 500 × 0.79 = 395.
      expect(variant.price).to.equal(1106);
      expect(mug.variants!.map((v) => v.price)).to.deep.equal([1288, 1288]);
      expect(list.data[0]!.plans![1]).to.include({ price: 1580, setupFee: 395 });
    });

    it('a currency the shop does not offer answers 422 unsupported_currency', async () => {
      const client = await initClient();
      expect(() => client.setCurrency('JPY')).to.throw(SvcValidationError);
      const error = (await rejectionOf(
        client.products.load(100, undefined, { 'x-currency': 'JPY' }),
      )) as SvcApiError;
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('unsupported_currency');
    });

    it('a volume price scheme is converted per currency, range by range', async () => {
      const client = await initClient();
      const usd = await client.products.loadVariant(211);
      expect(usd.priceScheme).to.deep.equal({
        id: 1,
        type: 'volume_price',
        ranges: [
          { id: 1, range: 1, amount: 600 },
          { id: 2, range: 3, amount: 500 },
        ],
      });
      // 600 × 0.92 = 552, 500 × 0.92 = 460; 600 × 0.79 = 474, 500 × 0.79 = 395.
      const eur = await client.products.loadVariant(211, undefined, { 'x-currency': 'EUR' });
      expect(eur.price).to.equal(552);
      expect(eur.priceScheme!.ranges.map((r) => r.amount)).to.deep.equal([552, 460]);
      const gbp = await client.products.loadVariant(211, undefined, { 'x-currency': 'GBP' });
      expect(gbp.priceScheme!.ranges.map((r) => r.amount)).to.deep.equal([474, 395]);
    });
  });

  describe('expand', () => {
    it('expand pricings.parent gives each plan its parent product, whose own plans carry no parent', async () => {
      const client = await initClient();
      sandbox().clearSent();
      const product = await client.products.load(110, { expand: ['pricings.parent'] });
      const [request] = await sandbox().sent();
      expect(request!.url.search).to.equal('?expand%5B%5D=pricings.parent');
      for (const plan of product.plans!) {
        expect(plan.parent).to.include({ id: 110, name: 'Tea Club', type: 'subscription' });
        expect(ids(plan.parent!.plans)).to.deep.equal([111, 112]);
        expect(plan.parent!.pricings).to.deep.equal(plan.parent!.plans);
        expect(plan.parent!.plans![0]).to.not.have.property('parent');
      }
    });

    it('expand variants.parent gives each variant its parent product', async () => {
      const client = await initClient();
      const product = await client.products.load(200, { expand: ['variants.parent'] });
      expect(product.variants!.map((v) => v.parent?.id)).to.deep.equal([200, 200]);
      expect(product.variants![0]!.parent).to.include({ slug: 'ceramic-mug', type: 'one_time' });
      expect(ids(product.variants![0]!.parent!.variants)).to.deep.equal([201, 202]);
      expect(product.variants![0]!.parent!.variants![0]).to.not.have.property('parent');
    });

    it('loadVariant answers the leaf with parentId, and its parent only with expand parent', async () => {
      const client = await initClient();
      const plain = await client.products.loadVariant(202);
      expect(plain).to.include({ id: 202, name: 'Slate', price: 1400, stockCount: 0, parentId: 200 });
      expect(plain).to.not.have.property('parent');
      const expanded = await client.products.loadVariant(102, { expand: ['parent'] });
      expect(expanded).to.include({ id: 102, price: 2000, parentId: 100 });
      expect(expanded.parent).to.include({ id: 100, name: 'House Blend Subscription', type: 'subscription' });
    });

    it('loadVariant with a parent ID or an unknown ID rejects with 404 not_found', async () => {
      const client = await initClient();
      for (const id of [200, 999]) {
        const error = (await rejectionOf(client.products.loadVariant(id))) as SvcApiError;
        expect(error.status).to.equal(404);
        expect(error.code).to.equal('not_found');
        expect(error.serverMessage).to.equal(`Product ${id} was not found`);
      }
    });

    it('list answers every parent with its leaves, and expand pricings.parent nests the parent in plans only', async () => {
      const client = await initClient();
      const bare = await client.products.list({ slugs: ['ceramic-mug', 'tea-club'] });
      expect(ids(bare.data)).to.deep.equal([110, 200]);
      const [bareTea, bareMug] = bare.data as [ParentProduct, ParentProduct];
      expect(ids(bareTea.plans)).to.deep.equal([111, 112]);
      expect(bareTea.pricings).to.deep.equal(bareTea.plans);
      expect(bareTea).to.not.have.property('variants');
      expect(ids(bareMug.variants)).to.deep.equal([201, 202]);
      expect(bareMug).to.not.have.any.keys('plans', 'pricings');
      for (const leaf of [...bareTea.plans!, ...bareMug.variants!])
        expect(leaf).to.not.have.property('parent');
      const expanded = await client.products.list({
        slugs: ['ceramic-mug', 'tea-club'],
        expand: ['variants', 'pricings.parent'],
      });
      const [tea, mug] = expanded.data as [ParentProduct, ParentProduct];
      expect(ids(tea.plans)).to.deep.equal([111, 112]);
      expect(tea.plans!.map((p) => p.parent?.id)).to.deep.equal([110, 110]);
      expect(ids(mug.variants)).to.deep.equal([201, 202]);
      expect(mug.variants![0]).to.not.have.property('parent');
    });

    it('list expand plans.parent nests the parent in the plans of subscription products only', async () => {
      const client = await initClient();
      const page = await client.products.list({
        slugs: ['ceramic-mug', 'house-blend-subscription'],
        expand: ['plans.parent'],
      });
      const [house, mug] = page.data as [ParentProduct, ParentProduct];
      expect(ids(house.plans)).to.deep.equal([101, 102, 103]);
      expect(house.pricings).to.deep.equal(house.plans);
      expect(house.plans![0]!.parent).to.include({ id: 100 });
      expect(ids(mug.variants)).to.deep.equal([201, 202]);
      expect(mug.variants![0]).to.not.have.property('parent');
    });
  });

  describe('products.list paging and filters', () => {
    it('list without params answers the first page of 15 with every product', async () => {
      const client = await initClient();
      const page = await client.products.list();
      expect(ids(page.data)).to.deep.equal(ALL_PRODUCT_IDS);
      expect(page.pagination).to.deep.equal({
        currentPage: 1,
        lastPage: 1,
        perPage: 15,
        total: 13,
        from: 1,
        to: 13,
      });
    });

    it('page and perPage slice the list and the pagination fields describe the slice', async () => {
      const client = await initClient();
      sandbox().clearSent();
      const first = await client.products.list({ page: 1, perPage: 5 });
      const last = await client.products.list({ page: 3, perPage: 5 });
      const beyond = await client.products.list({ page: 4, perPage: 5 });
      const sent = await sandbox().sent();
      expect(sent[1]!.url.search).to.equal('?page=3&perPage=5');
      expect(ids(first.data)).to.deep.equal([100, 110, 120, 200, 210]);
      expect(first.pagination).to.deep.equal({
        currentPage: 1,
        lastPage: 3,
        perPage: 5,
        total: 13,
        from: 1,
        to: 5,
      });
      expect(ids(last.data)).to.deep.equal([500, 510, 520]);
      expect(last.pagination).to.include({ currentPage: 3, from: 11, to: 13 });
      expect(beyond.data).to.deep.equal([]);
      expect(beyond.pagination).to.include({ currentPage: 4, lastPage: 3, from: null, to: null });
    });

    it('perPage above 100 or page 0 answers 422 naming the parameter', async () => {
      const client = await initClient();
      const tooMany = (await rejectionOf(client.products.list({ perPage: 101 }))) as SvcApiError;
      expect(tooMany.status).to.equal(422);
      expect(tooMany.code).to.equal('validation_failed');
      expect(Object.keys(tooMany.fieldErrors)).to.deep.equal(['perPage']);
      const pageZero = (await rejectionOf(client.products.list({ page: 0 }))) as SvcApiError;
      expect(Object.keys(pageZero.fieldErrors)).to.deep.equal(['page']);
    });

    it('type filters subscription or one-time parents; another type answers 422', async () => {
      const client = await initClient();
      const subscriptions = await client.products.list({ type: 'subscription' });
      expect(ids(subscriptions.data)).to.deep.equal([100, 110, 120, 500]);
      const oneTime = await client.products.list({ type: 'one_time' });
      expect(ids(oneTime.data)).to.deep.equal([200, 210, 220, 230, 300, 400, 410, 510, 520]);
      const error = (await rejectionOf(
        client.products.list({ type: 'bundle' as unknown as 'one_time' }),
      )) as SvcApiError;
      expect(error.status).to.equal(422);
      expect(error.fieldErrors).to.deep.equal({
        type: ['The type filter must be one_time or subscription.'],
      });
    });

    it('tags keep the products that carry any of the tags', async () => {
      const client = await initClient();
      expect(ids((await client.products.list({ tags: ['tea'] })).data)).to.deep.equal([110]);
      expect(ids((await client.products.list({ tags: ['merch', 'gift'] })).data)).to.deep.equal([200, 300]);
      expect((await client.products.list({ tags: ['nothing-has-this'] })).pagination.total).to.equal(0);
    });

    it('slugs look a product up by slug; an unknown slug answers an empty page', async () => {
      const client = await initClient();
      sandbox().clearSent();
      const found = await client.products.list({ slugs: ['tea-club'] });
      const [request] = await sandbox().sent();
      expect(request!.url.search).to.equal('?slugs%5B%5D=tea-club');
      expect(ids(found.data)).to.deep.equal([110]);
      expect(found.pagination.total).to.equal(1);
      const missing = await client.products.list({ slugs: ['no-such-product'] });
      expect(missing.data).to.deep.equal([]);
      expect(missing.pagination).to.include({ total: 0, from: null, to: null });
    });

    it('digital and giftCard filter by their flags, true or false', async () => {
      const client = await initClient();
      expect(ids((await client.products.list({ digital: true })).data)).to.deep.equal([230, 300]);
      expect(ids((await client.products.list({ giftCard: true })).data)).to.deep.equal([300]);
      const physical = await client.products.list({ digital: false });
      expect(ids(physical.data)).to.deep.equal(ALL_PRODUCT_IDS.filter((id) => id !== 230 && id !== 300));
      expect(ids((await client.products.list({ digital: true, giftCard: false })).data)).to.deep.equal([230]);
    });
  });

  describe('the kinds of product in the catalog', () => {
    it('the add-on product is a one-time product with volume pricing and unlimited stock', async () => {
      const client = await initClient();
      const [filters] = (await client.products.list({ tags: ['addon'], expand: ['variants'] })).data;
      expect(filters).to.include({ id: 210, type: 'one_time', slug: 'paper-filters' });
      expect(filters!.variants!.map((v) => [v.id, v.price, v.stockCount])).to.deep.equal([[211, 600, null]]);
    });

    it('the gift card is a digital one-time product whose variants are the denominations', async () => {
      const client = await initClient();
      const card = await client.products.load(300);
      expect(card).to.include({
        type: 'one_time',
        digital: true,
        giftCard: true,
        giftCardExpiration: 12,
        collectShippingAddress: false,
      });
      expect(card.variants!.map((v) => [v.id, v.name, v.price])).to.deep.equal([
        [301, '$25', 2500],
        [302, '$50', 5000],
      ]);
      // Denominations convert like any price: 2500 × 0.92 = 2300, 5000 × 0.92 = 4600.
      const eur = await client.products.load(300, undefined, { 'x-currency': 'EUR' });
      expect(eur.variants!.map((v) => v.price)).to.deep.equal([2300, 4600]);
    });

    it('the Tea Club plans point at survey 1, whose plan answers are those plans', async () => {
      const client = await initClient();
      const tea = await client.products.load(110);
      expect(tea.plans!.map((p) => [p.id, p.price, p.survey])).to.deep.equal([
        [111, 2500, { id: 1 }],
        [112, 4800, { id: 1 }],
      ]);
      const survey = await client.surveys.load(tea.plans![0]!.survey!.id);
      const planQuestion = survey.questions.find((q) => q.type === 'plan')!;
      expect(planQuestion.answers!.map((a) => a.productId)).to.deep.equal(ids(tea.plans));
      // Plans without a survey say so.
      expect((await client.products.loadVariant(101)).survey).to.equal(null);
    });

    it('the out-of-stock product has a variant with stockCount 0', async () => {
      const client = await initClient();
      const machine = await client.products.load(220);
      expect(machine.variants!.map((v) => [v.id, v.price, v.stockCount])).to.deep.equal([[221, 49900, 0]]);
    });

    it('the digital product needs no shipping address and has unlimited stock', async () => {
      const client = await initClient();
      const guide = await client.products.load(230);
      expect(guide).to.include({ digital: true, giftCard: false, collectShippingAddress: false });
      const [pdf] = guide.variants as [Product];
      expect(pdf).to.include({ id: 231, price: 900, stockCount: null });
    });
  });
});
