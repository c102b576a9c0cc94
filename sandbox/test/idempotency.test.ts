/**
 * A purchase sent again with the same `idempotency-key` (the retry after a lost answer) answers the
 * first answer and charges nothing more; a new key is a new attempt. `checkout.purchase` takes the
 * key as a per-call header.
 */
import { expect } from '@open-wc/testing';
import { SvcValidationError, type Cart, type SvcClient } from '@svc/sdk';
import { apiError, initClient, rejectionOf, setupSandbox, signIn } from '../../sdk/test/helpers.js';
import { US_ADDRESS } from './data.js';
import { MUGS_TOTAL, SAVED_CARD } from '../test-facts.js';

const KEY = '6f1f3c52-2b0e-4c4e-9a57-0d1b3c6e7a11';
const OTHER_KEY = 'c0a4e0c2-8a5e-4b8e-b1f2-5f7d1a9e3b22';

/** A cart of the signed-in customer with two mugs, attached, delivered by Standard to the US. */
async function readyCart(paymentMethodId = SAVED_CARD.pays): Promise<{ client: SvcClient; cart: Cart }> {
  const client = await initClient();
  await client.cart.create();
  await signIn(client);
  await client.cart.addItem({ productId: 201, quantity: 2 });
  await client.cart.attachCustomer();
  const cart = await client.cart.update({
    shippingAddress: US_ADDRESS,
    shippingMethodId: 1,
    paymentMethodId,
  });
  return { client, cart };
}

const withKey = (key: string) => ({ 'idempotency-key': key });

describe('sandbox: purchase idempotency', () => {
  const sandbox = setupSandbox();
  const charges = () => sandbox().store.charges.map(({ amount, kind }) => ({ amount, kind }));

  it('checkout.purchase sends the per-call headers with the purchase request', async () => {
    const { client, cart } = await readyCart();
    sandbox().clearSent();
    await client.checkout.purchase(cart.id, {}, undefined, withKey(KEY));
    const [request, ...more] = await sandbox().sent();
    expect(more).to.deep.equal([]);
    expect([request!.method, request!.path]).to.deep.equal(['POST', `/carts/${cart.id}/purchase`]);
    expect(request!.headers.get('idempotency-key')).to.equal(KEY);
    expect(request!.body).to.deep.equal({});
  });

  it('refuses headers that are not strings before sending', async () => {
    const { client, cart } = await readyCart();
    sandbox().clearSent();
    const error = await rejectionOf(
      client.checkout.purchase(cart.id, {}, undefined, { 'idempotency-key': 42 } as unknown as Record<
        string,
        string
      >),
    );
    expect(error).to.be.instanceOf(SvcValidationError);
    expect(error.message).to.equal(
      'Svc checkout.purchase: headers["idempotency-key"] must be a string (got number)',
    );
    expect(await sandbox().sent()).to.deep.equal([]);
  });

  it('the same key twice charges once and answers the same invoice', async () => {
    const { client, cart } = await readyCart();
    const first = await client.checkout.purchase(cart.id, {}, undefined, withKey(KEY));
    const second = await client.checkout.purchase(cart.id, {}, undefined, withKey(KEY));
    expect(second).to.deep.equal(first);
    expect(first.invoice!.total).to.equal(MUGS_TOTAL);
    expect(charges()).to.deep.equal([{ amount: MUGS_TOTAL, kind: 'purchase' }]);
  });

  it('a purchase whose answer was lost, sent again with its key, answers the first result', async () => {
    const { client, cart } = await readyCart();
    // The first request reached the server, but the shopper's browser never saw its answer.
    const lost = await fetch(`${location.origin}/storefront/v1/carts/${cart.id}/purchase`, {
      method: 'POST',
      headers: {
        'x-api-key': 'demo-api-key',
        'content-type': 'application/json',
        authorization: `Bearer ${client.auth.getAccessToken()}`,
        'idempotency-key': KEY,
      },
      body: '{}',
    });
    const firstAnswer = (await lost.json()) as { invoice: { id: number } };
    const retried = await client.checkout.purchase(cart.id, {}, undefined, withKey(KEY));
    expect(retried.invoice!.id).to.equal(firstAnswer.invoice.id);
    expect(charges()).to.have.length(1);
  });

  it('the same key after a decline answers the same decline, even once another card is chosen', async () => {
    const { client, cart } = await readyCart(SAVED_CARD.declined);
    const first = await apiError(client.checkout.purchase(cart.id, {}, undefined, withKey(KEY)));
    expect([first.status, first.code]).to.deep.equal([402, 'card_declined']);
    await client.cart.update({ paymentMethodId: SAVED_CARD.pays });
    const again = await apiError(client.checkout.purchase(cart.id, {}, undefined, withKey(KEY)));
    expect([again.status, again.code, again.serverMessage]).to.deep.equal([
      402,
      'card_declined',
      'The card was declined. Try another payment method.',
    ]);
    expect(charges()).to.deep.equal([]);
    expect((await client.cart.load()).status).to.equal('open');
  });

  it('a new key after a decline is a new attempt: the other card pays, once', async () => {
    const { client, cart } = await readyCart(SAVED_CARD.declined);
    await apiError(client.checkout.purchase(cart.id, {}, undefined, withKey(KEY)));
    await client.cart.update({ paymentMethodId: SAVED_CARD.pays });
    const result = await client.checkout.purchase(cart.id, {}, undefined, withKey(OTHER_KEY));
    expect(result.invoice!.total).to.equal(MUGS_TOTAL);
    expect(charges()).to.deep.equal([{ amount: MUGS_TOTAL, kind: 'purchase' }]);
    expect((await client.cart.load()).status).to.equal('purchased');
  });

  it('the same key with another body answers 422 idempotency_key_reused and charges nothing', async () => {
    const { client, cart } = await readyCart(SAVED_CARD.threeDSecure);
    const needsAction = await apiError(client.checkout.purchase(cart.id, {}, undefined, withKey(KEY)));
    expect(needsAction.code).to.equal('payment_requires_action');
    const intent = await client.paymentIntents.getPaymentIntent(needsAction.paymentIntentId!);
    await client.paymentIntents.confirm(intent.id!, `3ds_${intent.token}`);
    const reused = await apiError(
      client.checkout.purchase(cart.id, needsAction.paymentIntentId!, undefined, withKey(KEY)),
    );
    expect([reused.status, reused.code]).to.deep.equal([422, 'idempotency_key_reused']);
    expect(charges()).to.deep.equal([]);
    // The verified purchase goes through with its own key.
    const paid = await client.checkout.purchase(
      cart.id,
      needsAction.paymentIntentId!,
      undefined,
      withKey(OTHER_KEY),
    );
    expect(paid.invoice!.total).to.equal(MUGS_TOTAL);
    expect(charges()).to.have.length(1);
  });

  it('a key belongs to one cart: the same key on another cart is that cart’s own purchase', async () => {
    const first = await readyCart();
    await first.client.checkout.purchase(first.cart.id, {}, undefined, withKey(KEY));
    const second = await readyCart();
    const result = await second.client.checkout.purchase(second.cart.id, {}, undefined, withKey(KEY));
    expect(result.invoice!.cartId).to.equal(second.cart.id);
    expect(charges()).to.have.length(2);
  });

  it('without a key every purchase request is answered on its own (the purchased cart answers its result)', async () => {
    const { client, cart } = await readyCart(SAVED_CARD.declined);
    await apiError(client.checkout.purchase(cart.id));
    await client.cart.update({ paymentMethodId: SAVED_CARD.pays });
    const result = await client.checkout.purchase(cart.id);
    expect(result.invoice!.total).to.equal(MUGS_TOTAL);
    expect(charges()).to.have.length(1);
  });

  it('a key longer than 255 characters answers 422 on idempotency-key', async () => {
    const { client, cart } = await readyCart();
    const error = await apiError(client.checkout.purchase(cart.id, {}, undefined, withKey('k'.repeat(256))));
    expect([error.status, error.code]).to.deep.equal([422, 'validation_failed']);
    expect(error.fieldErrors).to.have.keys('idempotency-key');
    expect(charges()).to.deep.equal([]);
  });
});
