import { expect } from '@open-wc/testing';
import { apiError, initClient, setupSandbox, signIn, signedIn } from '../../sdk/test/helpers.js';

/** Subscription 8 is a box of 4 (bundle 1, plan 501) holding 2 × 401 and 2 × 402, medium roast. */
const boxOfFour = {
  items: [
    { productId: 401, quantity: 1 },
    { productId: 403, quantity: 2 },
    { productId: 404, quantity: 1 },
  ],
  preferences: [{ attributeId: 1, values: [11, 13] }],
};

/** Subscription 9 (Tea Club, survey 1) answers questions 3, 4 and 7; 3, 4 and 7 are required. */
const teaAnswers = [
  { questionId: 1, answers: [{ content: 'Sam’s tin' }] },
  { questionId: 3, answers: [{ id: 32 }] },
  { questionId: 4, answers: [{ id: 42 }, { id: 43 }] },
  { questionId: 7, answers: [{ id: 71 }] },
];

describe('sandbox: subscriptions', () => {
  const sandbox = setupSandbox();

  describe('list', () => {
    it('lists the test customer’s nine subscriptions, one in every status of the spec', async () => {
      const client = await signedIn();
      const { data, pagination } = await client.subscriptions.list({});
      expect(data.map((s) => [s.id, s.status])).to.deep.equal([
        [1, 'active'],
        [2, 'trial'],
        [3, 'pre_order'],
        [4, 'gift_waiting_to_start'],
        [5, 'cancelled'],
        [6, 'switched'],
        [7, 'expired'],
        [8, 'active'],
        [9, 'active'],
      ]);
      expect(pagination).to.deep.include({ currentPage: 1, lastPage: 1, total: 9 });
    });

    it('statuses keeps only those statuses, sent as statuses[]', async () => {
      const client = await signedIn();
      sandbox().clearSent();
      const active = await client.subscriptions.list({ statuses: ['active'] });
      expect(active.data.map((s) => s.id)).to.deep.equal([1, 8, 9]);
      const [request] = await sandbox().sent();
      expect(`${request!.method} ${request!.path}${decodeURIComponent(request!.url.search)}`).to.equal(
        'GET /subscriptions?statuses[]=active',
      );
      const ended = await client.subscriptions.list({ statuses: ['cancelled', 'expired'] });
      expect(ended.data.map((s) => s.id)).to.deep.equal([5, 7]);
      expect(ended.pagination).to.deep.include({ total: 2 });
    });

    it('also takes a single statuses=active without brackets (as curl users write it)', async () => {
      const client = await initClient();
      const token = await signIn(client);
      // The SDK always writes statuses[]; the plain form is reached with fetch.
      const response = await fetch(`${location.origin}/storefront/v1/subscriptions?statuses=trial`, {
        headers: { 'x-api-key': 'demo-api-key', authorization: `Bearer ${token}` },
      });
      const { data } = (await response.json()) as { data: { id: number }[] };
      expect(data.map((s) => s.id)).to.deep.equal([2]);
    });

    it('pages with page and perPage', async () => {
      const client = await signedIn();
      const first = await client.subscriptions.list({ perPage: 3 });
      expect(first.data.map((s) => s.id)).to.deep.equal([1, 2, 3]);
      expect(first.pagination).to.deep.equal({
        currentPage: 1,
        lastPage: 3,
        perPage: 3,
        total: 9,
        from: 1,
        to: 3,
      });
      const last = await client.subscriptions.list({ perPage: 3, page: 3 });
      expect(last.data.map((s) => s.id)).to.deep.equal([7, 8, 9]);
      expect(last.pagination).to.deep.equal({
        currentPage: 3,
        lastPage: 3,
        perPage: 3,
        total: 9,
        from: 7,
        to: 9,
      });
    });

    it('an unknown status answers 422 naming statuses', async () => {
      const client = await signedIn();
      const error = await apiError(client.subscriptions.list({ statuses: ['paused' as never] }));
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('validation_failed');
      expect(Object.keys(error.fieldErrors)).to.deep.equal(['statuses']);
      expect(error.serverMessage).to.contain('Unknown status paused');
    });

    it('answers 401 unauthenticated for a guest', async () => {
      const client = await initClient();
      const error = await apiError(client.subscriptions.list({}));
      expect(error.status).to.equal(401);
      expect(error.code).to.equal('unauthenticated');
    });
  });

  describe('load', () => {
    it('resolves the customer’s own subscription with its items and prices', async () => {
      const client = await signedIn();
      sandbox().clearSent();
      const subscription = await client.subscriptions.load(1);
      const [request] = await sandbox().sent();
      expect(`${request!.method} ${request!.path}`).to.equal('GET /subscriptions/1');
      expect(subscription).to.deep.include({ id: 1, productId: 101, quantity: 1, status: 'active' });
      expect(subscription).to.not.have.property('customerId');
      // Plan 101 is 18.00 every 2 weeks; the add-on is Paper Filters (211) at 6.00 for 1–2 packs.
      expect(subscription.items).to.deep.equal([
        { id: 11, productId: 101, quantity: 1, addon: false, price: 1800 },
        { id: 12, productId: 211, quantity: 2, addon: true, addonDuration: null, price: 600 },
      ]);
    });

    it('with expand product.parent adds the plan and its parent product', async () => {
      const client = await signedIn();
      const subscription = await client.subscriptions.load(1, { expand: ['product.parent'] });
      expect(subscription.product).to.deep.include({ id: 101, name: 'Every 2 weeks', price: 1800 });
      expect(subscription.product!.parent).to.deep.include({ id: 100, name: 'House Blend Subscription' });
    });

    it('another customer’s subscription answers 404 not_found, without its data', async () => {
      const client = await signedIn();
      const error = await apiError(client.subscriptions.load(20));
      expect(error.status).to.equal(404);
      expect(error.code).to.equal('not_found');
      expect(error.body).to.deep.equal({ code: 'not_found', message: 'Subscription 20 was not found' });
    });

    it('answers 401 for a guest', async () => {
      const client = await initClient();
      const error = await apiError(client.subscriptions.load(1));
      expect([error.status, error.code]).to.deep.equal([401, 'unauthenticated']);
    });
  });

  describe('update', () => {
    it('PATCHes the quantity, which the main item follows and the add-on does not', async () => {
      const client = await signedIn();
      sandbox().clearSent();
      const updated = await client.subscriptions.update(1, { quantity: 2 });
      const [request] = await sandbox().sent();
      expect(`${request!.method} ${request!.path}`).to.equal('PATCH /subscriptions/1');
      expect(request!.body).to.deep.equal({ quantity: 2 });
      expect(updated.quantity).to.equal(2);
      expect(updated.items.map((i) => [i.id, i.quantity])).to.deep.equal([
        [11, 2],
        [12, 2],
      ]);
      const reloaded = await client.subscriptions.load(1);
      expect(reloaded.quantity).to.equal(2);
      expect(reloaded.items[0]!.quantity).to.equal(2);
    });

    it('refuses a quantity change with 422 quantity_change_not_allowed when the shop turns the selector off', async () => {
      const client = await signedIn();
      // The shop setting can only be switched through the store (allowed for this one case).
      sandbox().store.shop.settings.subscriptionQuantitySelector = false;
      const error = await apiError(client.subscriptions.update(1, { quantity: 3 }));
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('quantity_change_not_allowed');
      expect(Object.keys(error.fieldErrors)).to.deep.equal(['quantity']);
      expect((await client.subscriptions.load(1)).quantity).to.equal(1);
    });

    it('still changes metadata with the selector off when the same quantity is sent', async () => {
      const client = await signedIn();
      // As above: the shop setting is switched through the store.
      sandbox().store.shop.settings.subscriptionQuantitySelector = false;
      const metadata = [{ id: 1, values: [{ id: 2 }] }];
      const updated = await client.subscriptions.update(1, { quantity: 1, metadata });
      expect(updated.quantity).to.equal(1);
      expect(updated.metadata).to.deep.equal(metadata);
      expect((await client.subscriptions.load(1)).metadata).to.deep.equal(metadata);
    });

    it('takes { id } values of a preset metafield and { value } for the text metafield', async () => {
      const client = await signedIn();
      const metadata = [
        { id: 1, values: [{ id: 3 }] },
        { id: 2, values: [{ value: 'Leave it at the door' }] },
      ];
      const updated = await client.subscriptions.update(1, { quantity: 1, metadata });
      expect(updated.metadata).to.deep.equal(metadata);
    });

    it('metadata null clears it', async () => {
      const client = await signedIn();
      await client.subscriptions.update(1, { quantity: 1, metadata: [{ id: 1, values: [{ id: 3 }] }] });
      const cleared = await client.subscriptions.update(1, { quantity: 1, metadata: null });
      expect(cleared.metadata).to.deep.equal([]);
    });

    it('a value that is not a preset of the metafield answers 422 naming it', async () => {
      const client = await signedIn();
      const error = await apiError(
        client.subscriptions.update(1, { quantity: 1, metadata: [{ id: 1, values: [{ id: 9 }] }] }),
      );
      expect(error.status).to.equal(422);
      expect(error.fieldErrors).to.deep.equal({
        'metadata.0.values.0.id': ['Value 9 is not a preset of metafield 1.'],
      });
    });

    it('a select metafield takes one value only', async () => {
      const client = await signedIn();
      const error = await apiError(
        client.subscriptions.update(1, {
          quantity: 1,
          metadata: [{ id: 1, values: [{ id: 1 }, { id: 2 }] }],
        }),
      );
      expect(error.status).to.equal(422);
      expect(error.fieldErrors).to.deep.equal({ 'metadata.0.values': ['Metafield 1 takes one value.'] });
    });

    it('the text metafield refuses a preset { id } and wants { value }', async () => {
      const client = await signedIn();
      const error = await apiError(
        client.subscriptions.update(1, { quantity: 1, metadata: [{ id: 2, values: [{ id: 1 }] }] }),
      );
      expect(error.status).to.equal(422);
      expect(error.fieldErrors).to.deep.equal({
        'metadata.0.values.0.value': ['A text metafield takes { value }.'],
      });
    });

    it('an unknown metafield answers 422 and changes nothing', async () => {
      const client = await signedIn();
      const error = await apiError(
        client.subscriptions.update(1, { quantity: 2, metadata: [{ id: 42, values: [{ value: 'x' }] }] }),
      );
      expect(error.status).to.equal(422);
      expect(error.fieldErrors).to.deep.equal({ 'metadata.0.id': ['Metafield 42 does not exist.'] });
      const reloaded = await client.subscriptions.load(1);
      expect([reloaded.quantity, reloaded.metadata]).to.deep.equal([1, []]);
    });

    it('cancelled, switched and expired subscriptions answer 422 subscription_not_editable', async () => {
      const client = await signedIn();
      for (const [id, status] of [
        [5, 'cancelled'],
        [6, 'switched'],
        [7, 'expired'],
      ] as const) {
        const error = await apiError(client.subscriptions.update(id, { quantity: 1 }));
        expect([error.status, error.code, error.serverMessage]).to.deep.equal([
          422,
          'subscription_not_editable',
          `A ${status} subscription cannot be changed.`,
        ]);
      }
    });

    it('another customer’s subscription answers 404 and stays as it was', async () => {
      const client = await signedIn();
      const error = await apiError(client.subscriptions.update(20, { quantity: 5 }));
      expect([error.status, error.code]).to.deep.equal([404, 'not_found']);
      client.auth.logout();
      await client.auth.login({ email: 'other@example.com', password: 'other1234' });
      expect((await client.subscriptions.load(20)).quantity).to.equal(1);
    });
  });

  describe('updateBundle', () => {
    it('PUTs /subscriptions/8/bundle and replaces the whole item list and preferences', async () => {
      const client = await signedIn();
      sandbox().clearSent();
      const payload = { productId: null, bundle: boxOfFour };
      const updated = await client.subscriptions.updateBundle(8, payload);
      const [request] = await sandbox().sent();
      expect(`${request!.method} ${request!.path}`).to.equal('PUT /subscriptions/8/bundle');
      expect(request!.body).to.deep.equal(payload);
      expect(updated.productId).to.equal(501);
      expect(updated.items[0]!.bundle).to.deep.equal(boxOfFour);
      expect((await client.subscriptions.load(8)).items[0]!.bundle).to.deep.equal(boxOfFour);
    });

    it('a selection that does not fill the box of 4 answers 422 bundle_rules_not_met and keeps the old box', async () => {
      const client = await signedIn();
      const error = await apiError(
        client.subscriptions.updateBundle(8, {
          productId: null,
          bundle: { items: [{ productId: 401, quantity: 3 }], preferences: [] },
        }),
      );
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('bundle_rules_not_met');
      expect(error.serverMessage).to.equal('Add 1 item more (at least 4).');
      expect((error.body as { validation: unknown }).validation).to.deep.equal([
        { rule: 'itemMinQuantity', expected: 4, current: 3, delta: 1 },
      ]);
      expect((await client.subscriptions.load(8)).items[0]!.bundle).to.deep.equal({
        items: [
          { productId: 401, quantity: 2 },
          { productId: 402, quantity: 2 },
        ],
        preferences: [{ attributeId: 1, values: [12] }],
      });
    });

    it('a subscription that is not a bundle answers 422 not_a_bundle', async () => {
      const client = await signedIn();
      const error = await apiError(
        client.subscriptions.updateBundle(1, { productId: null, bundle: boxOfFour }),
      );
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('not_a_bundle');
    });

    it('productId must be a plan of the same bundle: its one-time variant is refused', async () => {
      const client = await signedIn();
      const error = await apiError(
        client.subscriptions.updateBundle(8, { productId: 511, bundle: boxOfFour }),
      );
      expect(error.status).to.equal(422);
      expect(error.fieldErrors).to.deep.equal({
        productId: ['The productId must be a plan of the same bundle.'],
      });
      expect(
        (await client.subscriptions.updateBundle(8, { productId: 501, bundle: boxOfFour })).productId,
      ).to.equal(501);
    });

    it('checks stock for every box when the quantity changes with the bundle', async () => {
      const client = await signedIn();
      // 403 has 5 in stock: 2 per box × 3 boxes = 6 is too many, × 2 boxes = 4 fits.
      const error = await apiError(
        client.subscriptions.updateBundle(8, { productId: null, quantity: 3, bundle: boxOfFour }),
      );
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('insufficient_stock');
      const updated = await client.subscriptions.updateBundle(8, {
        productId: null,
        quantity: 2,
        bundle: boxOfFour,
      });
      expect(updated.quantity).to.equal(2);
      expect(updated.items[0]!.quantity).to.equal(2);
    });
  });

  describe('updatePreferences', () => {
    it('PUTs the answers and replaces the whole answer set', async () => {
      const client = await signedIn();
      sandbox().clearSent();
      const updated = await client.subscriptions.updatePreferences(9, { preferences: teaAnswers });
      const [request] = await sandbox().sent();
      expect(`${request!.method} ${request!.path}`).to.equal('PUT /subscriptions/9/preferences');
      expect(request!.body).to.deep.equal({ preferences: teaAnswers });
      expect(updated.items[0]!.preferences).to.deep.equal(teaAnswers);
      expect((await client.subscriptions.load(9)).items[0]!.preferences).to.deep.equal(teaAnswers);
    });

    it('a required question left out answers 422 survey_incomplete and keeps the old answers', async () => {
      const client = await signedIn();
      const error = await apiError(
        client.subscriptions.updatePreferences(9, {
          preferences: [
            { questionId: 3, answers: [{ id: 32 }] },
            { questionId: 7, answers: [{ id: 72 }] },
          ],
        }),
      );
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('survey_incomplete');
      expect(error.fieldErrors).to.deep.equal({
        preferences: ['Question 4 ("Flavours you like") needs an answer.'],
      });
      expect((await client.subscriptions.load(9)).items[0]!.preferences).to.deep.equal([
        { questionId: 3, answers: [{ id: 31 }] },
        { questionId: 4, answers: [{ id: 41 }] },
        { questionId: 7, answers: [{ id: 71 }] },
      ]);
    });

    it('preferences null clears the answers', async () => {
      const client = await signedIn();
      const updated = await client.subscriptions.updatePreferences(9, { preferences: null });
      expect(updated.items[0]!.preferences).to.equal(null);
    });

    it('a subscription without a survey answers 422 no_survey', async () => {
      const client = await signedIn();
      const error = await apiError(client.subscriptions.updatePreferences(1, { preferences: teaAnswers }));
      expect([error.status, error.code]).to.deep.equal([422, 'no_survey']);
    });
  });

  describe('items', () => {
    it('loadItem resolves the add-on line', async () => {
      const client = await signedIn();
      sandbox().clearSent();
      const item = await client.subscriptions.loadItem(1, 12);
      const [request] = await sandbox().sent();
      expect(`${request!.method} ${request!.path}`).to.equal('GET /subscriptions/1/items/12');
      expect(item).to.deep.equal({
        id: 12,
        productId: 211,
        quantity: 2,
        addon: true,
        addonDuration: null,
        price: 600,
      });
    });

    it('updateItem changes the add-on’s quantity only, at the volume price', async () => {
      const client = await signedIn();
      const item = await client.subscriptions.updateItem(1, 12, { quantity: 3 });
      // Paper Filters' volume scheme: 6.00 each for 1–2 packs, 5.00 each from 3.
      expect(item).to.deep.include({ id: 12, quantity: 3, price: 500 });
      const reloaded = await client.subscriptions.load(1);
      expect(reloaded.quantity).to.equal(1);
      expect(reloaded.items.map((i) => [i.id, i.quantity])).to.deep.equal([
        [11, 1],
        [12, 3],
      ]);
    });

    it('updateItem of the main line changes the subscription’s quantity too', async () => {
      const client = await signedIn();
      await client.subscriptions.updateItem(1, 11, { quantity: 4 });
      expect((await client.subscriptions.load(1)).quantity).to.equal(4);
    });

    it('updateItemBundle PUTs the bundle of a line and replaces its items', async () => {
      const client = await signedIn();
      sandbox().clearSent();
      const payload = { productId: null, bundle: boxOfFour };
      const item = await client.subscriptions.updateItemBundle(8, 81, payload);
      const [request] = await sandbox().sent();
      expect(`${request!.method} ${request!.path}`).to.equal('PUT /subscriptions/8/items/81/bundle');
      expect(request!.body).to.deep.equal(payload);
      expect(item).to.deep.include({ id: 81, productId: 501, bundle: boxOfFour });
      const wrongCount = await apiError(
        client.subscriptions.updateItemBundle(8, 81, {
          productId: null,
          bundle: { items: [{ productId: 401, quantity: 5 }], preferences: [] },
        }),
      );
      expect(wrongCount.code).to.equal('bundle_rules_not_met');
    });

    it('updateItemPreferences replaces the answers of a line', async () => {
      const client = await signedIn();
      sandbox().clearSent();
      const item = await client.subscriptions.updateItemPreferences(9, 91, { preferences: teaAnswers });
      const [request] = await sandbox().sent();
      expect(`${request!.method} ${request!.path}`).to.equal('PUT /subscriptions/9/items/91/preferences');
      expect(item).to.deep.include({ id: 91, productId: 111, preferences: teaAnswers });
    });

    it('an item of another subscription answers 404 not_found', async () => {
      const client = await signedIn();
      const load = await apiError(client.subscriptions.loadItem(1, 81));
      const update = await apiError(client.subscriptions.updateItem(1, 91, { quantity: 1 }));
      const foreign = await apiError(client.subscriptions.loadItem(20, 201));
      expect([load.status, load.code]).to.deep.equal([404, 'not_found']);
      expect([update.status, update.code]).to.deep.equal([404, 'not_found']);
      expect([foreign.status, foreign.code]).to.deep.equal([404, 'not_found']);
    });

    it('answer 401 for a guest', async () => {
      const client = await initClient();
      const error = await apiError(client.subscriptions.loadItem(1, 12));
      expect([error.status, error.code]).to.deep.equal([401, 'unauthenticated']);
    });
  });
});
