import { expect } from '@open-wc/testing';
import { SvcApiError, SvcValidationError, type CartItemAddPayload, type SvcClient } from '@svc/sdk';
import { apiError, initClient, rejectionOf, setupSandbox, signIn } from '../../sdk/test/helpers.js';
import { sandboxRequest } from '../testing.js';
import { TEA_ANSWERS, US_ADDRESS } from './data.js';

/** Funnel steps of the fixtures: pre 1 (filters 211), 2 (eBook 231); mid 3 (mug Sand 201);
 * post 4 (Colombia beans 402, 20% off), 5 (Tea Club plan 111). */

/** A guest cart with one Sand mug. */
async function guestCart(): Promise<{ client: SvcClient; cartId: string }> {
  const client = await initClient({ loadCart: true });
  await client.cart.addItem({ productId: 201, quantity: 1 });
  return { client, cartId: client.cart.id! };
}

/** A cart of the signed-in customer bought with `paymentMethodId` (3-D Secure passed for card 2). */
async function purchasedCart(
  items: CartItemAddPayload[] = [{ productId: 201, quantity: 2 }],
  paymentMethodId = 1,
): Promise<{ client: SvcClient; cartId: string }> {
  const client = await initClient({ loadCart: true });
  await signIn(client);
  for (const item of items) await client.cart.addItem(item);
  await client.cart.attachCustomer();
  const physical = items.some((item) => item.productId !== 231);
  await client.cart.update({
    paymentMethodId,
    ...(physical ? { shippingAddress: US_ADDRESS, shippingMethodId: 1 } : {}),
  });
  const cartId = client.cart.id!;
  try {
    await client.checkout.purchase(cartId);
  } catch (error) {
    const { paymentIntentId } = error as SvcApiError;
    if (!paymentIntentId) throw error;
    const { token } = await client.paymentIntents.getPaymentIntent(paymentIntentId);
    await client.paymentIntents.confirm(paymentIntentId, `3ds_${token}`);
    await client.checkout.purchase(cartId, paymentIntentId);
  }
  return { client, cartId };
}

describe('sandbox: funnels', () => {
  const sandbox = setupSandbox();

  describe('pre-purchase', () => {
    it('fetch answers the first step with its offered products, priced in the cart currency', async () => {
      const { client, cartId } = await guestCart();
      const { step } = await client.funnels.prePurchaseFetch(cartId);
      expect(step).to.include({ id: 1, title: 'Need filters?' });
      expect(step!.offer.discountPercent).to.equal(0);
      expect(step!.offer.products.map((p) => [p.id, p.price, p.parentId])).to.deep.equal([[211, 600, 210]]);
      expect(step!.offer.products[0]).to.not.have.property('parent');
      await client.cart.update({ currencyCode: 'EUR' });
      const inEuro = await client.funnels.prePurchaseFetch(cartId, { expand: ['parent'] });
      expect(inEuro.step!.offer.products[0]!.price).to.equal(552); // 600 × 0.92
      expect((inEuro.step!.offer.products[0]!.parent as { name: string }).name).to.equal('Paper Filters');
    });

    it('accept adds the offered products to the cart and answers a plain cart object', async () => {
      const { client, cartId } = await guestCart();
      const answer = await client.funnels.prePurchaseAccept(cartId, 1, { offers: [{ productId: 211 }] });
      expect(answer.id).to.equal(cartId);
      expect(answer.items.map((i) => [i.productId, i.quantity])).to.deep.equal([
        [201, 1],
        [211, 1],
      ]);
      expect(answer.subTotal).to.equal(2000); // 1400 + 600
      expect(answer).to.not.equal(client.cart);
      expect(answer).to.not.have.property('load');
      // client.cart is not touched until it is loaded again.
      expect(client.cart.items!.map((i) => i.productId)).to.deep.equal([201]);
      expect((await client.cart.load()).items.map((i) => i.productId)).to.deep.equal([201, 211]);
    });

    it('fetch answers step 1, then step 2 after an accept, then { step: null } after a reject', async () => {
      const { client, cartId } = await guestCart();
      expect((await client.funnels.prePurchaseFetch(cartId)).step!.id).to.equal(1);
      await client.funnels.prePurchaseAccept(cartId, 1, { offers: [{ productId: 211 }] });
      const second = await client.funnels.prePurchaseFetch(cartId);
      expect(second.step).to.include({ id: 2, title: 'Learn to brew' });
      expect(second.step!.offer.products.map((p) => p.id)).to.deep.equal([231]);
      sandbox().clearSent();
      expect(await client.funnels.prePurchaseReject(cartId, 2)).to.equal(undefined);
      const [request] = await sandbox().sent();
      expect(`${request!.method} ${request!.path}`).to.equal(
        `POST /carts/${cartId}/funnels/pre-purchase/2/reject`,
      );
      expect(await client.funnels.prePurchaseFetch(cartId)).to.deep.equal({ step: null });
      // The skipped offer added nothing.
      expect((await client.cart.load()).items.map((i) => i.productId)).to.deep.equal([201, 211]);
    });

    it('reject of the first step moves to the second', async () => {
      const { client, cartId } = await guestCart();
      await client.funnels.prePurchaseReject(cartId, 1);
      expect((await client.funnels.prePurchaseFetch(cartId)).step!.id).to.equal(2);
    });

    it('refresh restarts the sequence at the first step', async () => {
      const { client, cartId } = await guestCart();
      await client.funnels.prePurchaseReject(cartId, 1);
      await client.funnels.prePurchaseReject(cartId, 2);
      expect((await client.funnels.prePurchaseFetch(cartId)).step).to.equal(null);
      expect(await client.funnels.prePurchaseRefresh(cartId)).to.equal(undefined);
      expect((await client.funnels.prePurchaseFetch(cartId)).step!.id).to.equal(1);
      const cart = await client.funnels.prePurchaseAccept(cartId, 1, { offers: [{ productId: 211 }] });
      expect(cart.items.map((i) => i.productId)).to.deep.equal([201, 211]);
    });

    it('accepting a product that is not offered in the step answers 422 and changes nothing', async () => {
      const { client, cartId } = await guestCart();
      const error = await apiError(
        client.funnels.prePurchaseAccept(cartId, 1, { offers: [{ productId: 231 }] }),
      );
      expect(error.status).to.equal(422);
      expect(error.fieldErrors).to.deep.equal({
        'offers.0.productId': ['The productId must be one of the offered products.'],
      });
      expect((await client.funnels.prePurchaseFetch(cartId)).step!.id).to.equal(1);
      expect((await client.cart.load()).items).to.have.length(1);
    });

    it('accept without offers answers 422 on offers', async () => {
      const { client, cartId } = await guestCart();
      const answer = await sandboxRequest('POST', `/carts/${cartId}/funnels/pre-purchase/1/accept`, {
        offers: [],
      });
      expect(answer.status).to.equal(422);
      expect(answer.body?.errors).to.have.keys('offers');
      const error = await rejectionOf(client.funnels.prePurchaseAccept(cartId, 1, { offers: [] }));
      expect(error).to.be.instanceOf(SvcValidationError);
    });

    it('a step already answered answers 409 step_already_answered; an unknown step 404', async () => {
      const { client, cartId } = await guestCart();
      await client.funnels.prePurchaseAccept(cartId, 1, { offers: [{ productId: 211 }] });
      const again = await apiError(
        client.funnels.prePurchaseAccept(cartId, 1, { offers: [{ productId: 211 }] }),
      );
      expect(again.status).to.equal(409);
      expect(again.code).to.equal('step_already_answered');
      expect((await client.cart.load()).items.map((i) => [i.productId, i.quantity])).to.deep.equal([
        [201, 1],
        [211, 1],
      ]);
      const unknown = await apiError(client.funnels.prePurchaseReject(cartId, 3));
      expect(unknown.status).to.equal(404);
    });

    it('a purchased cart has no pre- or mid-purchase step left, and accept answers 409 cart_purchased', async () => {
      const { client, cartId } = await purchasedCart();
      expect(await client.funnels.prePurchaseFetch(cartId)).to.deep.equal({ step: null });
      expect(await client.funnels.midPurchaseFetch(cartId)).to.deep.equal({ step: null });
      const error = await apiError(
        client.funnels.prePurchaseAccept(cartId, 1, { offers: [{ productId: 211 }] }),
      );
      expect(error.status).to.equal(409);
      expect(error.code).to.equal('cart_purchased');
    });
  });

  describe('mid-purchase', () => {
    it('fetch answers step 3, accept adds the mug, then { step: null }', async () => {
      const client = await initClient({ loadCart: true });
      await client.cart.addItem({ productId: 231, quantity: 1 });
      const cartId = client.cart.id!;
      const { step } = await client.funnels.midPurchaseFetch(cartId);
      expect(step).to.include({ id: 3, title: 'A mug to match' });
      expect(step!.offer.products.map((p) => p.id)).to.deep.equal([201]);
      const cart = await client.funnels.midPurchaseAccept(cartId, 3, { offers: [{ productId: 201 }] });
      expect(cart.items.map((i) => [i.productId, i.quantity])).to.deep.equal([
        [231, 1],
        [201, 1],
      ]);
      expect(await client.funnels.midPurchaseFetch(cartId)).to.deep.equal({ step: null });
    });

    it('reject answers an empty body and leaves { step: null }, the cart unchanged', async () => {
      const { client, cartId } = await guestCart();
      expect(await client.funnels.midPurchaseReject(cartId, 3)).to.equal(undefined);
      expect(await client.funnels.midPurchaseFetch(cartId)).to.deep.equal({ step: null });
      expect((await client.cart.load()).items.map((i) => [i.productId, i.quantity])).to.deep.equal([
        [201, 1],
      ]);
    });

    it('the pre-purchase refresh does not restart the mid-purchase phase', async () => {
      const { client, cartId } = await guestCart();
      await client.funnels.midPurchaseReject(cartId, 3);
      await client.funnels.prePurchaseRefresh(cartId);
      expect((await client.funnels.midPurchaseFetch(cartId)).step).to.equal(null);
    });
  });

  describe('post-purchase', () => {
    it('fetch before a purchase answers 409 cart_not_purchased, as does reject', async () => {
      const { client, cartId } = await guestCart();
      const fetched = await apiError(client.funnels.postPurchaseFetch(cartId));
      expect(fetched.status).to.equal(409);
      expect(fetched.code).to.equal('cart_not_purchased');
      const rejected = await apiError(client.funnels.postPurchaseReject(cartId, 4));
      expect(rejected.code).to.equal('cart_not_purchased');
    });

    it('accept before a purchase answers 409 cart_not_purchased', async () => {
      const client = await initClient({ loadCart: true });
      await signIn(client);
      await client.cart.addItem({ productId: 201, quantity: 1 });
      await client.cart.attachCustomer();
      const error = await apiError(
        client.funnels.postPurchaseAccept(client.cart.id!, 4, { offers: [{ productId: 402 }] }),
      );
      expect(error.status).to.equal(409);
      expect(error.code).to.equal('cart_not_purchased');
    });

    it('after the purchase fetch answers step 4, then step 5 after a reject, then null', async () => {
      const { client, cartId } = await purchasedCart();
      const { step } = await client.funnels.postPurchaseFetch(cartId);
      expect(step).to.include({ id: 4, title: 'Add a second bag next time' });
      expect(step!.offer.discountPercent).to.equal(20);
      expect(step!.offer.products.map((p) => [p.id, p.price])).to.deep.equal([[402, 1100]]);
      expect(await client.funnels.postPurchaseReject(cartId, 4)).to.equal(undefined);
      expect((await client.funnels.postPurchaseFetch(cartId)).step!.id).to.equal(5);
      await client.funnels.postPurchaseReject(cartId, 5);
      expect(await client.funnels.postPurchaseFetch(cartId)).to.deep.equal({ step: null });
    });

    it('accept needs a signed-in customer (401)', async () => {
      const { client, cartId } = await purchasedCart();
      client.auth.logout();
      const error = await apiError(
        client.funnels.postPurchaseAccept(cartId, 4, { offers: [{ productId: 402 }] }),
      );
      expect(error.status).to.equal(401);
      expect(error.code).to.equal('unauthenticated');
    });

    it('accept charges the offer as a new purchase with the step discount', async () => {
      const { client, cartId } = await purchasedCart();
      const first = await client.checkout.purchase(cartId);
      const result = await client.funnels.postPurchaseAccept(cartId, 4, { offers: [{ productId: 402 }] });
      // 1100 less 20% = 880; Standard 599 (under 50.00); tax round((880 + 599) × 8%) = round(118.32) = 118.
      expect(result.invoice).to.include({ total: 1597, status: 'paid', currencyCode: 'USD' });
      expect(result.invoice!.id).to.not.equal(first.invoice!.id);
      expect(result.subscription).to.equal(null);
      expect(result.orders.map((o) => o.items)).to.deep.equal([
        [{ productId: 402, quantity: 1, total: 880 }],
      ]);
      expect((await client.funnels.postPurchaseFetch(cartId)).step!.id).to.equal(5);
      // The purchased cart itself is unchanged.
      expect((await client.cart.load()).items.map((i) => i.productId)).to.deep.equal([201]);
    });

    it('accepting the Tea Club plan creates a subscription for the customer', async () => {
      const { client, cartId } = await purchasedCart();
      await client.funnels.postPurchaseReject(cartId, 4);
      const result = await client.funnels.postPurchaseAccept(cartId, 5, {
        offers: [{ productId: 111, options: TEA_ANSWERS }],
      });
      // 2500; Standard 599; tax round(3099 × 8%) = 248.
      expect(result.invoice!.total).to.equal(3347);
      expect(result.subscription).to.include({ productId: 111, status: 'active' });
      const listed = (await client.subscriptions.list({ perPage: 100 })).data;
      expect(listed.map((s) => s.id)).to.include(result.subscription!.id);
      expect(listed).to.have.length(10);
    });

    it('the same post-purchase step is never charged twice', async () => {
      const { client, cartId } = await purchasedCart();
      await client.funnels.postPurchaseAccept(cartId, 4, { offers: [{ productId: 402 }] });
      const error = await apiError(
        client.funnels.postPurchaseAccept(cartId, 4, { offers: [{ productId: 402 }] }),
      );
      expect(error.status).to.equal(409);
      expect(error.code).to.equal('step_already_answered');
    });

    it('accepting a product not offered in the step answers 422 and the step stays open', async () => {
      const { client, cartId } = await purchasedCart();
      const error = await apiError(
        client.funnels.postPurchaseAccept(cartId, 4, { offers: [{ productId: 111 }] }),
      );
      expect(error.status).to.equal(422);
      expect(error.fieldErrors).to.deep.equal({
        'offers.0.productId': ['The productId must be one of the offered products.'],
      });
      expect((await client.funnels.postPurchaseFetch(cartId)).step!.id).to.equal(4);
    });

    it('a physical offer after a digital purchase needs a delivery address and method', async () => {
      const { client, cartId } = await purchasedCart([{ productId: 231, quantity: 1 }]);
      const error = await apiError(
        client.funnels.postPurchaseAccept(cartId, 4, { offers: [{ productId: 402 }] }),
      );
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('shipping_required');
      expect((await client.funnels.postPurchaseFetch(cartId)).step!.id).to.equal(4);
      const result = await client.funnels.postPurchaseAccept(cartId, 4, {
        offers: [{ productId: 402 }],
        shippingAddressId: 1,
        shippingMethodId: 1,
      });
      expect(result.invoice!.total).to.equal(1597); // as with the checkout's own US delivery
    });

    it('a delivery address of the accept payload must be the customer’s own', async () => {
      const { client, cartId } = await purchasedCart();
      const error = await apiError(
        client.funnels.postPurchaseAccept(cartId, 4, { offers: [{ productId: 402 }], shippingAddressId: 99 }),
      );
      expect(error.status).to.equal(422);
      expect(error.fieldErrors).to.have.keys('shippingAddressId');
    });

    it('with the 3-D Secure card the offer charge is verified again through a payment intent', async () => {
      const { client, cartId } = await purchasedCart(undefined, 2);
      expect((await client.cart.load()).status).to.equal('purchased');
      const offer = { offers: [{ productId: 402 }] };
      const required = await apiError(client.funnels.postPurchaseAccept(cartId, 4, offer));
      expect(required.status).to.equal(402);
      expect(required.code).to.equal('payment_requires_action');
      const intent = await client.paymentIntents.getPaymentIntent(required.paymentIntentId!);
      expect(intent.amount).to.equal(1597);
      await client.paymentIntents.confirm(intent.id!, `3ds_${intent.token}`);
      const result = await client.funnels.postPurchaseAccept(cartId, 4, {
        ...offer,
        paymentIntentId: required.paymentIntentId!,
      });
      expect(result.invoice!.total).to.equal(1597);
    });
  });
});
