import { expect } from '@open-wc/testing';
import { purchaseWithVerification, SvcApiError, type SvcClient } from '@svc/sdk';
import { initClient, rejectionOf, setupSandbox, signIn } from './helpers.js';

describe('purchaseWithVerification', () => {
  const sandbox = setupSandbox();
  let client: SvcClient;

  /** A signed-in customer's cart with a plan, ready to buy with saved card `paymentMethodId`. */
  async function readyCart(paymentMethodId: number): Promise<string> {
    client = await initClient({ loadCart: true });
    await signIn(client);
    await client.cart.addItem({ productId: 101, quantity: 1 });
    await client.cart.attachCustomer();
    await client.cart.update({ shippingAddressId: 1, shippingMethodId: 1, paymentMethodId });
    sandbox().clearSent();
    return client.cart.id!;
  }

  it('runs purchase → getPaymentIntent → verify → confirm → purchase for a 3-D Secure card', async () => {
    const cartId = await readyCart(2);
    const seen: { paymentIntentId: string; token: string }[] = [];
    const result = await purchaseWithVerification(client, cartId, async ({ paymentIntentId, token }) => {
      seen.push({ paymentIntentId, token });
      return `3ds_${token}`;
    });
    expect(result.invoice).to.have.property('total');
    expect(seen).to.have.length(1);
    const sent = await sandbox().sent();
    expect(
      sent.map(
        (r) => `${r.method} ${r.path.replace(cartId, ':cartId').replace(seen[0]!.paymentIntentId, ':id')}`,
      ),
    ).to.deep.equal([
      'POST /carts/:cartId/purchase',
      'GET /payment-intents/:id',
      'POST /payment-intents/:id/confirm',
      'POST /carts/:cartId/purchase',
    ]);
    expect(sent[2]!.body).to.deep.equal({ externalPaymentId: `3ds_${seen[0]!.token}` });
    expect(sent[3]!.body).to.deep.equal({ paymentIntentId: seen[0]!.paymentIntentId });
  });

  it('buys at once with a card that needs no verification, without calling verify', async () => {
    const cartId = await readyCart(1);
    let calls = 0;
    await purchaseWithVerification(client, cartId, async () => {
      calls += 1;
      return 'unused';
    });
    expect(calls).to.equal(0);
    expect(await sandbox().sent()).to.have.length(1);
  });

  it('rejects with the verify rejection and sends no confirm when the shopper cancels', async () => {
    const cartId = await readyCart(2);
    const cancelled = new Error('The shopper closed the 3-D Secure window');
    const error = await rejectionOf(
      purchaseWithVerification(client, cartId, () => Promise.reject(cancelled)),
    );
    expect(error).to.equal(cancelled);
    const paths = (await sandbox().sent()).map((r) => r.path);
    expect(paths.some((p) => p.endsWith('/confirm'))).to.equal(false);
    expect(paths.filter((p) => p.endsWith('/purchase'))).to.have.length(1);
  });

  it('rejects at once on a declined card', async () => {
    const cartId = await readyCart(3);
    const error = (await rejectionOf(
      purchaseWithVerification(client, cartId, async () => 'x'),
    )) as SvcApiError;
    expect(error.code).to.equal('card_declined');
    expect(await sandbox().sent()).to.have.length(1);
  });

  it('rejects when the verification is refused by the gateway', async () => {
    const cartId = await readyCart(2);
    const error = (await rejectionOf(
      purchaseWithVerification(client, cartId, async () => 'wrong'),
    )) as SvcApiError;
    expect(error.code).to.equal('verification_failed');
  });
});
