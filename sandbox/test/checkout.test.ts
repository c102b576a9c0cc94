import { expect } from '@open-wc/testing';
import {
  purchaseWithVerification,
  type Cart,
  type CartItemAddPayload,
  type CartUpdatePayload,
  type SvcClient,
} from '@svc/sdk';
import { apiError, initClient, setupSandbox, signIn } from '../../sdk/test/helpers.js';
import { US_ADDRESS } from './data.js';
import { MUGS_TOTAL, SAVED_CARD } from '../test-facts.js';

/** Two Sand mugs: 2 × 1400 = 2800, Standard delivery 599 (under 50.00), tax round(3399 × 8%) = 272. */
const MUGS: CartItemAddPayload[] = [{ productId: 201, quantity: 2 }];

/** A new cart of the signed-in customer, attached, with a US address, Standard delivery and card 4242. */
async function readyCart(
  items: CartItemAddPayload[] = MUGS,
  update: CartUpdatePayload = {},
): Promise<{ client: SvcClient; cart: Cart }> {
  const client = await initClient();
  await client.cart.create();
  await signIn(client);
  for (const item of items) await client.cart.addItem(item);
  await client.cart.attachCustomer();
  const cart = await client.cart.update({
    shippingAddress: US_ADDRESS,
    shippingMethodId: 1,
    paymentMethodId: SAVED_CARD.pays,
    ...update,
  });
  return { client, cart };
}

const subscriptionsOf = async (client: SvcClient) => (await client.subscriptions.list({ perPage: 100 })).data;

describe('sandbox: checkout', () => {
  const sandbox = setupSandbox();

  describe('what a purchase needs', () => {
    it('a guest purchase answers 401 unauthenticated and the cart stays open', async () => {
      const client = await initClient({ loadCart: true });
      await client.cart.addItem({ productId: 201, quantity: 1 });
      const error = await apiError(client.checkout.purchase(client.cart.id!));
      expect(error.status).to.equal(401);
      expect(error.code).to.equal('unauthenticated');
      expect((await client.cart.load()).status).to.equal('open');
    });

    it('a cart without the signed-in customer attached answers 422 customer_not_attached', async () => {
      const client = await initClient({ loadCart: true });
      await signIn(client);
      await client.cart.addItem({ productId: 231, quantity: 1 });
      const error = await apiError(client.checkout.purchase(client.cart.id!));
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('customer_not_attached');
    });

    it('an empty cart answers 422 cart_empty', async () => {
      const { client } = await readyCart([]);
      const error = await apiError(client.checkout.purchase(client.cart.id!));
      expect(error.code).to.equal('cart_empty');
    });

    it('a physical cart without address answers 422 shipping_required naming shippingAddress', async () => {
      const client = await initClient({ loadCart: true });
      await signIn(client);
      await client.cart.addItem({ productId: 201, quantity: 1 });
      await client.cart.attachCustomer();
      await client.cart.update({ paymentMethodId: SAVED_CARD.pays });
      const error = await apiError(client.checkout.purchase(client.cart.id!));
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('shipping_required');
      expect(error.fieldErrors).to.deep.equal({ shippingAddress: ['Required for this cart.'] });
    });

    it('a physical cart with an address but no delivery method answers 422 naming shippingMethodId', async () => {
      const { client } = await readyCart(MUGS, { shippingMethodId: null });
      const error = await apiError(client.checkout.purchase(client.cart.id!));
      expect(error.code).to.equal('shipping_required');
      expect(error.fieldErrors).to.deep.equal({ shippingMethodId: ['Required for this cart.'] });
    });

    it('a local pick-up needs no delivery address', async () => {
      const client = await initClient({ loadCart: true });
      await signIn(client);
      await client.cart.addItem({ productId: 201, quantity: 2 });
      await client.cart.attachCustomer();
      await client.cart.update({ shippingMethodId: 10, paymentMethodId: SAVED_CARD.pays });
      const result = await client.checkout.purchase(client.cart.id!);
      // 2800, free pick-up, taxed at the US roastery: 2800 × 8% = 224.
      expect(result.invoice!.total).to.equal(3024);
    });

    it('a digital cart needs no shipping at all', async () => {
      const client = await initClient({ loadCart: true });
      await signIn(client);
      await client.cart.addItem({ productId: 231, quantity: 1 });
      await client.cart.attachCustomer();
      await client.cart.update({ paymentMethodId: SAVED_CARD.pays });
      const result = await client.checkout.purchase(client.cart.id!);
      expect(result.invoice!.total).to.equal(900);
    });

    it('a cart without payment method answers 422 payment_method_required', async () => {
      const { client } = await readyCart(MUGS, { paymentMethodId: null });
      const error = await apiError(client.checkout.purchase(client.cart.id!));
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('payment_method_required');
      expect(error.fieldErrors).to.deep.equal({ paymentMethodId: ['Required.'] });
    });

    it('paymentMethodId must be one of the signed-in customer’s saved cards', async () => {
      const { client } = await readyCart();
      const error = await apiError(client.cart.update({ paymentMethodId: 99 }));
      expect(error.status).to.equal(422);
      expect(error.fieldErrors).to.have.keys('paymentMethodId');
      expect((await client.cart.load()).paymentMethodId).to.equal(SAVED_CARD.pays);
    });

    it('after sign-out the saved cards and addresses of the attached customer are out of reach', async () => {
      const { client } = await readyCart(MUGS, { paymentMethodId: null });
      client.auth.logout();
      const card = await apiError(client.cart.update({ paymentMethodId: SAVED_CARD.pays }));
      expect(card.fieldErrors).to.have.keys('paymentMethodId');
      const address = await apiError(client.cart.update({ shippingAddressId: 2 }));
      expect(address.fieldErrors).to.have.keys('shippingAddressId');
      const cart = await client.cart.load();
      expect(cart.paymentMethodId).to.equal(null);
      expect(cart.shippingAddress).to.include({ city: 'Portland' });
    });

    it('a guest cannot choose a saved card', async () => {
      const client = await initClient({ loadCart: true });
      const error = await apiError(client.cart.update({ paymentMethodId: SAVED_CARD.pays }));
      expect(error.status).to.equal(422);
      expect(error.fieldErrors).to.have.keys('paymentMethodId');
    });
  });

  describe('a successful purchase', () => {
    it('with card 4242 answers the invoice and orders of the cart total', async () => {
      const { client, cart } = await readyCart();
      expect(cart.total).to.equal(MUGS_TOTAL);
      const result = await client.checkout.purchase(cart.id);
      expect(result.invoice).to.include({
        total: MUGS_TOTAL,
        currencyCode: 'USD',
        status: 'paid',
        cartId: cart.id,
      });
      expect(result.subscription).to.equal(null);
      expect(result.orders).to.have.length(1);
      expect(result.orders[0]).to.include({
        invoiceId: result.invoice!.id,
        total: MUGS_TOTAL,
        status: 'processing',
      });
      expect(result.orders[0]!.items).to.deep.equal([{ productId: 201, quantity: 2, total: 2800 }]);
      expect((await client.cart.load()).status).to.equal('purchased');
    });

    it('takes the card from the purchase payload', async () => {
      const { client, cart } = await readyCart(MUGS, { paymentMethodId: null });
      const result = await client.checkout.purchase(cart.id, { paymentMethodId: SAVED_CARD.pays });
      expect(result.invoice!.total).to.equal(MUGS_TOTAL);
      expect((await client.cart.load()).paymentMethodId).to.equal(SAVED_CARD.pays);
    });

    it('refuses a card in the payload that is not the customer’s', async () => {
      const { client, cart } = await readyCart();
      const error = await apiError(client.checkout.purchase(cart.id, { paymentMethodId: 99 }));
      expect(error.status).to.equal(422);
      expect(error.fieldErrors).to.have.keys('paymentMethodId');
      expect((await client.cart.load()).status).to.equal('open');
    });

    it('creates a subscription for a subscription line, with its add-on, visible in subscriptions.list', async () => {
      const { client, cart } = await readyCart([
        { productId: 101 },
        { productId: 211, quantity: 1, addon: true },
      ]);
      expect((await subscriptionsOf(client)).map((s) => s.id)).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const result = await client.checkout.purchase(cart.id);
      // 1800 + 600 = 2400; Standard 599; tax round(2999 × 8%) = 240.
      expect(result.invoice!.total).to.equal(3239);
      expect(result.subscription).to.include({
        productId: 101,
        quantity: 1,
        status: 'active',
        currencyCode: 'USD',
      });
      const listed = await subscriptionsOf(client);
      expect(listed).to.have.length(10);
      const created = listed.find((s) => s.id === result.subscription!.id)!;
      expect(created.status).to.equal('active');
      expect(created.items!.map((i) => [i.productId, i.quantity, i.addon])).to.deep.equal([
        [101, 1, false],
        [211, 1, true],
      ]);
    });

    it('gives a new subscription its next billing and shipping dates: one interval after the purchase', async () => {
      const { client, cart } = await readyCart([{ productId: 101 }]);
      const before = Date.now();
      const result = await client.checkout.purchase(cart.id);
      // Plan 101 bills and ships every 2 weeks from the purchase; its first box ships with the order.
      const inTwoWeeks = new Date(before + 14 * 86_400_000).toISOString().slice(0, 10);
      expect(result.subscription).to.include({ nextBillingAt: inTwoWeeks, nextShippingAt: inTwoWeeks });
      const listed = (await subscriptionsOf(client)).find((s) => s.id === result.subscription!.id)!;
      expect([listed.nextBillingAt, listed.nextShippingAt]).to.deep.equal([inTwoWeeks, inTwoWeeks]);
    });

    it('creates one subscription per subscription line, the add-ons on the first only', async () => {
      const { client, cart } = await readyCart([
        { productId: 101 },
        { productId: 102 },
        { productId: 211, quantity: 1, addon: true },
      ]);
      const result = await client.checkout.purchase(cart.id);
      const subscriptions = result.subscriptions as { productId: number; items: { productId: number }[] }[];
      expect(subscriptions.map((s) => [s.productId, s.items.map((i) => i.productId)])).to.deep.equal([
        [101, [101, 211]],
        [102, [102]],
      ]);
      expect(await subscriptionsOf(client)).to.have.length(11);
    });

    it('a trial plan becomes a trial subscription, a gift waits for its start date', async () => {
      const trial = await readyCart([{ productId: 103 }]);
      expect((await trial.client.checkout.purchase(trial.cart.id)).subscription!.status).to.equal('trial');
      const gift = await readyCart([{ productId: 101 }]);
      const { dates } = await gift.client.cart.getGiftingDates();
      await gift.client.cart.update({ giftInfo: { startsAt: dates[0]! } });
      const result = await gift.client.checkout.purchase(gift.cart.id);
      expect(result.subscription!.status).to.equal('gift_waiting_to_start');
    });

    it('a purchased cart cannot be changed: 409 cart_purchased', async () => {
      const { client, cart } = await readyCart();
      await client.checkout.purchase(cart.id);
      const lineId = cart.items[0]!.id;
      const refusals = [
        () => client.cart.update({ couponCode: 'WELCOME10' }),
        () => client.cart.addItem({ productId: 231, quantity: 1 }),
        () => client.cart.updateItem(lineId, { quantity: 1 }),
        () => client.cart.removeItem(lineId),
        () => client.cart.attachCustomer(),
      ];
      for (const refusal of refusals) {
        const error = await apiError(refusal());
        expect(error.status).to.equal(409);
        expect(error.code).to.equal('cart_purchased');
        expect(error.serverMessage).to.equal('This cart has already been purchased. Start a new cart.');
      }
      const after = await client.cart.load();
      expect(after.items.map((i) => [i.productId, i.quantity])).to.deep.equal([[201, 2]]);
      expect(after.coupon).to.equal(null);
    });

    it('a repeated purchase answers the same invoice and creates no second subscription', async () => {
      const { client, cart } = await readyCart([{ productId: 101 }]);
      const first = await client.checkout.purchase(cart.id);
      const second = await client.checkout.purchase(cart.id);
      expect(second).to.deep.equal(first);
      expect(await subscriptionsOf(client)).to.have.length(10);
    });
  });

  describe('the sandbox gateway', () => {
    it('card 0002 is declined with 402 card_declined; the cart stays open and another card pays', async () => {
      const { client, cart } = await readyCart([{ productId: 101 }], {
        paymentMethodId: SAVED_CARD.declined,
      });
      const error = await apiError(client.checkout.purchase(cart.id));
      expect(error.status).to.equal(402);
      expect(error.code).to.equal('card_declined');
      expect((await client.cart.load()).status).to.equal('open');
      expect(await subscriptionsOf(client)).to.have.length(9);
      await client.cart.update({ paymentMethodId: SAVED_CARD.pays });
      const result = await client.checkout.purchase(cart.id);
      expect(result.subscription!.productId).to.equal(101);
    });

    it('card 3184 runs 3-D Secure end to end: requires action, intent token, confirm, purchase', async () => {
      const { client, cart } = await readyCart(MUGS, { paymentMethodId: SAVED_CARD.threeDSecure });
      const error = await apiError(client.checkout.purchase(cart.id));
      expect(error.status).to.equal(402);
      expect(error.code).to.equal('payment_requires_action');
      expect(error.paymentIntentId).to.match(/^pi_/);
      expect((await client.cart.load()).status).to.equal('open');

      const intent = await client.paymentIntents.getPaymentIntent(error.paymentIntentId!);
      expect(intent).to.include({
        id: error.paymentIntentId,
        status: 'requires_action',
        amount: MUGS_TOTAL,
        currencyCode: 'USD',
      });
      expect(intent.token).to.match(/^pi_tok_/);
      // The sandbox gateway's client-side check answers `3ds_<token>`.
      const confirmed = await client.paymentIntents.confirm(intent.id!, `3ds_${intent.token}`);
      expect(confirmed.status).to.equal('succeeded');

      sandbox().clearSent();
      const result = await client.checkout.purchase(cart.id, error.paymentIntentId);
      const [request] = await sandbox().sent();
      expect(request!.body).to.deep.equal({ paymentIntentId: error.paymentIntentId });
      expect(result.invoice!.total).to.equal(MUGS_TOTAL);
      expect((await client.cart.load()).status).to.equal('purchased');
      expect((await client.paymentIntents.getPaymentIntent(intent.id!)).status).to.equal('used');
    });

    it('purchaseWithVerification runs the same loop with the gateway check as callback', async () => {
      const { client, cart } = await readyCart(MUGS, { paymentMethodId: SAVED_CARD.threeDSecure });
      const result = await purchaseWithVerification(client, cart.id, async ({ token }) => `3ds_${token}`);
      expect(result.invoice!.total).to.equal(MUGS_TOTAL);
    });

    it('a failed verification answers 402 verification_failed and the intent still needs action', async () => {
      const { client, cart } = await readyCart(MUGS, { paymentMethodId: SAVED_CARD.threeDSecure });
      const { paymentIntentId } = await apiError(client.checkout.purchase(cart.id));
      const intent = await client.paymentIntents.getPaymentIntent(paymentIntentId!);
      const error = await apiError(client.paymentIntents.confirm(paymentIntentId!, intent.token));
      expect(error.status).to.equal(402);
      expect(error.code).to.equal('verification_failed');
      expect((await client.paymentIntents.getPaymentIntent(paymentIntentId!)).status).to.equal(
        'requires_action',
      );
      const again = await apiError(client.checkout.purchase(cart.id, paymentIntentId));
      expect(again.code).to.equal('payment_requires_action');
      expect(again.paymentIntentId).to.equal(paymentIntentId);
      expect((await client.cart.load()).status).to.equal('open');
    });

    it('a confirmed intent does not pay a cart whose total changed since', async () => {
      const { client, cart } = await readyCart(MUGS, { paymentMethodId: SAVED_CARD.threeDSecure });
      const { paymentIntentId } = await apiError(client.checkout.purchase(cart.id));
      const intent = await client.paymentIntents.getPaymentIntent(paymentIntentId!);
      await client.paymentIntents.confirm(paymentIntentId!, `3ds_${intent.token}`);
      await client.cart.addItem({ productId: 231, quantity: 1 });
      const error = await apiError(client.checkout.purchase(cart.id, paymentIntentId));
      expect(error.code).to.equal('payment_requires_action');
      expect(error.paymentIntentId).to.not.equal(paymentIntentId);
      // 2800 + 900 = 3700; Standard 599; tax round(4299 × 8%) = 344.
      expect((await client.paymentIntents.getPaymentIntent(error.paymentIntentId!)).amount).to.equal(4643);
    });

    it('the intent of another cart answers 422 on paymentIntentId', async () => {
      const first = await readyCart(MUGS, { paymentMethodId: SAVED_CARD.threeDSecure });
      const { paymentIntentId } = await apiError(first.client.checkout.purchase(first.cart.id));
      const other = await first.client.cart.create();
      await first.client.cart.addItem({ productId: 231, quantity: 1 });
      await first.client.cart.attachCustomer();
      await first.client.cart.update({ paymentMethodId: SAVED_CARD.threeDSecure });
      const error = await apiError(first.client.checkout.purchase(other.id, paymentIntentId));
      expect(error.status).to.equal(422);
      expect(error.fieldErrors).to.deep.equal({
        paymentIntentId: ['The paymentIntentId does not belong to this cart.'],
      });
    });

    it('an unknown payment intent answers 404', async () => {
      const client = await initClient();
      const error = await apiError(client.paymentIntents.getPaymentIntent('pi_missing'));
      expect(error.status).to.equal(404);
      expect(error.code).to.equal('not_found');
    });
  });
});
