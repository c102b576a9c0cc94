/**
 * The sandbox cart: adding lines (the add payload, survey options, bundle lines). Fixture prices:
 * cart-helpers.ts.
 */
import { expect } from '@open-wc/testing';
import { SvcValidationError } from '@svc/sdk';
import { apiError, rejectionOf, setupSandbox } from '../../sdk/test/helpers.js';
import { sandboxRequest } from '../testing.js';
import { TEA_ANSWERS } from './data.js';
import { BOX_OF_FOUR, cartClient } from './cart-helpers.js';

describe('sandbox: cart', () => {
  setupSandbox();

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
});
