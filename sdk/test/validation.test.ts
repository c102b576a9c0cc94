import { expect } from '@open-wc/testing';
import { SvcApiError, SvcValidationError, type SvcClient } from '@svc/sdk';
import { initClient, rejectionOf, setupSandbox, signIn } from './helpers.js';

describe('client-side checks of payload rules', () => {
  const sandbox = setupSandbox();

  /** Asserts the call is refused with `message` naming `field`, and that no request left the client. */
  async function refused(call: Promise<unknown>, field: string, message: string): Promise<void> {
    sandbox().clearSent();
    const error = (await rejectionOf(call)) as SvcValidationError;
    expect(error).to.be.instanceOf(SvcValidationError);
    expect(error.message).to.equal(message);
    expect(error.field).to.equal(field);
    expect(await sandbox().sent(), 'requests sent').to.have.length(0);
  }

  let client: SvcClient;
  beforeEach(async () => {
    client = await initClient({ loadCart: true });
    sandbox().clearSent();
  });

  describe('cart.addItem', () => {
    it('refuses a quantity that is not a positive whole number', () =>
      refused(
        client.cart.addItem({ productId: 201, quantity: 0 }),
        'payload.quantity',
        'Svc cart.addItem: payload.quantity must be a positive whole number (got 0)',
      ));

    it('refuses an addonDuration other than 1 or null', () =>
      refused(
        client.cart.addItem({ productId: 211, quantity: 1, addon: true, addonDuration: 2 as never }),
        'payload.addonDuration',
        'Svc cart.addItem: payload.addonDuration must be 1 (once) or null (forever) (got 2)',
      ));

    it('refuses an addonDuration without addon: true', () =>
      refused(
        client.cart.addItem({ productId: 211, quantity: 1, addonDuration: 1 }),
        'payload.addonDuration',
        'Svc cart.addItem: payload.addonDuration is allowed only with addon: true',
      ));

    it('refuses a gift card with a quantity other than 1', () =>
      refused(
        client.cart.addItem({
          productId: 301,
          quantity: 2,
          giftCard: { customerEmail: 'friend@example.com' },
        }),
        'payload.quantity',
        'Svc cart.addItem: payload.quantity must be 1 for a gift card (got 2)',
      ));

    it('refuses a gift card without a valid recipient email', () =>
      refused(
        client.cart.addItem({ productId: 301, quantity: 1, giftCard: { customerEmail: 'friend' } }),
        'payload.giftCard.customerEmail',
        'Svc cart.addItem: payload.giftCard.customerEmail is not an email address',
      ));

    it('refuses a survey answer that mixes shapes', () =>
      refused(
        client.cart.addItem({
          productId: 111,
          options: [{ questionId: 3, answers: [{ id: 31, content: 'x' }] }],
        }),
        'payload.options[0].answers[0]',
        'Svc cart.addItem: payload.options[0].answers[0] must be { content }, { id } or { id, quantity }',
      ));

    it('refuses a negative quantity answer', () =>
      refused(
        client.cart.addItem({
          productId: 111,
          options: [{ questionId: 5, answers: [{ id: 51, quantity: -1 }] }],
        }),
        'payload.options[0].answers[0].quantity',
        'Svc cart.addItem: payload.options[0].answers[0].quantity must be a whole number, 0 or more (got -1)',
      ));

    it('refuses a bundle item without a quantity', () =>
      refused(
        client.cart.addItem({
          productId: 501,
          quantity: 1,
          bundle: { items: [{ productId: 401 } as never], preferences: [] },
        }),
        'payload.bundle.items[0].quantity',
        'Svc cart.addItem: payload.bundle.items[0].quantity is required',
      ));

    it('lets a well-formed add through to the server, which decides on the product', async () => {
      sandbox().clearSent();
      const error = (await rejectionOf(client.cart.addItem({ productId: 100, quantity: 1 }))) as SvcApiError;
      expect(error.code).to.equal('not_a_leaf');
      expect(await sandbox().sent()).to.have.length(1);
    });
  });

  describe('cart.updateItem and cart.update', () => {
    it('updateItem refuses productId and metadata', async () => {
      await refused(
        client.cart.updateItem('00000000-0000-4000-8000-000000000000', { productId: 5 } as never),
        'payload.productId',
        'Svc cart.updateItem: payload.productId cannot be changed (replace the item instead)',
      );
      await refused(
        client.cart.updateItem('00000000-0000-4000-8000-000000000000', { metadata: {} } as never),
        'payload.metadata',
        'Svc cart.updateItem: payload.metadata cannot be changed (replace the item instead)',
      );
    });

    // Formats the server knows better (currency codes, gift card codes, gift dates) are the
    // server's to check: the SDK passes its 422 on, and the cart stays as it was.
    async function refusedByServer(call: Promise<unknown>, field: string, message: string): Promise<void> {
      const before = JSON.stringify(await client.cart.load());
      const error = (await rejectionOf(call)) as SvcApiError;
      expect(error).to.be.instanceOf(SvcApiError);
      expect(error.message).to.equal(message);
      expect(Object.keys(error.fieldErrors)).to.deep.equal([field]);
      expect(JSON.stringify(await client.cart.load()), 'the cart after').to.equal(before);
    }

    it("update passes on the server's refusal of a currency the shop does not offer", () =>
      refusedByServer(
        client.cart.update({ currencyCode: 'eur' }),
        'currencyCode',
        'Svc cart.update: The currency eur is not offered by this shop. (HTTP 422, unsupported_currency)',
      ));

    it("update passes on the server's refusal of a gift card code that is not a UUID", () =>
      refusedByServer(
        client.cart.update({ giftCardCode: 'GIFT-123' }),
        'giftCardCode',
        'Svc cart.update: A gift card code looks like 7f3c2a9e-1b4d-4c8a-9e2f-5a6b7c8d9e0f. (HTTP 422, validation_failed)',
      ));

    it('update refuses a gift start date that is not a string, before any request', () =>
      refused(
        client.cart.update({ giftInfo: { startsAt: 20261224 as never } }),
        'payload.giftInfo.startsAt',
        'Svc cart.update: payload.giftInfo.startsAt must be a string (got number)',
      ));

    it('update refuses a shipping address without a city', () =>
      refused(
        client.cart.update({
          shippingAddress: {
            firstName: 'A',
            lastName: 'B',
            addressOne: '1 Road',
            city: '',
            zip: '97201',
            countryId: 840,
          },
        }),
        'payload.shippingAddress.city',
        'Svc cart.update: payload.shippingAddress.city is required',
      ));

    /** A US address with its state, as the checkout sends it. */
    const texas = {
      firstName: 'A',
      lastName: 'B',
      addressOne: '1 Road',
      addressTwo: null,
      city: 'Austin',
      zip: '73301',
      countryId: 840,
      province: 'TX',
    };

    it('update refuses a shipping address whose region (province) is not a string', () =>
      refused(
        client.cart.update({ shippingAddress: { ...texas, province: 48 as never } }),
        'payload.shippingAddress.province',
        'Svc cart.update: payload.shippingAddress.province must be a string or null (got number)',
      ));

    it('update sends a shipping address with its region (province) as given', async () => {
      await client.cart.update({ shippingAddress: texas });
      expect((await sandbox().sent()).map((r) => r.body)).to.deep.equal([{ shippingAddress: texas }]);
    });

    it('update accepts null to remove the coupon and the gift card', async () => {
      await client.cart.update({ couponCode: null, giftCardCode: null });
      expect((await sandbox().sent()).map((r) => r.body)).to.deep.equal([
        { couponCode: null, giftCardCode: null },
      ]);
    });
  });

  describe('bundles, funnels and auth', () => {
    it('bundles.quote requires preferences (send [] when none)', () =>
      refused(
        client.bundles.quote(1, { productId: 501, quantity: 1, items: [] } as never),
        'payload.preferences',
        'Svc bundles.quote: payload.preferences must be an array (got undefined)',
      ));

    it('funnel accepts need a non-empty offers list', () =>
      refused(
        client.funnels.prePurchaseAccept(client.cart.id!, 1, { offers: [] }),
        'payload.offers',
        'Svc funnels.prePurchaseAccept: payload.offers is required: a non-empty array of { productId, options? }',
      ));

    it('the purchase helper needs a verification function', async () => {
      const { purchaseWithVerification } = await import('@svc/sdk');
      const error = await rejectionOf(purchaseWithVerification(client, client.cart.id!, undefined as never));
      expect(error.message).to.equal(
        'Svc purchaseWithVerification: verify must be a function that resolves with the external payment ID',
      );
    });
  });

  describe('subscriptions', () => {
    beforeEach(async () => {
      await signIn(client);
      sandbox().clearSent();
    });

    it('update requires quantity, even when only metadata changes', () =>
      refused(
        client.subscriptions.update(1, { metadata: [{ id: 1, values: [{ id: 2 }] }] } as never),
        'payload.quantity',
        'Svc subscriptions.update: payload.quantity is required (the current one when only metadata changes)',
      ));

    it('update refuses a metadata value that is neither { id } nor { value }', () =>
      refused(
        client.subscriptions.update(1, {
          quantity: 1,
          metadata: [{ id: 1, values: [{ name: 'x' } as never] }],
        }),
        'payload.metadata[0].values[0]',
        'Svc subscriptions.update: payload.metadata[0].values[0] must be { id } or { value }',
      ));

    it('updatePreferences requires preferences (null clears)', () =>
      refused(
        client.subscriptions.updatePreferences(9, {} as never),
        'payload.preferences',
        'Svc subscriptions.updatePreferences: payload.preferences is required (an array of { questionId, answers }, or null to clear)',
      ));

    it('updateBundle requires productId (null keeps the plan)', () =>
      refused(
        client.subscriptions.updateBundle(8, { bundle: { items: [], preferences: [] } } as never),
        'payload.productId',
        'Svc subscriptions.updateBundle: payload.productId is required (a plan ID, or null to keep the plan)',
      ));

    it('updateItemBundle takes no quantity', () =>
      refused(
        client.subscriptions.updateItemBundle(8, 81, {
          productId: null,
          quantity: 2,
          bundle: { items: null, preferences: null },
        } as never),
        'payload.quantity',
        'Svc subscriptions.updateItemBundle: payload.quantity is not taken by this operation',
      ));

    describe('with the shop setting subscriptionQuantitySelector off', () => {
      beforeEach(async () => {
        // The shop setting can only be switched in the sandbox's state; the SDK then reads it.
        sandbox().store.shop.settings.subscriptionQuantitySelector = false;
        await client.shop.load();
        await client.subscriptions.load(1);
        sandbox().clearSent();
      });

      // The server keeps the rule: the SDK sends the change and rejects with the server's answer,
      // which names the field; nothing changes.
      it("rejects a quantity change with the server's 422, naming the field, and changes nothing", async () => {
        const error = (await rejectionOf(client.subscriptions.update(1, { quantity: 3 }))) as SvcApiError;
        expect(error.message).to.equal(
          'Svc subscriptions.update: This shop does not let customers change subscription quantities. (HTTP 422, quantity_change_not_allowed)',
        );
        expect(Object.keys(error.fieldErrors)).to.deep.equal(['quantity']);
        expect((await client.subscriptions.load(1)).quantity).to.equal(1);
      });

      it('still sends a metadata change with the current quantity', async () => {
        const updated = await client.subscriptions.update(1, {
          quantity: 1,
          metadata: [{ id: 2, values: [{ value: 'Ring twice' }] }],
        });
        expect(updated.metadata).to.deep.equal([{ id: 2, values: [{ value: 'Ring twice' }] }]);
        expect(await sandbox().sent()).to.have.length(1);
      });

      it('rejects an item quantity change the same way', async () => {
        const error = (await rejectionOf(
          client.subscriptions.updateItem(1, 12, { quantity: 5 }),
        )) as SvcApiError;
        expect(error.code).to.equal('quantity_change_not_allowed');
        expect(error.operation).to.equal('subscriptions.updateItem');
        expect((await client.subscriptions.loadItem(1, 12)).quantity).to.equal(2);
      });
    });
  });
});
