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
    changeOnReview,
    payWithSaved,
    pay,
  } = flowsSuite();

  it('pick-up at the roastery, then paid: no shipping charged', async function () {
    this.timeout(30_000);
    const { svcCart, store } = await signedInWith();
    const cartId = svcCart.cart!.id;
    const completed = recordPurchases(svcCart);
    await continueSignedIn(store);
    await changeOnReview(store, 'delivery');
    await until(() => cards(stepRoot('delivery'), 'kind').length === 2, 'the ways to receive it');
    card(stepRoot('delivery'), 'kind', 'Pick up').click();
    await until(() => cards(stepRoot('delivery'), 'pickup-person').length > 0, 'the pick-up details');
    sandbox().clearSent();
    submit('delivery').click();
    // Payment is done already (the default card): back on the review.
    await reached(store, 'review');
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

  it('a digital-only cart (the eBook) goes from contact to the review with the default card, then paid', async function () {
    this.timeout(30_000);
    const { svcCart, store } = await signedInWith([EBOOK]);
    const cartId = svcCart.cart!.id;
    sandbox().clearSent();
    const completed = recordPurchases(svcCart);
    const steps = () =>
      [...checkoutElement()!.shadowRoot!.querySelectorAll('[part~="step"]')].map((step) => text(step));
    expect(steps()).to.deep.equal(['Contact', 'Payment', 'Review']);
    await continueSignedIn(store);
    expect([...store.done]).to.deep.equal(['contact', 'payment']);
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
    sandbox().clearSent();
    await continueSignedIn(store);
    await until(() => partText(preOffers(), 'offer-title') === 'Need filters?', 'the pre-purchase offer');
    // The express path did delivery and payment first; only the review asked for an offer.
    const sent = (await sandbox().sent()).map((r) => `${r.method} ${r.path.replace(cartId, ':cart')}`);
    const firstOffer = sent.findIndex((line) => line.includes('/funnels/'));
    expect(sent.slice(0, firstOffer).filter((line) => line.startsWith('PATCH'))).to.have.length(2);
    expect(sent.slice(firstOffer)).to.not.include('PATCH /carts/:cart');
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
