/** End-to-end flows through the SDK against the sandbox, as a storefront would run them. */
import { expect } from '@open-wc/testing';
import { purchaseWithVerification, withPaymentVerification } from '@svc/sdk';
import { initClient, setupSandbox } from './helpers.js';

describe('flows', () => {
  const sandbox = setupSandbox();

  it('browse → cart → sign in → attach → shipping → 3-D Secure purchase → post-purchase offer', async () => {
    const client = await initClient({ loadCart: true });
    const { data } = await client.products.list({ type: 'subscription', expand: ['pricings'] });
    const plan = data.find((p) => p.id === 100)!.pricings![0]!;
    await client.cart.addItem({ productId: plan.id, quantity: 1 });
    await client.cart.addItem({ productId: 211, quantity: 2, addon: true, addonDuration: null });
    expect(client.cart.items).to.have.length(2);

    const { registered } = await client.auth.registered({ email: 'shopper@example.com' });
    expect(registered).to.equal(true);
    await client.auth.login({ email: 'shopper@example.com', password: 'demo1234' });
    await client.cart.attachCustomer();
    const [address] = await client.addresses.list();
    const methods = await client.cart.getShippingMethods({
      country: address!.countryId!,
      zip: address!.zip!,
    });
    const cards = await client.wallet.list('USD');
    const secureCard = cards.find((card) => card.last4 === '3184')!;
    const cart = await client.cart.update({
      shippingAddressId: address!.id!,
      shippingMethodId: methods[0]!.id,
      paymentMethodId: secureCard.id,
    });
    expect(cart.shipping).to.be.a('number');

    const purchase = await purchaseWithVerification(client, cart.id, async ({ token }) => `3ds_${token}`);
    expect(purchase.invoice!.total).to.equal(cart.total);
    expect(purchase.subscription).to.include({ productId: plan.id, status: 'active' });

    const { step } = await client.funnels.postPurchaseFetch(cart.id);
    // The offer is charged to the same 3-D Secure card, so it is verified again.
    let verifications = 0;
    const upsell = await withPaymentVerification(
      client,
      (paymentIntentId) =>
        client.funnels.postPurchaseAccept(cart.id, step!.id, {
          offers: [{ productId: step!.offer.products[0]!.id }],
          ...(paymentIntentId ? { paymentIntentId } : {}),
        }),
      async ({ token }) => {
        verifications += 1;
        return `3ds_${token}`;
      },
    );
    expect(verifications).to.equal(1);
    expect(upsell.orders).to.have.length(1);
    const { step: next } = await client.funnels.postPurchaseFetch(cart.id);
    expect(next!.id).to.not.equal(step!.id);
  });

  it('manages subscriptions: list, quantity, bundle items and preferences, add-on', async () => {
    const client = await initClient();
    await client.auth.login({ email: 'shopper@example.com', password: 'demo1234' });
    const { data, pagination } = await client.subscriptions.list({ statuses: ['active'] });
    expect(data.map((s) => s.id)).to.deep.equal([1, 8, 9]);
    expect(pagination.total).to.equal(3);

    const bigger = await client.subscriptions.update(1, { quantity: 2 });
    expect(bigger.quantity).to.equal(2);

    const box = {
      items: [
        { productId: 404, quantity: 2 },
        { productId: 401, quantity: 2 },
      ],
      preferences: [{ attributeId: 1, values: [11] }],
    };
    const rebuilt = await client.subscriptions.updateBundle(8, { productId: null, bundle: box });
    expect(rebuilt.items[0]!.bundle).to.deep.equal(box);

    const answers = [
      { questionId: 3, answers: [{ id: 32 }] },
      { questionId: 4, answers: [{ id: 42 }, { id: 43 }] },
      { questionId: 7, answers: [{ id: 72 }] },
    ];
    const tea = await client.subscriptions.updatePreferences(9, { preferences: answers, updateOrders: true });
    expect(tea.items[0]!.preferences).to.deep.equal(answers);

    const addon = await client.subscriptions.updateItem(1, 12, { quantity: 3 });
    expect(addon).to.include({ id: 12, quantity: 3, addon: true });
    expect((await client.subscriptions.load(1)).items.find((i) => i.id === 12)!.quantity).to.equal(3);
    void sandbox;
  });
});
