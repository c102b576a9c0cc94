import { expect } from '@open-wc/testing';
import { SvcApiError, SvcValidationError, type SvcClient } from '@svc/sdk';
import { apiError, initClient, rejectionOf, setupSandbox, signIn } from '../../sdk/test/helpers.js';
import { sandboxRequest } from '../testing.js';
import { TEA_ANSWERS, US_ADDRESS as US_PAYLOAD } from './data.js';
import { SANDBOX_GIFT_CARD_CODE as GIFT_CARD_CODE } from '../fixtures.js';

/** Fixture prices (USD minor units) used below: mug Sand 201 = 14.00 (25 in stock), mug Slate 202 = 0 in
 * stock, filters 211 = 6.00 (5.00 each from 3), espresso 221 = 0 in stock, eBook 231 = 9.00 (digital),
 * gift card 301 = 25.00, plans 101 = 18.00 / 2 weeks, 102 = 20.00 / month + 5.00 setup fee,
 * 103 = 54.00 / 3 months with a free 14-day trial, Tea Club 111 = 25.00 / month, 112 = 48.00 / 2 months.
 * EUR = USD × 0.92, GBP = USD × 0.79, rounded to the minor unit. */

/** The required Tea Club answers: caffeinated, fruity, every month. */
/** A box of 4 (ruleset 1) of the build-a-box bundle. */
const BOX_OF_FOUR = {
  items: [{ productId: 401, quantity: 4 }],
  preferences: [{ attributeId: 1, values: [12] }],
};

/** The US address as the cart shows it back (an omitted addressTwo is null). */
const US_ADDRESS = { ...US_PAYLOAD, addressTwo: null };

const DE_ADDRESS = {
  firstName: 'Sam',
  lastName: 'Shopper',
  addressOne: 'Hauptstraße 5',
  city: 'Berlin',
  zip: '10115',
  countryId: 276,
};

const cartClient = (): Promise<SvcClient> => initClient({ loadCart: true });

/** `YYYY-MM-DD` of today plus `days`, in UTC. */
const utcDate = (days: number): string => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
};

describe('sandbox: cart', () => {
  setupSandbox();

  describe('create, load, attachCustomer', () => {
    it('create answers an empty open cart in the shop currency that load finds again by ID', async () => {
      const client = await initClient();
      const created = await client.cart.create();
      expect(created.id).to.match(/^[0-9a-f-]{36}$/);
      expect(created).to.include({
        status: 'open',
        currencyCode: 'USD',
        subTotal: 0,
        discount: 0,
        tax: 0,
        total: 0,
        customerId: null,
      });
      expect(created.items).to.deep.equal([]);
      const other = await initClient();
      expect(await other.cart.load(created.id)).to.deep.equal(created);
    });

    it('create applies its payload (a cart created in EUR)', async () => {
      const client = await initClient();
      const cart = await client.cart.create({ currencyCode: 'EUR' });
      expect(cart.currencyCode).to.equal('EUR');
      const added = await client.cart.addItem({ productId: 201, quantity: 1 });
      expect(added.items[0]!.price).to.equal(1288); // 1400 × 0.92
    });

    it('load answers 404 not_found for an unknown cart ID', async () => {
      const client = await initClient();
      const error = await apiError(client.cart.load('00000000-0000-4000-8000-000000000000'));
      expect(error.status).to.equal(404);
      expect(error.code).to.equal('not_found');
    });

    it('attachCustomer answers 401 for a guest and leaves the cart without customer', async () => {
      const client = await cartClient();
      const error = await apiError(client.cart.attachCustomer());
      expect(error.status).to.equal(401);
      expect(error.code).to.equal('unauthenticated');
      expect((await client.cart.load()).customerId).to.equal(null);
    });

    it('attachCustomer attaches the signed-in customer', async () => {
      const client = await cartClient();
      await signIn(client);
      const cart = await client.cart.attachCustomer();
      expect(cart.customerId).to.equal(1);
      expect(cart.customer).to.deep.equal({ id: 1, email: 'shopper@example.com' });
      expect((await client.cart.load()).customerId).to.equal(1);
    });
  });

  describe('addItem: the add payload', () => {
    it('a parent product ID answers 422 not_a_leaf naming its variants', async () => {
      const client = await cartClient();
      const error = await apiError(client.cart.addItem({ productId: 200, quantity: 1 }));
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('not_a_leaf');
      expect(error.serverMessage).to.equal(
        'Product 200 is a parent product; add one of its variants (201, 202).',
      );
      expect(error.fieldErrors).to.deep.equal({ productId: [error.serverMessage] });
    });

    it('a subscription parent ID answers 422 not_a_leaf naming its plans', async () => {
      const client = await cartClient();
      const error = await apiError(client.cart.addItem({ productId: 100 }));
      expect(error.code).to.equal('not_a_leaf');
      expect(error.serverMessage).to.equal(
        'Product 100 is a parent product; add one of its plans (101, 102, 103).',
      );
    });

    it('an unknown product ID answers 422 product_not_found', async () => {
      const client = await cartClient();
      const error = await apiError(client.cart.addItem({ productId: 999, quantity: 1 }));
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('product_not_found');
      expect(error.fieldErrors).to.have.keys('productId');
    });

    it('a one-time product without a positive whole quantity answers 422 on quantity', async () => {
      const client = await cartClient();
      for (const quantity of [undefined, 0, 1.5]) {
        const answer = await sandboxRequest('POST', `/carts/${client.cart.id!}/items`, {
          productId: 201,
          quantity,
        });
        expect(answer.status).to.equal(422);
        expect(answer.body?.code).to.equal('validation_failed');
        expect(answer.body?.errors).to.deep.equal({
          quantity: ['The quantity field must be a positive whole number.'],
        });
      }
      const error = await rejectionOf(client.cart.addItem({ productId: 201, quantity: 0 }));
      expect(error).to.be.instanceOf(SvcValidationError);
    });

    it('a plan without quantity is added once', async () => {
      const client = await cartClient();
      const cart = await client.cart.addItem({ productId: 101 });
      expect(cart.items.map((i) => [i.productId, i.quantity])).to.deep.equal([[101, 1]]);
    });

    it('an add-on without a subscription product in the cart answers 422 addon_requires_subscription', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 1 });
      const error = await apiError(client.cart.addItem({ productId: 211, quantity: 1, addon: true }));
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('addon_requires_subscription');
      expect(error.fieldErrors).to.deep.equal({
        addon: ['An add-on needs a subscription product in the cart.'],
      });
    });

    it('an add-on rides on a subscription product in the cart, once (1) or forever (null)', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 101 });
      await client.cart.addItem({ productId: 211, quantity: 1, addon: true, addonDuration: 1 });
      const cart = await client.cart.addItem({
        productId: 211,
        quantity: 2,
        addon: true,
        addonDuration: null,
      });
      expect(cart.items.map((i) => [i.productId, i.quantity, i.addon, i.addonDuration])).to.deep.equal([
        [101, 1, false, null],
        [211, 1, true, 1],
        [211, 2, true, null],
      ]);
    });

    it('a subscription plan cannot be an add-on', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 101 });
      const error = await apiError(client.cart.addItem({ productId: 102, addon: true }));
      expect(error.code).to.equal('validation_failed');
      expect(error.fieldErrors).to.deep.equal({ addon: ['Only one-time products can be add-ons.'] });
    });

    it('addonDuration other than 1 or null answers 422 (the server refuses it on its own)', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 101 });
      const payload = { productId: 211, quantity: 1, addon: true, addonDuration: 2 };
      const answer = await sandboxRequest('POST', `/carts/${client.cart.id!}/items`, payload);
      expect(answer.status).to.equal(422);
      expect(answer.body?.errors).to.deep.equal({
        addonDuration: ['The addonDuration field must be 1 or null.'],
      });
      const error = await rejectionOf(client.cart.addItem(payload as never));
      expect(error).to.be.instanceOf(SvcValidationError);
    });

    it('addonDuration without addon answers 422, for 1 and for null', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 101 });
      for (const addonDuration of [1, null] as const) {
        const answer = await sandboxRequest('POST', `/carts/${client.cart.id!}/items`, {
          productId: 211,
          quantity: 1,
          addonDuration,
        });
        expect(answer.status).to.equal(422);
        expect(answer.body?.errors).to.deep.equal({
          addonDuration: ['The addonDuration field is allowed only with addon: true.'],
        });
      }
      const error = await rejectionOf(client.cart.addItem({ productId: 211, quantity: 1, addonDuration: 1 }));
      expect(error).to.be.instanceOf(SvcValidationError);
    });

    it('a gift card line takes quantity 1 only (422 gift_card_quantity)', async () => {
      const client = await cartClient();
      const payload = { productId: 301, quantity: 2, giftCard: { customerEmail: 'friend@example.com' } };
      const answer = await sandboxRequest('POST', `/carts/${client.cart.id!}/items`, payload);
      expect(answer.status).to.equal(422);
      expect(answer.body?.code).to.equal('gift_card_quantity');
      expect(answer.body?.errors).to.deep.equal({ quantity: ['A gift card line takes quantity 1 only.'] });
      const error = await rejectionOf(client.cart.addItem(payload));
      expect(error).to.be.instanceOf(SvcValidationError);
    });

    it('a gift card line needs the recipient email', async () => {
      const client = await cartClient();
      const missing = await apiError(client.cart.addItem({ productId: 301, quantity: 1 }));
      expect(missing.status).to.equal(422);
      expect(missing.fieldErrors).to.have.keys('giftCard.customerEmail');
      const payload = { productId: 301, quantity: 1, giftCard: { customerEmail: 'not-an-email' } };
      const bad = await sandboxRequest('POST', `/carts/${client.cart.id!}/items`, payload);
      expect(bad.status).to.equal(422);
      expect(bad.body?.errors).to.deep.equal({
        'giftCard.customerEmail': ['The recipient email is required and must be a valid email address.'],
      });
      const error = await rejectionOf(client.cart.addItem(payload));
      expect(error).to.be.instanceOf(SvcValidationError);
    });

    it('a gift card line keeps the recipient, and two gift cards are two lines', async () => {
      const client = await cartClient();
      const giftCard = { customerEmail: 'friend@example.com', customerName: 'Fran', message: 'Enjoy!' };
      await client.cart.addItem({ productId: 301, quantity: 1, giftCard });
      const cart = await client.cart.addItem({ productId: 301, quantity: 1, giftCard });
      expect(cart.items).to.have.length(2);
      expect(cart.items[0]!.giftCard).to.deep.equal(giftCard);
      expect(cart.subTotal).to.equal(5000); // 2 × 2500
    });

    it('giftCard on a product that is not a gift card answers 422', async () => {
      const client = await cartClient();
      const error = await apiError(
        client.cart.addItem({ productId: 201, quantity: 1, giftCard: { customerEmail: 'a@example.com' } }),
      );
      expect(error.fieldErrors).to.deep.equal({
        giftCard: ['The giftCard field is allowed only for gift card products.'],
      });
    });

    it('the same one-time item added again increases the quantity of the same line', async () => {
      const client = await cartClient();
      const first = await client.cart.addItem({ productId: 211, quantity: 2 });
      const lineId = first.items[0]!.id;
      expect(first.items[0]!.price).to.equal(600);
      const cart = await client.cart.addItem({ productId: 211, quantity: 1 });
      expect(cart.items.map((i) => [i.id, i.quantity])).to.deep.equal([[lineId, 3]]);
      // From 3 filters the volume price is 5.00 each: 3 × 500.
      expect(cart.items[0]!.price).to.equal(500);
      expect(cart.subTotal).to.equal(1500);
    });

    it('a subscription plan added again is a separate line', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 101 });
      const cart = await client.cart.addItem({ productId: 101 });
      expect(cart.items.map((i) => [i.productId, i.quantity])).to.deep.equal([
        [101, 1],
        [101, 1],
      ]);
      expect(cart.items[0]!.id).to.not.equal(cart.items[1]!.id);
    });

    it('an out-of-stock variant answers 422 out_of_stock (mug Slate, espresso machine)', async () => {
      const client = await cartClient();
      const slate = await apiError(client.cart.addItem({ productId: 202, quantity: 1 }));
      expect(slate.status).to.equal(422);
      expect(slate.code).to.equal('out_of_stock');
      expect(slate.serverMessage).to.equal('Ceramic Mug (Slate) is out of stock.');
      const espresso = await apiError(client.cart.addItem({ productId: 221, quantity: 1 }));
      expect(espresso.code).to.equal('out_of_stock');
      expect(espresso.serverMessage).to.equal('Espresso Machine (Standard) is out of stock.');
    });

    it('more than the stock answers 422 insufficient_stock, also when added to an existing line', async () => {
      const client = await cartClient();
      const error = await apiError(client.cart.addItem({ productId: 201, quantity: 26 }));
      expect(error.code).to.equal('insufficient_stock');
      expect(error.fieldErrors).to.deep.equal({ quantity: ['Only 25 left.'] });
      await client.cart.addItem({ productId: 201, quantity: 20 });
      const again = await apiError(client.cart.addItem({ productId: 201, quantity: 6 }));
      expect(again.code).to.equal('insufficient_stock');
      expect((await client.cart.load()).items.map((i) => i.quantity)).to.deep.equal([20]);
    });

    it('options on a product without a survey answer 422', async () => {
      const client = await cartClient();
      const error = await apiError(
        client.cart.addItem({ productId: 201, quantity: 1, options: TEA_ANSWERS }),
      );
      expect(error.fieldErrors).to.deep.equal({ options: ['This product has no survey questions.'] });
    });

    it('bundle on a product that is not a bundle plan answers 422', async () => {
      const client = await cartClient();
      const error = await apiError(client.cart.addItem({ productId: 201, quantity: 1, bundle: BOX_OF_FOUR }));
      expect(error.fieldErrors).to.deep.equal({
        bundle: ['The bundle field is allowed only for a bundle’s plan or variant.'],
      });
    });
  });

  describe('addItem: survey options (Tea Club)', () => {
    it('the Tea Club plan without its required answers answers 422 survey_incomplete', async () => {
      const client = await cartClient();
      const error = await apiError(client.cart.addItem({ productId: 111 }));
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('survey_incomplete');
      expect(error.serverMessage).to.equal('Question 3 ("Caffeine") needs an answer.');
      const partial = await apiError(
        client.cart.addItem({ productId: 111, options: TEA_ANSWERS.filter((o) => o.questionId !== 7) }),
      );
      expect(partial.code).to.equal('survey_incomplete');
      expect(partial.serverMessage).to.equal('Question 7 ("How often?") needs an answer.');
    });

    it('the answered Tea Club plan is a line with its options at 25.00', async () => {
      const client = await cartClient();
      const cart = await client.cart.addItem({ productId: 111, options: TEA_ANSWERS });
      expect(cart.items.map((i) => [i.productId, i.price])).to.deep.equal([[111, 2500]]);
      expect(cart.items[0]!.options).to.deep.equal(TEA_ANSWERS);
    });

    it('the plan answer "Every 2 months" switches the line to plan 112', async () => {
      const client = await cartClient();
      const options = [...TEA_ANSWERS.slice(0, 2), { questionId: 7, answers: [{ id: 72 }] }];
      const cart = await client.cart.addItem({ productId: 111, options });
      expect(cart.items.map((i) => [i.productId, i.price])).to.deep.equal([[112, 4800]]);
      expect(cart.recurring).to.deep.equal([{ frequencyUnit: 'month', frequencyCount: 2, amount: 4800 }]);
    });

    it('priced answers add to the unit price: Spicy +1.00, sampler tins 3.00 each', async () => {
      const client = await cartClient();
      const options = [
        { questionId: 3, answers: [{ id: 31 }] },
        { questionId: 4, answers: [{ id: 41 }, { id: 43 }] },
        { questionId: 5, answers: [{ id: 51, quantity: 2 }] },
        { questionId: 7, answers: [{ id: 71 }] },
      ];
      const cart = await client.cart.addItem({ productId: 111, quantity: 2, options });
      // 2500 + 100 (Spicy) + 2 × 300 (tins) = 3200 a box; two boxes 6400.
      expect(cart.items[0]!.price).to.equal(3200);
      expect(cart.items[0]!.subTotal).to.equal(6400);
      expect(cart.subTotal).to.equal(6400);
    });

    it('the offer answer adds paper filters 211 as a line of its own', async () => {
      const client = await cartClient();
      const options = [...TEA_ANSWERS, { questionId: 6, answers: [{ id: 61 }] }];
      const cart = await client.cart.addItem({ productId: 111, options });
      expect(cart.items.map((i) => [i.productId, i.quantity, i.price])).to.deep.equal([
        [111, 1, 2500],
        [211, 1, 600],
      ]);
      expect(cart.subTotal).to.equal(3100);
    });

    it('updateItem with new answers re-prices the line', async () => {
      const client = await cartClient();
      const added = await client.cart.addItem({ productId: 111, options: TEA_ANSWERS });
      const options = [
        { questionId: 3, answers: [{ id: 32 }] },
        { questionId: 4, answers: [{ id: 43 }] },
        { questionId: 7, answers: [{ id: 71 }] },
      ];
      const cart = await client.cart.updateItem(added.items[0]!.id, { options });
      expect(cart.items[0]!.options).to.deep.equal(options);
      expect(cart.items[0]!.price).to.equal(2600); // 2500 + 100 (Spicy)
    });

    it('updateItem with the plan answer "Every 2 months" switches the line to plan 112', async () => {
      const client = await cartClient();
      const added = await client.cart.addItem({ productId: 111, options: TEA_ANSWERS });
      const options = [...TEA_ANSWERS.slice(0, 2), { questionId: 7, answers: [{ id: 72 }] }];
      const cart = await client.cart.updateItem(added.items[0]!.id, { options });
      expect(cart.items.map((i) => [i.id, i.productId, i.price])).to.deep.equal([
        [added.items[0]!.id, 112, 4800],
      ]);
    });

    it('updateItem choosing the offer answer adds filters once, not again on the next update', async () => {
      const client = await cartClient();
      const added = await client.cart.addItem({ productId: 111, options: TEA_ANSWERS });
      const lineId = added.items[0]!.id;
      const options = [...TEA_ANSWERS, { questionId: 6, answers: [{ id: 61 }] }];
      const cart = await client.cart.updateItem(lineId, { options });
      expect(cart.items.map((i) => [i.productId, i.quantity])).to.deep.equal([
        [111, 1],
        [211, 1],
      ]);
      const again = await client.cart.updateItem(lineId, { options });
      expect(again.items.map((i) => [i.productId, i.quantity])).to.deep.equal([
        [111, 1],
        [211, 1],
      ]);
    });

    it('updateItem with answers missing a required one answers 422 survey_incomplete', async () => {
      const client = await cartClient();
      const added = await client.cart.addItem({ productId: 111, options: TEA_ANSWERS });
      const error = await apiError(
        client.cart.updateItem(added.items[0]!.id, { options: TEA_ANSWERS.slice(1) }),
      );
      expect(error.code).to.equal('survey_incomplete');
      expect((await client.cart.load()).items[0]!.options).to.deep.equal(TEA_ANSWERS);
    });
  });

  describe('addItem: bundle lines', () => {
    it('a box of 4 is one line priced from the quote (40.00)', async () => {
      const client = await cartClient();
      const cart = await client.cart.addItem({ productId: 501, quantity: 1, bundle: BOX_OF_FOUR });
      expect(cart.items).to.have.length(1);
      const line = cart.items[0]!;
      expect([line.productId, line.quantity, line.price]).to.deep.equal([501, 1, 4000]);
      expect(line.bundle).to.deep.equal({
        items: [{ productId: 401, quantity: 4, price: 0 }],
        preferences: [{ attributeId: 1, values: [12] }],
      });
      const quote = await client.bundles.quote(1, { productId: 501, quantity: 1, ...BOX_OF_FOUR });
      expect(line.price).to.equal(quote.price);
    });

    it('a bundle line counts item extra prices and box discounts like the quote', async () => {
      const client = await cartClient();
      // Box of 4 with one Kenya (+2.00): 4000 + 200 = 4200.
      const four = await client.cart.addItem({
        productId: 501,
        quantity: 1,
        bundle: {
          items: [
            { productId: 401, quantity: 3 },
            { productId: 404, quantity: 1 },
          ],
          preferences: [],
        },
      });
      expect(four.items[0]!.price).to.equal(4200);
      // Box of 8, two boxes: 7600 less 10% = 6840 a box, 13680 for two.
      const eight = await client.cart.addItem({
        productId: 501,
        quantity: 2,
        bundle: { items: [{ productId: 402, quantity: 8 }], preferences: [] },
      });
      expect(eight.items[1]!.price).to.equal(6840);
      expect(eight.items[1]!.subTotal).to.equal(13680);
      expect(eight.subTotal).to.equal(17880);
    });

    it('a bundle selection that fills no box answers 422 bundle_rules_not_met', async () => {
      const client = await cartClient();
      const error = await apiError(
        client.cart.addItem({
          productId: 501,
          quantity: 1,
          bundle: { items: [{ productId: 401, quantity: 3 }], preferences: [] },
        }),
      );
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('bundle_rules_not_met');
      expect(error.serverMessage).to.equal('Add 1 item more (at least 4).');
      expect((await client.cart.load()).items).to.deep.equal([]);
    });
  });

  describe('updateItem and removeItem', () => {
    it('updateItem changes the quantity of the line', async () => {
      const client = await cartClient();
      const added = await client.cart.addItem({ productId: 201, quantity: 1 });
      const cart = await client.cart.updateItem(added.items[0]!.id, { quantity: 3 });
      expect(cart.items.map((i) => [i.id, i.quantity, i.subTotal])).to.deep.equal([
        [added.items[0]!.id, 3, 4200],
      ]);
    });

    it('updateItem refuses productId with 422 and keeps the line', async () => {
      const client = await cartClient();
      const added = await client.cart.addItem({ productId: 201, quantity: 1 });
      const lineId = added.items[0]!.id;
      const answer = await sandboxRequest('PATCH', `/carts/${client.cart.id!}/items/${lineId}`, {
        productId: 211,
      });
      expect(answer.status).to.equal(422);
      expect(answer.body?.errors).to.deep.equal({
        productId: ['The productId field cannot be changed; remove the line and add it again.'],
      });
      expect((await client.cart.load()).items.map((i) => i.productId)).to.deep.equal([201]);
      const error = await rejectionOf(client.cart.updateItem(lineId, { productId: 211 } as never));
      expect(error).to.be.instanceOf(SvcValidationError);
    });

    it('updateItem above the stock answers 422 insufficient_stock', async () => {
      const client = await cartClient();
      const added = await client.cart.addItem({ productId: 201, quantity: 1 });
      const error = await apiError(client.cart.updateItem(added.items[0]!.id, { quantity: 26 }));
      expect(error.code).to.equal('insufficient_stock');
    });

    it('updateItem refuses quantity 2 on a gift card line', async () => {
      const client = await cartClient();
      const added = await client.cart.addItem({
        productId: 301,
        quantity: 1,
        giftCard: { customerEmail: 'friend@example.com' },
      });
      const error = await apiError(client.cart.updateItem(added.items[0]!.id, { quantity: 2 }));
      expect(error.code).to.equal('gift_card_quantity');
    });

    it('updateItem and removeItem answer 404 for an unknown line', async () => {
      const client = await cartClient();
      const missing = '00000000-0000-4000-8000-000000000000';
      expect((await apiError(client.cart.updateItem(missing, { quantity: 1 }))).status).to.equal(404);
      expect((await apiError(client.cart.removeItem(missing))).status).to.equal(404);
    });

    it('removeItem removes the line', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 1 });
      const added = await client.cart.addItem({ productId: 231, quantity: 1 });
      const cart = await client.cart.removeItem(added.items[1]!.id);
      expect(cart.items.map((i) => i.productId)).to.deep.equal([201]);
      expect(cart.subTotal).to.equal(1400);
    });

    it('removing the last subscription line removes the add-ons too', async () => {
      const client = await cartClient();
      const withPlan = await client.cart.addItem({ productId: 101 });
      await client.cart.addItem({ productId: 201, quantity: 1 });
      await client.cart.addItem({ productId: 211, quantity: 1, addon: true });
      const cart = await client.cart.removeItem(withPlan.items[0]!.id);
      expect(cart.items.map((i) => [i.productId, i.addon])).to.deep.equal([[201, false]]);
    });

    it('removing one of two subscription lines keeps the add-ons', async () => {
      const client = await cartClient();
      const first = await client.cart.addItem({ productId: 101 });
      await client.cart.addItem({ productId: 102 });
      await client.cart.addItem({ productId: 211, quantity: 1, addon: true });
      const cart = await client.cart.removeItem(first.items[0]!.id);
      expect(cart.items.map((i) => [i.productId, i.addon])).to.deep.equal([
        [102, false],
        [211, true],
      ]);
    });
  });

  describe('coupons', () => {
    it('WELCOME10 takes 10% off anything', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 2 });
      const cart = await client.cart.update({ couponCode: 'welcome10' });
      expect(cart.coupon).to.deep.equal({ code: 'WELCOME10', percentOff: 10, amountOff: null });
      // 2 × 1400 = 2800; 10% = 280; no shipping chosen, no address so no tax.
      expect(cart).to.include({ subTotal: 2800, discount: 280, total: 2520 });
    });

    it('BOXONLY without a bundle line answers 422 coupon_not_applicable', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 1 });
      const error = await apiError(client.cart.update({ couponCode: 'BOXONLY' }));
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('coupon_not_applicable');
      expect(error.fieldErrors).to.deep.equal({
        couponCode: ['This code only works with a build-a-box bundle in the cart.'],
      });
      expect((await client.cart.load()).coupon).to.equal(null);
    });

    it('BOXONLY takes 5.00 off with a bundle line and is dropped when the bundle line goes', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 1 });
      const withBox = await client.cart.addItem({ productId: 501, quantity: 1, bundle: BOX_OF_FOUR });
      const cart = await client.cart.update({ couponCode: 'BOXONLY' });
      expect(cart.coupon).to.deep.equal({ code: 'BOXONLY', percentOff: null, amountOff: 500 });
      // 1400 + 4000 = 5400, less 500.
      expect(cart).to.include({ subTotal: 5400, discount: 500, total: 4900 });
      const after = await client.cart.removeItem(withBox.items[1]!.id);
      expect(after.coupon).to.equal(null);
      expect(after).to.include({ subTotal: 1400, discount: 0, total: 1400 });
    });

    it('BOXONLY with only the (not configurable) Starter Kit bundle answers 422 coupon_not_applicable', async () => {
      const client = await cartClient();
      const kit = await client.cart.addItem({ productId: 521, quantity: 1 });
      expect(kit.items[0]!.price).to.equal(2900);
      const error = await apiError(client.cart.update({ couponCode: 'BOXONLY' }));
      expect(error.code).to.equal('coupon_not_applicable');
    });

    it('an unknown code answers 422 invalid_coupon', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 1 });
      const error = await apiError(client.cart.update({ couponCode: 'FREESTUFF' }));
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('invalid_coupon');
      expect(error.fieldErrors).to.deep.equal({ couponCode: ['This code is not valid.'] });
    });

    it('a code on an empty cart answers 422 coupon_not_applicable', async () => {
      const client = await cartClient();
      const error = await apiError(client.cart.update({ couponCode: 'WELCOME10' }));
      expect(error.code).to.equal('coupon_not_applicable');
    });

    it('couponCode null removes the coupon', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 2 });
      await client.cart.update({ couponCode: 'WELCOME10' });
      const cart = await client.cart.update({ couponCode: null });
      expect(cart.coupon).to.equal(null);
      expect(cart).to.include({ discount: 0, total: 2800 });
    });
  });

  describe('gift card codes', () => {
    it('the sandbox gift card pays up to its 30.00 balance', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 4 });
      const cart = await client.cart.update({ giftCardCode: GIFT_CARD_CODE.toUpperCase() });
      // 4 × 1400 = 5600; the card covers 3000.
      expect(cart.giftCard).to.deep.equal({ code: GIFT_CARD_CODE, balance: 3000, amountUsed: 3000 });
      expect(cart).to.include({ subTotal: 5600, giftCardAmount: 3000, total: 2600 });
    });

    it('the gift card never pays more than the total', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 1 });
      const cart = await client.cart.update({ giftCardCode: GIFT_CARD_CODE });
      expect(cart).to.include({ giftCardAmount: 1400, total: 0 });
    });

    it('another UUID answers 422 invalid_gift_card', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 1 });
      const error = await apiError(
        client.cart.update({ giftCardCode: '00000000-0000-4000-8000-000000000000' }),
      );
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('invalid_gift_card');
      expect(error.fieldErrors).to.deep.equal({ giftCardCode: ['This gift card is not valid.'] });
    });

    it('a code that is not a UUID answers 422 validation_failed', async () => {
      const client = await cartClient();
      const answer = await sandboxRequest('PATCH', `/carts/${client.cart.id!}`, { giftCardCode: 'GIFT-30' });
      expect(answer.status).to.equal(422);
      expect(answer.body?.code).to.equal('validation_failed');
      expect(answer.body?.errors).to.have.keys('giftCardCode');
      // The SDK passes the refusal on as a typed error naming the field.
      const error = (await rejectionOf(client.cart.update({ giftCardCode: 'GIFT-30' }))) as SvcApiError;
      expect(error).to.be.instanceOf(SvcApiError);
      expect(Object.keys(error.fieldErrors)).to.deep.equal(['giftCardCode']);
    });

    it('giftCardCode null removes the gift card', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 1 });
      await client.cart.update({ giftCardCode: GIFT_CARD_CODE });
      const cart = await client.cart.update({ giftCardCode: null });
      expect(cart.giftCard).to.equal(null);
      expect(cart).to.include({ giftCardAmount: 0, total: 1400 });
    });
  });

  describe('currency', () => {
    it('switching to EUR re-prices every line, fees, coupon amounts and the gift card', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 2 });
      await client.cart.addItem({ productId: 102 });
      await client.cart.addItem({ productId: 501, quantity: 1, bundle: BOX_OF_FOUR });
      await client.cart.update({ couponCode: 'BOXONLY', giftCardCode: GIFT_CARD_CODE });
      const cart = await client.cart.update({ currencyCode: 'EUR' });
      expect(cart.currencyCode).to.equal('EUR');
      // 1400 → 1288, 2000 → 1840 (+ setup fee 500 → 460), box 4000 → 3680, BOXONLY 500 → 460,
      // gift card 3000 → 2760.
      expect(cart.items.map((i) => i.price)).to.deep.equal([1288, 1840, 3680]);
      expect(cart.items.map((i) => (i.product as { price: number }).price)).to.deep.equal([1288, 1840, 0]);
      // subTotal 2576 + 1840 + 3680 = 8096; total 8096 − 460 + 460 − 2760 = 5336.
      expect(cart).to.include({
        subTotal: 8096,
        discount: 460,
        fees: 460,
        giftCardAmount: 2760,
        total: 5336,
      });
      expect(cart.coupon).to.deep.equal({ code: 'BOXONLY', percentOff: null, amountOff: 460 });
      expect((await client.cart.load()).currencyCode).to.equal('EUR');
    });

    it('switching to GBP re-prices the lines', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 211, quantity: 1 });
      const cart = await client.cart.update({ currencyCode: 'GBP' });
      expect(cart.items[0]!.price).to.equal(474); // 600 × 0.79
    });

    it('a currency the shop does not offer answers 422 unsupported_currency', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 1 });
      const error = await apiError(client.cart.update({ currencyCode: 'JPY' }));
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('unsupported_currency');
      expect(error.fieldErrors).to.have.keys('currencyCode');
      const cart = await client.cart.load();
      expect(cart.currencyCode).to.equal('USD');
      expect(cart.items[0]!.price).to.equal(1400);
    });
  });

  describe('gifting', () => {
    it('getGiftingDates answers the next 14 days from tomorrow', async () => {
      const client = await cartClient();
      const { dates } = await client.cart.getGiftingDates();
      expect(dates).to.deep.equal(Array.from({ length: 14 }, (_, i) => utcDate(i + 1)));
    });

    it('giftInfo with a gifting date is kept on a cart with a giftable product', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 101 });
      const { dates } = await client.cart.getGiftingDates();
      const giftInfo = {
        startsAt: dates[3]!,
        numberOfOrders: 3,
        message: 'Happy birthday!',
        email: 'friend@example.com',
      };
      const cart = await client.cart.update({ giftInfo });
      expect(cart.giftInfo).to.deep.equal(giftInfo);
      expect((await client.cart.load()).giftInfo).to.deep.equal(giftInfo);
    });

    it('a date outside the gifting dates answers 422 invalid_gift_date', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 101 });
      // Well-formed dates (the SDK checks only the format): today, the day after the last one, yesterday.
      for (const startsAt of [utcDate(0), utcDate(15), utcDate(-1)]) {
        const error = await apiError(client.cart.update({ giftInfo: { startsAt } }));
        expect(error.status).to.equal(422);
        expect(error.code).to.equal('invalid_gift_date');
        expect(error.fieldErrors).to.deep.equal({
          'giftInfo.startsAt': ['Choose one of the gifting dates.'],
        });
      }
    });

    it('gift info without a giftable product in the cart answers 422 gifting_not_available', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 1 });
      const { dates } = await client.cart.getGiftingDates();
      const error = await apiError(client.cart.update({ giftInfo: { startsAt: dates[0]! } }));
      expect(error.code).to.equal('gifting_not_available');
    });
  });

  describe('shipping', () => {
    it('a shipping address is kept, and its country sets the tax rate', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 1 });
      const cart = await client.cart.update({ shippingAddress: US_ADDRESS });
      expect(cart.shippingAddress).to.include({
        city: 'Portland',
        zip: '97201',
        countryId: 840,
        addressTwo: null,
      });
      // 1400 × 8% = 112; no delivery method yet.
      expect(cart).to.include({ tax: 112, shipping: null, total: 1512 });
    });

    it('an address without a required field answers 422 naming the field', async () => {
      const client = await cartClient();
      const { city: _city, ...withoutCity } = US_ADDRESS;
      const answer = await sandboxRequest('PATCH', `/carts/${client.cart.id!}`, {
        shippingAddress: withoutCity,
      });
      expect(answer.status).to.equal(422);
      expect(answer.body?.errors).to.deep.equal({
        'shippingAddress.city': ['The city field is required.'],
      });
      const error = await rejectionOf(client.cart.update({ shippingAddress: withoutCity as never }));
      expect(error).to.be.instanceOf(SvcValidationError);
    });

    it('a zip that does not fit the country answers 422 invalid_zip', async () => {
      const client = await cartClient();
      for (const [countryId, zip] of [
        [840, 'ABCDE'],
        [276, '1234'],
        [826, '12345'],
      ] as const) {
        const error = await apiError(
          client.cart.update({ shippingAddress: { ...US_ADDRESS, countryId, zip } }),
        );
        expect(error.code).to.equal('invalid_zip');
        expect(error.fieldErrors).to.have.keys('shippingAddress.zip');
      }
      const cart = await client.cart.update({
        shippingAddress: { ...US_ADDRESS, city: 'London', countryId: 826, zip: 'SW1A 1AA' },
      });
      expect(cart.shippingAddress!.zip).to.equal('SW1A 1AA');
    });

    it('a country the shop does not deliver to answers 422', async () => {
      const client = await cartClient();
      const error = await apiError(
        client.cart.update({ shippingAddress: { ...US_ADDRESS, countryId: 392 } }),
      );
      expect(error.fieldErrors).to.deep.equal({
        'shippingAddress.countryId': ['The countryId must be a country the shop delivers to.'],
      });
    });

    it('shippingAddressId copies one of the signed-in customer’s addresses', async () => {
      const client = await cartClient();
      await signIn(client);
      const cart = await client.cart.update({ shippingAddressId: 2 });
      expect(cart.shippingAddressId).to.equal(2);
      expect(cart.shippingAddress).to.include({ city: 'Berlin', zip: '10115', countryId: 276 });
    });

    it('shippingAddressId of a guest answers 422', async () => {
      const client = await cartClient();
      const error = await apiError(client.cart.update({ shippingAddressId: 1 }));
      expect(error.fieldErrors).to.have.keys('shippingAddressId');
    });

    it('getShippingMethods for a US zip answers Standard and Express, Standard free over 50.00', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 3 });
      const under = await client.cart.getShippingMethods({ country: 840, zip: '97201' });
      // Subtotal 4200 < 5000: Standard costs 5.99.
      expect(under.map((m) => [m.id, m.name, m.price])).to.deep.equal([
        [1, 'Standard', 599],
        [2, 'Express', 1499],
      ]);
      expect(under[0]).to.include({ minDays: 3, maxDays: 5 });
      await client.cart.addItem({ productId: 201, quantity: 1 });
      const over = await client.cart.getShippingMethods({ country: 840, zip: '97201' });
      // Subtotal 5600 ≥ 5000: Standard is free.
      expect(over.map((m) => [m.id, m.price])).to.deep.equal([
        [1, 0],
        [2, 1499],
      ]);
    });

    it('getShippingMethods for Germany, France and the UK answers International', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 1 });
      for (const [country, zip] of [
        [276, '10115'],
        [250, '75001'],
        [826, 'SW1A 1AA'],
      ] as const) {
        const methods = await client.cart.getShippingMethods({ country, zip });
        expect(methods.map((m) => [m.id, m.name, m.price])).to.deep.equal([[3, 'International', 1299]]);
      }
    });

    it('getShippingMethods with a zip that does not fit the country answers 422 invalid_zip', async () => {
      const client = await cartClient();
      const error = await apiError(client.cart.getShippingMethods({ country: 840, zip: '1234' }));
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('invalid_zip');
      expect(error.fieldErrors).to.have.keys('zip');
    });

    it('a delivery method of another country answers 422 shipping_method_unavailable', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 1 });
      await client.cart.update({ shippingAddress: DE_ADDRESS });
      const error = await apiError(client.cart.update({ shippingMethodId: 1 }));
      expect(error.code).to.equal('shipping_method_unavailable');
      const cart = await client.cart.update({ shippingMethodId: 3 });
      expect(cart).to.include({ shippingMethodId: 3, shipping: 1299 });
    });

    it('moving the address to another country drops a delivery method that no longer applies', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 1 });
      await client.cart.update({ shippingAddress: US_ADDRESS, shippingMethodId: 2 });
      const cart = await client.cart.update({ shippingAddress: DE_ADDRESS });
      expect(cart).to.include({ shippingMethodId: null, shipping: null });
    });

    it('getLocalPickups answers the roastery, free, and choosing it makes shipping 0', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 1 });
      expect(await client.cart.getLocalPickups()).to.deep.equal([
        {
          id: 10,
          name: 'Pick up at the roastery',
          type: 'pickup',
          address: '12 Roast Lane, Portland, OR 97201',
          price: 0,
        },
      ]);
      const cart = await client.cart.update({ shippingMethodId: 10 });
      // Taxed at the roastery (US, 8%) without a delivery address: 1400 × 8% = 112.
      expect(cart).to.include({ shippingMethodId: 10, shipping: 0, tax: 112, total: 1512 });
    });

    it('a saved address in another country drops a delivery method that no longer applies', async () => {
      const client = await cartClient();
      await signIn(client);
      await client.cart.addItem({ productId: 201, quantity: 1 });
      await client.cart.update({ shippingAddressId: 1, shippingMethodId: 1 });
      const cart = await client.cart.update({ shippingAddressId: 2 });
      expect(cart).to.include({ shippingAddressId: 2, shippingMethodId: null, shipping: null });
    });

    it('a cart of digital items needs no shipping', async () => {
      const client = await cartClient();
      const cart = await client.cart.addItem({ productId: 231, quantity: 1 });
      expect(cart).to.include({ requiresShipping: false, shipping: 0, total: 900 });
    });
  });

  describe('referral', () => {
    it('referralId of an existing customer is kept', async () => {
      const client = await cartClient();
      const cart = await client.cart.update({ referralId: 2 });
      expect(cart.referralId).to.equal(2);
    });

    it('referralId that is not a customer answers 422 invalid_referral', async () => {
      const client = await cartClient();
      const error = await apiError(client.cart.update({ referralId: 999 }));
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('invalid_referral');
      expect((await client.cart.load()).referralId).to.equal(null);
    });
  });

  describe('totals', () => {
    it('US: total = subTotal − discount + fees + shipping + tax − gift card, to the minor unit', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 2 });
      await client.cart.addItem({ productId: 102 });
      const cart = await client.cart.update({
        couponCode: 'WELCOME10',
        giftCardCode: GIFT_CARD_CODE,
        shippingAddress: US_ADDRESS,
        shippingMethodId: 1,
      });
      // subTotal 2800 + 2000 = 4800; discount 10% = 480; setup fee 500; Standard 599 (4800 < 5000);
      // tax base 4800 − 480 + 500 + 599 = 5419, tax round(433.52) = 434; 5853 − gift card 3000 = 2853.
      expect(cart).to.include({
        subTotal: 4800,
        discount: 480,
        fees: 500,
        shipping: 599,
        tax: 434,
        taxRate: 0.08,
        giftCardAmount: 3000,
        total: 2853,
      });
      expect(cart.items.map((i) => [i.subTotal, i.setupFee, i.total])).to.deep.equal([
        [2800, 0, 2800],
        [2000, 500, 2500],
      ]);
    });

    it('DE: 19% tax on the same cart with International delivery', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 2 });
      await client.cart.addItem({ productId: 102 });
      const cart = await client.cart.update({
        couponCode: 'WELCOME10',
        shippingAddress: DE_ADDRESS,
        shippingMethodId: 3,
      });
      // tax base 4800 − 480 + 500 + 1299 = 6119; tax round(1162.61) = 1163; total 7282.
      expect(cart).to.include({ shipping: 1299, tax: 1163, taxRate: 0.19, total: 7282 });
    });

    it('recurring sums each frequency, with forever add-ons on the first one', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 101 });
      await client.cart.addItem({ productId: 102, quantity: 2 });
      await client.cart.addItem({ productId: 211, quantity: 1, addon: true });
      const cart = await client.cart.addItem({ productId: 211, quantity: 1, addon: true, addonDuration: 1 });
      expect(cart.recurring).to.deep.equal([
        { frequencyUnit: 'week', frequencyCount: 2, amount: 2400 }, // 1800 + 600 (forever add-on)
        { frequencyUnit: 'month', frequencyCount: 1, amount: 4000 }, // 2 × 2000
      ]);
      // Today: 1800 + 4000 + 600 + 600, plus 2 × 500 setup fees.
      expect(cart).to.include({ subTotal: 7000, fees: 1000, total: 8000 });
    });

    it('the trial plan 103 is due 0 today and 54.00 every 3 months', async () => {
      const client = await cartClient();
      const cart = await client.cart.addItem({ productId: 103 });
      const line = cart.items[0]!;
      expect([line.price, line.firstPrice, line.subTotal]).to.deep.equal([5400, 0, 0]);
      expect(cart).to.include({ subTotal: 0, total: 0 });
      expect(cart.recurring).to.deep.equal([{ frequencyUnit: 'month', frequencyCount: 3, amount: 5400 }]);
    });
  });

  describe('refused changes', () => {
    it('a refused update leaves the whole cart unchanged, also the fields that were valid', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 2 });
      const before = await client.cart.load();
      const error = await apiError(
        client.cart.update({ currencyCode: 'EUR', shippingAddress: US_ADDRESS, couponCode: 'NOPE' }),
      );
      expect(error.code).to.equal('invalid_coupon');
      expect(await client.cart.load()).to.deep.equal(before);
    });

    it('a refused addItem leaves the cart unchanged', async () => {
      const client = await cartClient();
      await client.cart.addItem({ productId: 201, quantity: 2 });
      await client.cart.update({ couponCode: 'WELCOME10' });
      const before = await client.cart.load();
      await apiError(client.cart.addItem({ productId: 201, quantity: 24 }));
      await apiError(client.cart.addItem({ productId: 111 }));
      expect(await client.cart.load()).to.deep.equal(before);
    });

    it('a refused updateItem leaves the cart unchanged', async () => {
      const client = await cartClient();
      const added = await client.cart.addItem({ productId: 201, quantity: 2 });
      const before = await client.cart.load();
      const lineId = added.items[0]!.id;
      const answer = await sandboxRequest('PATCH', `/carts/${client.cart.id!}/items/${lineId}`, {
        quantity: 0,
      });
      expect(answer.status).to.equal(422);
      expect(await client.cart.load()).to.deep.equal(before);
      const error = await rejectionOf(client.cart.updateItem(lineId, { quantity: 0 }));
      expect(error).to.be.instanceOf(SvcValidationError);
    });
  });
});
