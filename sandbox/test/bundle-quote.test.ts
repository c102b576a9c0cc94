import { expect } from '@open-wc/testing';
import { SvcApiError, SvcValidationError, type BundleItemInput, type SvcClient } from '@svc/sdk';
import { apiUrl, initClient, rejectionOf, setupSandbox } from '../../sdk/test/helpers.js';
import { sandboxRequest } from '../testing.js';
import { MONTHLY, ONE_BOX } from './data.js';

/** A quote of bundle 1 with no preferences. */
const quote = (client: SvcClient, productId: number, quantity: number, items: BundleItemInput[]) =>
  client.bundles.quote(1, { productId, quantity, items, preferences: [] });

/** The quote endpoint called with `fetch`, for bodies the SDK would never send. */
async function rawQuote(body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${apiUrl()}bundles/1/quote`, {
    method: 'POST',
    headers: { 'x-api-key': 'demo-api-key', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('sandbox catalog: bundle quotes', () => {
  const sandbox = setupSandbox();

  describe('bundles.quote', () => {
    it('quote sends { productId, quantity, items, preferences } as the request body', async () => {
      const client = await initClient();
      sandbox().clearSent();
      const payload = {
        productId: MONTHLY,
        quantity: 1,
        items: [
          { productId: 401, quantity: 2 },
          { productId: 402, quantity: 2 },
        ],
        preferences: [{ attributeId: 1, values: [12] }],
      };
      await client.bundles.quote(1, payload);
      const [request] = await sandbox().sent();
      expect(`${request!.method} ${request!.path}`).to.equal('POST /bundles/1/quote');
      expect(request!.headers.get('content-type')).to.equal('application/json');
      expect(request!.body).to.deep.equal(payload);
    });

    it('a box of 4 on the monthly plan costs 4000 plus the Kenya extra of 200 per bag', async () => {
      const client = await initClient();
      const result = await quote(client, MONTHLY, 1, [
        { productId: 401, quantity: 2 },
        { productId: 404, quantity: 2 },
      ]);
      // Ruleset 1 × bundle plan 1, range 1: 4000; extras 2 × 200 = 400 → 4400 per box.
      expect(result).to.include({
        productId: MONTHLY,
        quantity: 1,
        rulesetId: 1,
        price: 4400,
        subTotal: 4400,
        discount: 0,
        total: 4400,
        taxAmount: 0,
        taxInclusive: false,
      });
      expect(result.items.map((l) => [l.productId, l.quantity, l.price, l.subTotal, l.total])).to.deep.equal([
        [401, 2, 0, 0, 0],
        [404, 2, 200, 400, 400],
      ]);
    });

    it('quote of several boxes uses the price range of that box count: 3800 from 3 boxes', async () => {
      const client = await initClient();
      const items = [{ productId: 401, quantity: 4 }];
      const two = await quote(client, MONTHLY, 2, items);
      // Range 1 until 2 boxes: 4000 × 2 = 8000.
      expect(two).to.include({ price: 4000, subTotal: 8000, total: 8000 });
      const three = await quote(client, MONTHLY, 3, items);
      // Range 3 from 3 boxes: 3800 × 3 = 11400.
      expect(three).to.include({ quantity: 3, price: 3800, subTotal: 11400, discount: 0, total: 11400 });
      expect(three.items).to.have.length(1);
      expect(three.items[0]).to.include({ productId: 401, quantity: 4 });
    });

    it('a box of 8 on the monthly plan gets its 10% discount', async () => {
      const client = await initClient();
      const one = await quote(client, MONTHLY, 1, [{ productId: 401, quantity: 8 }]);
      // 7600 − 10% (760) = 6840.
      expect(one).to.include({ rulesetId: 2, price: 6840, subTotal: 7600, discount: 760, total: 6840 });
      const three = await quote(client, MONTHLY, 3, [{ productId: 401, quantity: 8 }]);
      // Range 3: 7200 − 720 = 6480 per box; × 3 = 19440, discount 2160.
      expect(three).to.include({ price: 6480, subTotal: 21600, discount: 2160, total: 19440 });
      // The discount row discounts the matrix price; item extras are surcharges at full price:
      // 7600 + 4 × 200 = 8400, minus 760 → 7640.
      const withExtras = await quote(client, MONTHLY, 1, [
        { productId: 401, quantity: 4 },
        { productId: 404, quantity: 4 },
      ]);
      expect(withExtras).to.include({ subTotal: 8400, discount: 760, price: 7640, total: 7640 });
    });

    it('the one-time variant 511 is priced by its own rows, without the discount', async () => {
      const client = await initClient();
      const four = await quote(client, ONE_BOX, 1, [{ productId: 402, quantity: 4 }]);
      expect(four).to.include({ productId: ONE_BOX, rulesetId: 1, price: 4400, discount: 0, total: 4400 });
      const eight = await quote(client, ONE_BOX, 1, [{ productId: 402, quantity: 8 }]);
      expect(eight).to.include({ rulesetId: 2, price: 8400, discount: 0, total: 8400 });
      // Its only range starts at 1, so 3 boxes stay at 4400 each.
      const three = await quote(client, ONE_BOX, 3, [{ productId: 402, quantity: 4 }]);
      expect(three).to.include({ price: 4400, total: 13200 });
    });

    it('quote prices in the x-currency of the call, discount rounded to the minor unit', async () => {
      const client = await initClient();
      const items = [
        { productId: 401, quantity: 2 },
        { productId: 404, quantity: 2 },
      ];
      const body = { productId: MONTHLY, quantity: 1, items, preferences: [] };
      // EUR: 4000 × 0.92 = 3680, extra 200 × 0.92 = 184 × 2 = 368 → 4048.
      const eur = await client.bundles.quote(1, body, undefined, { 'x-currency': 'EUR' });
      expect(eur).to.include({ price: 4048, total: 4048 });
      expect(eur.items[1]).to.include({ price: 184, subTotal: 368 });
      // GBP: 4000 × 0.79 = 3160, 200 × 0.79 = 158 × 2 = 316 → 3476.
      client.setCurrency('GBP');
      expect(await client.bundles.quote(1, body)).to.include({ price: 3476, total: 3476 });
      // EUR box of 8: 7600 × 0.92 = 6992; × 0.9 = 6292.8 → 6293; discount 699.
      const eight = await client.bundles.quote(
        1,
        { ...body, items: [{ productId: 401, quantity: 8 }] },
        undefined,
        { 'x-currency': 'EUR' },
      );
      expect(eight).to.include({ subTotal: 6992, discount: 699, price: 6293, total: 6293 });
    });

    it('quote with too few items answers 422 bundle_rules_not_met: "Add 1 item more"', async () => {
      const client = await initClient();
      const error = (await rejectionOf(
        quote(client, MONTHLY, 1, [{ productId: 401, quantity: 3 }]),
      )) as SvcApiError;
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('bundle_rules_not_met');
      expect(error.serverMessage).to.equal('Add 1 item more (at least 4).');
      expect(error.fieldErrors).to.deep.equal({ items: ['Add 1 item more (at least 4).'] });
      expect((error.body as { validation: unknown }).validation).to.deep.equal([
        { rule: 'itemMinQuantity', expected: 4, current: 3, delta: 1 },
      ]);
    });

    it('quote with no items names the smallest box and the empty required group', async () => {
      const client = await initClient();
      const error = (await rejectionOf(quote(client, MONTHLY, 1, []))) as SvcApiError;
      expect(error.code).to.equal('bundle_rules_not_met');
      expect(error.serverMessage).to.equal('Add 4 items more (at least 4).');
      expect((error.body as { validation: unknown }).validation).to.deep.equal([
        { rule: 'itemMinQuantity', expected: 4, current: 0, delta: 4 },
        { rule: 'itemMinQuantity', expected: 1, current: 0, delta: 1, groupId: 1 },
      ]);
    });

    it('quote with more items than the biggest box answers itemMaxQuantity', async () => {
      const client = await initClient();
      const error = (await rejectionOf(
        quote(client, MONTHLY, 1, [{ productId: 401, quantity: 9 }]),
      )) as SvcApiError;
      expect(error.code).to.equal('bundle_rules_not_met');
      expect(error.serverMessage).to.equal('Remove 1 item (at most 8).');
      expect((error.body as { validation: unknown }).validation).to.deep.equal([
        { rule: 'itemMaxQuantity', expected: 8, current: 9, delta: 1 },
      ]);
    });

    it('quote with 3 snacks breaks the group maximum of 2', async () => {
      const client = await initClient();
      const error = (await rejectionOf(
        quote(client, MONTHLY, 1, [
          { productId: 401, quantity: 1 },
          { productId: 411, quantity: 3 },
        ]),
      )) as SvcApiError;
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('bundle_rules_not_met');
      expect(error.serverMessage).to.equal('Remove 1 item from this group (at most 2).');
      expect((error.body as { validation: unknown }).validation).to.deep.equal([
        { rule: 'itemMaxQuantity', expected: 2, current: 3, delta: 1, groupId: 2 },
      ]);
      // Two snacks are fine.
      const ok = await quote(client, MONTHLY, 1, [
        { productId: 401, quantity: 2 },
        { productId: 411, quantity: 2 },
      ]);
      expect(ok.total).to.equal(4000);
    });

    it('quote caps Sumatra at 2 in the box of 4, but not in the box of 8', async () => {
      const client = await initClient();
      const error = (await rejectionOf(
        quote(client, MONTHLY, 1, [
          { productId: 401, quantity: 1 },
          { productId: 403, quantity: 3 },
        ]),
      )) as SvcApiError;
      expect(error.code).to.equal('bundle_rules_not_met');
      expect(error.serverMessage).to.equal('Remove 1 item of product 403 (at most 2).');
      expect((error.body as { validation: unknown }).validation).to.deep.equal([
        { rule: 'itemMaxQuantity', expected: 2, current: 3, delta: 1, productId: 403 },
      ]);
      const eight = await quote(client, MONTHLY, 1, [
        { productId: 401, quantity: 5 },
        { productId: 403, quantity: 3 },
      ]);
      expect(eight).to.include({ rulesetId: 2, total: 6840 });
    });

    it('quote with an item that is not in the bundle answers 422 naming the field', async () => {
      const client = await initClient();
      const error = (await rejectionOf(
        quote(client, MONTHLY, 1, [
          { productId: 401, quantity: 3 },
          { productId: 999, quantity: 1 },
        ]),
      )) as SvcApiError;
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('validation_failed');
      expect(error.fieldErrors).to.deep.equal({
        'items.1.productId': ['Product 999 is not an item of this bundle.'],
      });
    });

    it('quote with a zero item quantity answers 422 naming the quantity field', async () => {
      const client = await initClient();
      const answer = await sandboxRequest('POST', '/bundles/1/quote', {
        productId: MONTHLY,
        quantity: 1,
        items: [{ productId: 401, quantity: 0 }],
        preferences: [],
      });
      expect(answer.status).to.equal(422);
      expect(answer.body?.errors).to.deep.equal({
        'items.0.quantity': ['The quantity must be a positive whole number.'],
      });
      const error = await rejectionOf(quote(client, MONTHLY, 1, [{ productId: 401, quantity: 0 }]));
      expect(error).to.be.instanceOf(SvcValidationError);
    });

    it('quote for a productId that is not a plan or variant of the bundle answers 422', async () => {
      const client = await initClient();
      const error = (await rejectionOf(
        quote(client, 401, 1, [{ productId: 401, quantity: 4 }]),
      )) as SvcApiError;
      expect(error.status).to.equal(422);
      expect(error.fieldErrors).to.deep.equal({
        productId: ['Product 401 is not a plan or variant of bundle 1.'],
      });
    });

    it('quote refuses an out-of-stock item and more boxes than an item has stock for', async () => {
      const client = await initClient();
      const soldOut = (await rejectionOf(
        quote(client, MONTHLY, 1, [
          { productId: 401, quantity: 3 },
          { productId: 412, quantity: 1 },
        ]),
      )) as SvcApiError;
      expect(soldOut.status).to.equal(422);
      expect(soldOut.code).to.equal('out_of_stock');
      expect(soldOut.fieldErrors).to.deep.equal({ items: ['Product 412 has 0 in stock.'] });
      const items = [
        { productId: 401, quantity: 2 },
        { productId: 403, quantity: 2 },
      ];
      // Sumatra has 5 in stock: 2 per box × 2 boxes = 4 fits, × 3 boxes = 6 does not.
      expect((await quote(client, MONTHLY, 2, items)).total).to.equal(8000);
      const short = (await rejectionOf(quote(client, MONTHLY, 3, items))) as SvcApiError;
      expect(short.code).to.equal('insufficient_stock');
      expect(short.serverMessage).to.equal('Product 403 has 5 in stock.');
    });

    it('quote honours known preferences and refuses unknown attributes or values', async () => {
      const client = await initClient();
      const items = [{ productId: 401, quantity: 4 }];
      const ok = await client.bundles.quote(1, {
        productId: MONTHLY,
        quantity: 1,
        items,
        preferences: [{ attributeId: 1, values: [12, 13] }],
      });
      expect(ok.total).to.equal(4000);
      const attribute = (await rejectionOf(
        client.bundles.quote(1, {
          productId: MONTHLY,
          quantity: 1,
          items,
          preferences: [{ attributeId: 2, values: [21] }],
        }),
      )) as SvcApiError;
      expect(attribute.fieldErrors).to.deep.equal({
        'preferences.0.attributeId': ['Attribute 2 is not a preference of this bundle.'],
      });
      const value = (await rejectionOf(
        client.bundles.quote(1, {
          productId: MONTHLY,
          quantity: 1,
          items,
          preferences: [{ attributeId: 1, values: [21] }],
        }),
      )) as SvcApiError;
      expect(Object.keys(value.fieldErrors)).to.deep.equal(['preferences.0.values']);
    });

    it('quote without preferences or items answers 422 naming the field', async () => {
      // The SDK always sends `preferences` and `items` (`[]` when left out), so this goes through fetch.
      const items = [{ productId: 401, quantity: 4 }];
      const noPreferences = await rawQuote({ productId: MONTHLY, quantity: 1, items });
      expect(noPreferences.status).to.equal(422);
      expect(noPreferences.body).to.deep.equal({
        code: 'validation_failed',
        message: 'The preferences field is required; send [] when there are none.',
        errors: { preferences: ['The preferences field is required; send [] when there are none.'] },
      });
      const noItems = await rawQuote({ productId: MONTHLY, quantity: 1, preferences: [] });
      expect(noItems.status).to.equal(422);
      expect(Object.keys(noItems.body.errors as object)).to.deep.equal(['items']);
      const fine = await rawQuote({ productId: MONTHLY, quantity: 1, items, preferences: [] });
      expect(fine.status).to.equal(200);
      expect(fine.body.total).to.equal(4000);
    });

    it('quote expand items.product adds each line’s variant with its parent', async () => {
      const client = await initClient();
      const result = await client.bundles.quote(
        1,
        { productId: MONTHLY, quantity: 1, items: [{ productId: 401, quantity: 4 }], preferences: [] },
        { expand: ['items.product'] },
      );
      expect(result.items[0]!.product).to.include({ id: 401, name: 'Ethiopia Guji', price: 1200 });
      expect(result.items[0]!.product!.parent).to.include({ id: 400 });
    });

    it('the fixed bundle 2 is quoted from its own contents at the kit variant price', async () => {
      const client = await initClient();
      const kit = await client.bundles.quote(2, { productId: 521, quantity: 2, items: [], preferences: [] });
      // Variant 521 costs 2900 per kit; 2 kits = 5800.
      expect(kit).to.include({ productId: 521, quantity: 2, rulesetId: null, price: 2900, total: 5800 });
      expect(kit.items.map((l) => [l.productId, l.quantity, l.price])).to.deep.equal([
        [201, 1, 0],
        [211, 1, 0],
        [402, 1, 0],
      ]);
      // 2900 × 0.92 = 2668.
      const eur = await client.bundles.quote(
        2,
        { productId: 521, quantity: 1, items: [], preferences: [] },
        undefined,
        { 'x-currency': 'EUR' },
      );
      expect(eur.total).to.equal(2668);
      // The box's variant is not a plan of the kit.
      const wrong = (await rejectionOf(
        client.bundles.quote(2, { productId: ONE_BOX, quantity: 1, items: [], preferences: [] }),
      )) as SvcApiError;
      expect(wrong.fieldErrors).to.have.property('productId');
    });

    it('quote of the fixed bundle is limited by the stock of its contents', async () => {
      const client = await initClient();
      // The Sand mug (201) inside the kit has 25 in stock.
      const error = (await rejectionOf(
        client.bundles.quote(2, { productId: 521, quantity: 26, items: [], preferences: [] }),
      )) as SvcApiError;
      expect(error.code).to.equal('insufficient_stock');
      expect(error.serverMessage).to.equal('Product 201 has 25 in stock.');
    });

    it('quote of an unknown bundle rejects with 404', async () => {
      const client = await initClient();
      const error = (await rejectionOf(
        client.bundles.quote(99, { productId: MONTHLY, quantity: 1, items: [], preferences: [] }),
      )) as SvcApiError;
      expect(error.status).to.equal(404);
      expect(error.code).to.equal('not_found');
    });
  });
});
