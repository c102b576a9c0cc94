/**
 * End-to-end checkout flows through the UI only, for other carts: pick-up at the roastery, a
 * digital-only cart, and the pre-purchase offer accepted.
 */
import { expect } from '@open-wc/testing';
import { buttonNamed, checkoutElement, partText, stepRoot, until } from './checkout-helpers.js';
import {
  EBOOK,
  FILTERS,
  MUG,
  RECEIPT_TITLE,
  SAVED,
  card,
  cards,
  flowsSuite,
  preOffers,
  reached,
  recordPurchases,
  submit,
  text,
} from './flows-suite.js';

describe('checkout flows (UI only, sandbox)', () => {
  const {
    sandbox,
    purchases,
    changes,
    charges,
    signedInWith,
    continueSignedIn,
    deliverToSaved,
    payWithSaved,
    pay,
  } = flowsSuite();

  it('pick-up at the roastery, then paid: no shipping charged', async function () {
    this.timeout(30_000);
    const { svcCart, store } = await signedInWith();
    const cartId = svcCart.cart!.id;
    const completed = recordPurchases(svcCart);
    await continueSignedIn(store);
    await until(() => cards(stepRoot('delivery'), 'kind').length === 2, 'the ways to receive it');
    card(stepRoot('delivery'), 'kind', 'Pick up').click();
    await until(() => cards(stepRoot('delivery'), 'pickup-person').length > 0, 'the pick-up details');
    sandbox().clearSent();
    submit('delivery').click();
    await reached(store, 'payment');
    expect(await changes(cartId)).to.deep.equal([['PATCH /carts/:cart', { shippingMethodId: 10 }]]);
    await payWithSaved(store, 0);
    await pay(store);
    expect(await purchases()).to.have.length(1);
    expect(completed).to.deep.equal([[null, cartId, 'purchased', [[MUG, 1]]]]);
    expect([svcCart.cart!.shippingMethodId, svcCart.cart!.shipping]).to.deep.equal([10, 0]);
    // 1400 + tax round(1400 × 8%) = 112.
    expect(charges()).to.deep.equal([{ amount: 1512, kind: 'purchase' }]);
    expect(partText(stepRoot('done'), 'step-title')).to.equal(RECEIPT_TITLE);
  });

  it('a digital-only cart (the eBook) goes from contact to payment, then paid', async function () {
    this.timeout(30_000);
    const { svcCart, store } = await signedInWith([EBOOK]);
    const cartId = svcCart.cart!.id;
    sandbox().clearSent();
    const completed = recordPurchases(svcCart);
    const steps = () =>
      [...checkoutElement()!.shadowRoot!.querySelectorAll('[part~="step"]')].map((step) => text(step));
    expect(steps()).to.deep.equal(['Contact', 'Payment', 'Review']);
    await continueSignedIn(store, 'payment');
    await payWithSaved(store, 0);
    await pay(store);
    expect(await changes(cartId)).to.deep.equal([
      ['POST /carts/:cart/customer', undefined],
      ['PATCH /carts/:cart', { paymentMethodId: SAVED.visa4242 }],
      ['POST /carts/:cart/purchase', {}],
    ]);
    expect(
      (await sandbox().sent()).filter((r) => r.path.includes('shipping') || r.path.includes('addresses')),
    ).to.deep.equal([]);
    expect(await purchases()).to.have.length(1);
    expect(completed).to.deep.equal([[null, cartId, 'purchased', [[EBOOK, 1]]]]);
    expect(svcCart.cart!.shippingMethodId).to.equal(null);
    expect(partText(stepRoot('done'), 'step-title')).to.equal(RECEIPT_TITLE);
  });

  it('the pre-purchase offer in the review, after every field, accepted: its product is in the cart and the order', async function () {
    this.timeout(30_000);
    const { svcCart, store } = await signedInWith();
    const cartId = svcCart.cart!.id;
    // No offer on the way: none before the first field, none on a step with a form.
    expect(checkoutElement()!.shadowRoot!.querySelector('svc-checkout-offers')).to.equal(null);
    await continueSignedIn(store);
    await deliverToSaved(store);
    // Up to the payment step (the last one with a form), no offer was asked for; the review asks.
    expect((await sandbox().sent()).filter((r) => r.path.includes('/funnels/'))).to.deep.equal([]);
    await payWithSaved(store, 0);
    await until(() => partText(preOffers(), 'offer-title') === 'Need filters?', 'the pre-purchase offer');
    sandbox().clearSent();
    buttonNamed(preOffers(), 'Add to order').click();
    await until(() => partText(preOffers(), 'offer-title') === 'Learn to brew', 'the next offer');
    const accepts = (await sandbox().sent()).filter((r) => r.path.endsWith('/accept'));
    expect(accepts.map((r) => [r.path, r.body])).to.deep.equal([
      [`/carts/${cartId}/funnels/pre-purchase/1/accept`, { offers: [{ productId: FILTERS }] }],
    ]);
    expect(svcCart.cart!.items.map((item) => [item.productId, item.quantity])).to.deep.equal([
      [MUG, 1],
      [FILTERS, 1],
    ]);
    await until(
      () => stepRoot('review').querySelectorAll('[part~="order-lines"] li').length === 2,
      'the new line',
    );
    const lines = partText(stepRoot('review'), 'order-lines')!;
    expect(lines).to.contain('Ceramic Mug');
    const filters = svcCart.cart!.items.find((item) => item.productId === FILTERS)!;
    expect(lines).to.contain((filters as { product?: { name?: string } }).product!.name!);
    expect(stepRoot('review').querySelectorAll('[part~="order-lines"] li')).to.have.length(2);
  });
});
