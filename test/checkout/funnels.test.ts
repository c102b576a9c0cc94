/**
 * Funnel offers in the checkout (`svc-checkout-offers`), one at a time and where the shopper is not
 * filling in a form: in the review the pre-purchase offer, then the mid-purchase one (accept adds
 * to the cart, reject skips and brings no other offer in its place at once), the post-purchase
 * offers on the receipt (accept charges the card of the purchase once, with 3-D Secure when
 * asked), the pre-purchase sequence and its refresh, and no offer when nothing is left.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import type { CheckoutStore } from '../../src/controller/checkout/checkout-store.js';
import { GATEWAY_LOADERS, type GatewayAdapter } from '../../src/ui/gateways/gateway.js';
import '../../src/checkout/svc-checkout-offers/index.js';
import type { SvcCheckoutOffers } from '../../src/checkout/svc-checkout-offers/index.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { US_ADDRESS } from '../../sandbox/test/data.js';
import { deepActiveElement } from '../elements/element-helpers.js';
import { until } from '../shared/wait.js';
import { waitFor } from '../shared/widget-wait.js';
import { nextEvent, setupWidget, startWidget } from '../widget/helpers.js';
import { buttonNamed, openCheckout, partText, stepRoot, stepShown } from './checkout-helpers.js';
import { SAVED_CARD } from '../../sandbox/test-facts.js';
import { CART_PARAMS } from '../../src/core/cart-model.js';

/**
 * `items` in the cart of the signed-in test customer, attached, delivered to Portland by Standard,
 * paid with `card`; the checkout opened on the review with the earlier steps done. Unless `pre`,
 * the pre-purchase offers were answered (skipped) before, so the review shows the mid-purchase one.
 */
async function reviewWith(
  svcCart: SvcCart,
  { card = SAVED_CARD.pays, items = [{ productId: 201, quantity: 2 }], pre = false } = {},
): Promise<CheckoutStore> {
  for (const item of items) await svcCart.addItem(item);
  if (!pre) for (const step of [1, 2]) await svcCart.sdk!.funnels.prePurchaseReject(svcCart.cart!.id, step);
  await svcCart.sdk!.auth.login({ email: 'shopper@example.com', password: 'demo1234' });
  await svcCart.authenticate();
  await svcCart.changeCart('test', (sdk) => sdk.cart.attachCustomer(CART_PARAMS));
  await svcCart.changeCart('test', (sdk) =>
    sdk.cart.update({ shippingAddress: US_ADDRESS, shippingMethodId: 1, paymentMethodId: card }, CART_PARAMS),
  );
  const store = await svcCart.loadCheckout();
  for (const step of ['contact', 'delivery', 'payment'] as const) store.done.add(step);
  store.goTo('review');
  await openCheckout(svcCart, 'review');
  return store;
}

/** The offers element of a step and its shadow root. */
const offersIn = (step: 'review' | 'done') =>
  stepRoot(step).querySelector<SvcCheckoutOffers>('svc-checkout-offers')!;
const offers = (step: 'review' | 'done') => offersIn(step).shadowRoot!;
const offerTitle = (step: 'review' | 'done') => partText(offers(step), 'offer-title');
const payLabel = () => partText(stepRoot('review'), 'submit-button');

/** Pays the review with the pay button and waits for the receipt. */
async function pay(): Promise<void> {
  stepRoot('review').querySelector<HTMLButtonElement>('[part~="submit-button"]')!.click();
  await stepShown('done');
}

describe('checkout funnel offers', () => {
  const sandbox = setupWidget();

  const funnelRequests = async () =>
    (await sandbox().sent())
      .filter((r) => r.path.includes('/funnels/'))
      .map((r) => ({ method: r.method, path: r.path, body: r.body }));
  const charges = () => sandbox().store.charges.map(({ amount, kind }) => ({ amount, kind }));

  describe('mid-purchase, in the review', () => {
    it('shows the offer: its title, the product and its price, Accept and "No thanks"', async () => {
      const svcCart = await startWidget();
      await reviewWith(svcCart);
      await waitFor(() => offerTitle('review') === 'A mug to match', 'the mid-purchase offer');
      expect(partText(offers('review'), 'offer-product')).to.equal('Ceramic Mug Sand $14.00');
      expect(partText(offers('review'), 'offer-accept')).to.equal('Add to order');
      expect(partText(offers('review'), 'offer-reject')).to.equal('No thanks');
      expect(partText(offers('review'), 'offer-discount')).to.equal(null);
      const fetches = (await funnelRequests()).filter((r) => r.method === 'GET');
      // The pre-purchase phase first; it has nothing left, so the mid-purchase phase's offer shows.
      expect(fetches.map((r) => r.path)).to.deep.equal([
        `/carts/${svcCart.cart!.id}/funnels/pre-purchase`,
        `/carts/${svcCart.cart!.id}/funnels/mid-purchase`,
      ]);
      const fetch = (await sandbox().sent()).find((r) => r.path.endsWith('/funnels/mid-purchase'))!;
      expect(fetch.url.searchParams.getAll('expand[]')).to.deep.equal(['parent']);
    });

    it('accepting adds the mug to the cart (exact request), reads the cart again and updates "Pay"', async () => {
      const svcCart = await startWidget();
      await reviewWith(svcCart);
      const cartId = svcCart.cart!.id;
      await waitFor(() => offerTitle('review') === 'A mug to match', 'the mid-purchase offer');
      sandbox().clearSent();
      const updated = nextEvent(svcCart, 'CART_UPDATED');
      buttonNamed(offers('review'), 'Add to order').click();
      const { data } = await updated;
      expect(
        (data as { items: { productId: number; quantity: number }[] }).items.map((i) => [
          i.productId,
          i.quantity,
        ]),
      ).to.deep.equal([[201, 3]]);
      await waitFor(() => offerTitle('review') === null, 'the offer answered');
      const sent = await sandbox().sent();
      expect(sent.map((r) => `${r.method} ${r.path}`).slice(0, 2)).to.deep.equal([
        `POST /carts/${cartId}/funnels/mid-purchase/3/accept`,
        `GET /carts/${cartId}`,
      ]);
      expect(sent[0]!.body).to.deep.equal({ offers: [{ productId: 201 }] });
      expect(svcCart.cart).to.equal(data);
      // 3 × 1400 = 4200; Standard 599 (under 50.00); tax round(4799 × 8%) = 384.
      expect(payLabel()).to.equal('Pay $51.83');
      expect(partText(offers('review'), 'offers-status')).to.equal(
        'Added to your order: Ceramic Mug (Sand).',
      );
      expect(deepActiveElement()).to.equal(stepRoot('review').querySelector('[part~="submit-button"]'));
    });

    it('"No thanks" skips it: the reject request, no other offer in its place at once, the cart unchanged', async () => {
      const svcCart = await startWidget();
      await reviewWith(svcCart);
      const cartId = svcCart.cart!.id;
      await waitFor(() => offerTitle('review') === 'A mug to match', 'the mid-purchase offer');
      const before = svcCart.cart;
      sandbox().clearSent();
      buttonNamed(offers('review'), 'No thanks').click();
      await waitFor(() => offers('review').querySelector('[part~="offers"]') === null, 'no offer');
      expect(await funnelRequests()).to.deep.equal([
        { method: 'POST', path: `/carts/${cartId}/funnels/mid-purchase/3/reject`, body: undefined },
      ]);
      expect(svcCart.cart).to.equal(before);
      expect(payLabel()).to.equal('Pay $36.71');
      expect(deepActiveElement()).to.equal(stepRoot('review').querySelector('[part~="submit-button"]'));
    });

    it('an offer that cannot be fetched is left out; the review still pays', async () => {
      sandbox().worker.use(
        http.get('*/storefront/v1/carts/:cartId/funnels/mid-purchase', () =>
          HttpResponse.json({ code: 'oops', message: 'Down' }, { status: 500 }),
        ),
      );
      const warn = console.warn;
      const warnings: string[] = [];
      console.warn = (...args: unknown[]) => warnings.push(String(args[0]));
      try {
        const svcCart = await startWidget();
        await reviewWith(svcCart);
        await waitFor(() => warnings.length > 0, 'the warning');
        expect(warnings).to.deep.equal(['Cart Widget: the mid-purchase offer could not be loaded']);
        expect(offers('review').querySelector('[part~="offers"]')).to.equal(null);
        await pay();
      } finally {
        console.warn = warn;
      }
    });
  });

  describe('pre-purchase, in the review', () => {
    it('comes first, after every field and choice; "No thanks" leaves its place empty; shown again, the next', async () => {
      const svcCart = await startWidget();
      const store = await reviewWith(svcCart, { pre: true });
      const cartId = svcCart.cart!.id;
      await waitFor(() => offerTitle('review') === 'Need filters?', 'the pre-purchase offer');
      // After the choices and the code entries, before the pay bar: nothing the shopper fills in moves.
      const review = stepRoot('review');
      const after = (first: string, second: Element) =>
        Boolean(
          review.querySelector(`[part~="${first}"]`)!.compareDocumentPosition(second) &
          Node.DOCUMENT_POSITION_FOLLOWING,
        );
      expect(after('choices', offersIn('review'))).to.equal(true);
      expect(after('codes', offersIn('review'))).to.equal(true);
      expect(
        Boolean(
          offersIn('review').compareDocumentPosition(review.querySelector('[part~="view-actions"]')!) &
          Node.DOCUMENT_POSITION_FOLLOWING,
        ),
      ).to.equal(true);
      sandbox().clearSent();
      buttonNamed(offers('review'), 'No thanks').click();
      await waitFor(() => offers('review').querySelector('[part~="offers"]') === null, 'no offer');
      expect((await funnelRequests()).map((r) => `${r.method} ${r.path}`)).to.deep.equal([
        `POST /carts/${cartId}/funnels/pre-purchase/1/reject`,
      ]);
      expect(deepActiveElement()).to.equal(review.querySelector('[part~="submit-button"]'));
      // The shopper changes the delivery and comes back: the review shows the next offer.
      store.goTo('delivery');
      await stepShown('delivery');
      store.goTo('review');
      await stepShown('review');
      await waitFor(() => offerTitle('review') === 'Learn to brew', 'the next pre-purchase offer');
    });

    it('an offer that must be delivered, accepted in a cart that needed no delivery, leads to the delivery step', async () => {
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 231, quantity: 1 });
      await svcCart.sdk!.auth.login({ email: 'shopper@example.com', password: 'demo1234' });
      await svcCart.authenticate();
      await svcCart.changeCart('test', (sdk) => sdk.cart.attachCustomer(CART_PARAMS));
      await svcCart.changeCart('test', (sdk) =>
        sdk.cart.update({ paymentMethodId: SAVED_CARD.pays }, CART_PARAMS),
      );
      const store = await svcCart.loadCheckout();
      expect(store.steps).to.deep.equal(['contact', 'payment', 'review']);
      store.done.add('contact');
      store.done.add('payment');
      store.goTo('review');
      await openCheckout(svcCart, 'review');
      await waitFor(() => offerTitle('review') === 'Need filters?', 'the pre-purchase offer');
      buttonNamed(offers('review'), 'Add to order').click();
      await stepShown('delivery');
      expect(store.steps).to.deep.equal(['contact', 'delivery', 'payment', 'review']);
      expect(store.step).to.equal('delivery');
    });
  });

  describe('post-purchase, on the receipt', () => {
    it('shows the discounted offer; "Buy now" charges the card once (exact request), then the next offer', async () => {
      const svcCart = await startWidget();
      await reviewWith(svcCart);
      await pay();
      const cartId = svcCart.cart!.id;
      await waitFor(() => offerTitle('done') === 'Add a second bag next time', 'the post-purchase offer');
      expect(partText(offers('done'), 'offer-product')).to.equal(
        'Single Origin Beans Colombia Huila Was $11.00 now $8.80',
      );
      expect(partText(offers('done'), 'offer-discount')).to.equal('20% off');
      expect(partText(offers('done'), 'offer-note')).to.equal(
        'Charged to the payment method you just used, with any shipping and tax.',
      );
      sandbox().clearSent();
      const buy = buttonNamed(offers('done'), 'Buy now');
      buy.click();
      buy.click();
      await waitFor(() => offerTitle('done') === 'Try the tea club', 'the next offer');
      const accepts = (await funnelRequests()).filter((r) => r.path.endsWith('/accept'));
      expect(accepts).to.deep.equal([
        {
          method: 'POST',
          path: `/carts/${cartId}/funnels/post-purchase/4/accept`,
          body: { offers: [{ productId: 402 }] },
        },
      ]);
      // 1100 less 20% = 880; Standard 599; tax round(1479 × 8%) = 118.
      expect(charges()).to.deep.equal([
        { amount: 3671, kind: 'purchase' },
        { amount: 1597, kind: 'post_purchase' },
      ]);
      expect(partText(offers('done'), 'offers-status')).to.equal(
        'Added to your order: Single Origin Beans (Colombia Huila). Charged: $15.97.',
      );
      expect(deepActiveElement()).to.equal(offers('done').querySelector('[part~="offer-title"]'));
    });

    it('with the 3-D Secure card the offer charge is verified by the gateway adapter first', async () => {
      const verified: string[] = [];
      const adapter: GatewayAdapter = {
        type: 'sandbox',
        mount: async () => undefined,
        tokenize: async () => ({ token: 'tok_3184' }),
        verify: async (intent) => {
          verified.push(intent.token);
          return `3ds_${intent.token}`;
        },
        unmount: () => undefined,
      };
      const svcCart = await startWidget();
      const store = await reviewWith(svcCart, { card: SAVED_CARD.threeDSecure });
      store.gatewayLoaders = { ...GATEWAY_LOADERS, sandbox: async () => ({ createAdapter: () => adapter }) };
      await pay();
      const cartId = svcCart.cart!.id;
      await waitFor(() => offerTitle('done') === 'Add a second bag next time', 'the post-purchase offer');
      sandbox().clearSent();
      buttonNamed(offers('done'), 'Buy now').click();
      await waitFor(() => offerTitle('done') === 'Try the tea club', 'the next offer');
      const accepts = (await funnelRequests()).filter((r) => r.path.endsWith('/accept'));
      expect(accepts.map((r) => r.body)).to.deep.equal([
        { offers: [{ productId: 402 }] },
        {
          offers: [{ productId: 402 }],
          paymentIntentId: (accepts[1]!.body as { paymentIntentId: string }).paymentIntentId,
        },
      ]);
      expect(accepts.every((r) => r.path === `/carts/${cartId}/funnels/post-purchase/4/accept`)).to.equal(
        true,
      );
      expect((accepts[1]!.body as { paymentIntentId: string }).paymentIntentId).to.match(/^pi_/);
      // One verification for the purchase, one for the offer.
      expect(verified).to.have.length(2);
      expect(charges()).to.deep.equal([
        { amount: 3671, kind: 'purchase' },
        { amount: 1597, kind: 'post_purchase' },
      ]);
    });

    it('"No thanks" brings no second offer in its place: no offer shows and focus goes to "Continue shopping"', async () => {
      const svcCart = await startWidget();
      await reviewWith(svcCart);
      await pay();
      const cartId = svcCart.cart!.id;
      await waitFor(() => offerTitle('done') === 'Add a second bag next time', 'the post-purchase offer');
      sandbox().clearSent();
      buttonNamed(offers('done'), 'No thanks').click();
      await waitFor(() => offers('done').querySelector('[part~="offers"]') === null, 'no offer');
      expect((await funnelRequests()).map((r) => `${r.method} ${r.path}`)).to.deep.equal([
        `POST /carts/${cartId}/funnels/post-purchase/4/reject`,
      ]);
      expect(charges()).to.have.length(1);
      expect(deepActiveElement()).to.equal(buttonNamed(stepRoot('done'), 'Continue shopping'));
    });
  });

  describe('pre-purchase', () => {
    /** The pre-purchase offers element, placed in the widget (the checkout's start places it). */
    async function preOffers(store: CheckoutStore): Promise<SvcCheckoutOffers> {
      const element = document.createElement('svc-checkout-offers');
      element.phase = 'pre';
      element.store = store;
      document.querySelector('svc-cart-root')!.append(element);
      await element.updateComplete;
      return element;
    }
    const title = (element: SvcCheckoutOffers) => partText(element.shadowRoot!, 'offer-title');

    it('accept adds the offered filters (exact request, cart read again), then the next offer', async () => {
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 101 });
      const cartId = svcCart.cart!.id;
      const element = await preOffers(await svcCart.loadCheckout());
      await waitFor(() => title(element) === 'Need filters?', 'the first offer');
      sandbox().clearSent();
      buttonNamed(element.shadowRoot!, 'Add to order').click();
      await waitFor(() => title(element) === 'Learn to brew', 'the second offer');
      expect((await funnelRequests()).slice(0, 1)).to.deep.equal([
        {
          method: 'POST',
          path: `/carts/${cartId}/funnels/pre-purchase/1/accept`,
          body: { offers: [{ productId: 211 }] },
        },
      ]);
      expect(svcCart.cart!.items.map((item) => item.productId)).to.deep.equal([101, 211]);
      element.remove();
    });

    it('starts again (refresh) when the cart changed since the offers were answered, not otherwise', async () => {
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 201, quantity: 1 });
      const cartId = svcCart.cart!.id;
      const store = await svcCart.loadCheckout();
      const element = await preOffers(store);
      await waitFor(() => title(element) === 'Need filters?', 'the first offer');
      buttonNamed(element.shadowRoot!, 'No thanks').click();
      await waitFor(() => element.shadowRoot!.querySelector('[part~="offers"]') === null, 'no offer at once');
      // Shown again: the sequence goes on with the second offer.
      element.remove();
      document.querySelector('svc-cart-root')!.append(element);
      await waitFor(() => title(element) === 'Learn to brew', 'the second offer');
      buttonNamed(element.shadowRoot!, 'No thanks').click();
      await waitFor(() => element.shadowRoot!.querySelector('[part~="offers"]') === null, 'no offer');

      // Back to the cart and into the checkout again, nothing changed: no refresh, no offer.
      element.remove();
      sandbox().clearSent();
      document.querySelector('svc-cart-root')!.append(element);
      await until(async () => (await funnelRequests()).length, 'the funnel asked again');
      await element.updateComplete;
      expect(element.shadowRoot!.querySelector('[part~="offers"]')).to.equal(null);
      const quiet = await funnelRequests();
      expect(quiet.map((r) => `${r.method} ${r.path}`)).to.deep.equal([
        `GET /carts/${cartId}/funnels/pre-purchase`,
      ]);

      // The shopper changed the cart: the sequence starts again.
      element.remove();
      await svcCart.addItem({ productId: 231, quantity: 1 });
      sandbox().clearSent();
      document.querySelector('svc-cart-root')!.append(element);
      await waitFor(() => title(element) === 'Need filters?', 'the first offer again');
      expect((await funnelRequests()).map((r) => `${r.method} ${r.path}`)).to.deep.equal([
        `POST /carts/${cartId}/funnels/pre-purchase/refresh`,
        `GET /carts/${cartId}/funnels/pre-purchase`,
      ]);
      element.remove();
    });
  });
});
