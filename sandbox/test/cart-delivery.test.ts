/** The sandbox cart: gifting and shipping. Fixture prices: cart-helpers.ts. */
import { expect } from '@open-wc/testing';
import { SvcValidationError } from '@svc/sdk';
import { apiError, rejectionOf, setupSandbox, signIn } from '../../sdk/test/helpers.js';
import { sandboxRequest } from '../testing.js';
import { cartClient, DE_ADDRESS, US_ADDRESS, utcDate } from './cart-helpers.js';

describe('sandbox: cart', () => {
  setupSandbox();

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
});
