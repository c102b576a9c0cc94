/**
 * The sandbox cart: create, load and attach, change and remove lines, and the changes it refuses.
 * Fixture prices: cart-helpers.ts.
 */
import { expect } from '@open-wc/testing';
import { SvcValidationError } from '@svc/sdk';
import { apiError, initClient, rejectionOf, setupSandbox, signIn } from '../../sdk/test/helpers.js';
import { sandboxRequest } from '../testing.js';
import { cartClient, US_ADDRESS } from './cart-helpers.js';

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
