/**
 * The purchase from the review: one `checkout.purchase` per attempt with an `idempotency-key`,
 * 3-D Secure through the payment method's gateway adapter, failures on the step at fault with
 * nothing typed lost, `PURCHASE_COMPLETED` once, then the receipt or `custom_success_url`, and a
 * fresh cart (`CART_RESET`) on the next change.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import type { CheckoutStore } from '../../src/controller/checkout/checkout-store.js';
import { GATEWAY_LOADERS, GatewayError, type GatewayAdapter } from '../../src/ui/gateways/gateway.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import type { SentRequest } from '../../sandbox/testing.js';
import { US_ADDRESS } from '../../sandbox/test/data.js';
import { deepActiveElement } from '../elements/element-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import {
  navigations,
  nextEvent,
  recordEvents,
  rendered,
  setPageUrl,
  setupWidget,
  startWidget,
} from '../widget/helpers.js';
import {
  buttonNamed,
  checkoutUpdated,
  openCheckout,
  partText,
  stepRoot,
  stepShown,
} from './checkout-helpers.js';
import { MUGS_TOTAL, SAVED_CARD } from '../../sandbox/test-facts.js';
import { CART_PARAMS } from '../../src/core/cart-model.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Two mugs in the cart of the signed-in test customer, attached, delivered to Portland by Standard,
 * paid with `card`; the checkout opened on the review with the earlier steps done.
 */
async function reviewWith(svcCart: SvcCart, card = SAVED_CARD.pays): Promise<CheckoutStore> {
  await svcCart.addItem({ productId: 201, quantity: 2 });
  await svcCart.sdk!.auth.login({ email: 'shopper@example.com', password: 'demo1234' });
  await svcCart.authenticate();
  await svcCart.changeCart('test', (sdk) => sdk.cart.attachCustomer(CART_PARAMS));
  await svcCart.changeCart('test', (sdk) =>
    sdk.cart.update({ shippingAddress: US_ADDRESS, shippingMethodId: 1, paymentMethodId: card }, CART_PARAMS),
  );
  const store = await svcCart.loadCheckout();
  store.contact.email = 'shopper@example.com';
  store.payment.paymentMethodId = card;
  for (const step of ['contact', 'delivery', 'payment'] as const) store.done.add(step);
  store.goTo('review');
  await openCheckout(svcCart, 'review');
  return store;
}

const payButton = () => stepRoot('review').querySelector<HTMLButtonElement>('[part~="submit-button"]')!;

describe('checkout purchase', () => {
  const sandbox = setupWidget();
  /** The purchase requests that left the client. */
  const purchases = async (): Promise<SentRequest[]> =>
    (await sandbox().sent()).filter((r) => r.method === 'POST' && /^\/carts\/[^/]+\/purchase$/.test(r.path));
  const charges = () => sandbox().store.charges.map(({ amount, kind }) => ({ amount, kind }));

  /**
   * A gateway adapter for the sandbox's type, the one `store` loads, that records verifications
   * and passes or fails them.
   */
  function testAdapter(store: CheckoutStore, outcome: 'pass' | 'fail') {
    const verified: { token: string; host: HTMLElement }[] = [];
    const adapter: GatewayAdapter = {
      type: 'sandbox',
      mount: async () => undefined,
      tokenize: async () => ({ token: 'tok_4242' }),
      verify: async (intent, host) => {
        verified.push({ token: intent.token, host });
        if (outcome === 'fail')
          throw new GatewayError('verification_failed', 'The bank could not verify this payment.');
        return `3ds_${intent.token}`;
      },
      unmount: () => undefined,
    };
    store.gatewayLoaders = { ...GATEWAY_LOADERS, sandbox: async () => ({ createAdapter: () => adapter }) };
    return verified;
  }

  it('pays with the saved 4242 card: one purchase with an idempotency key, PURCHASE_COMPLETED, the receipt', async () => {
    const svcCart = await startWidget();
    const store = await reviewWith(svcCart);
    const cartId = svcCart.cart!.id;
    sandbox().clearSent();
    const completed: unknown[] = [];
    svcCart.events.on('PURCHASE_COMPLETED', (error, data) => completed.push({ error, data }));
    const updated = nextEvent(svcCart, 'CART_UPDATED');

    expect(payButton().textContent!.trim()).to.equal('Pay $36.71');
    payButton().click();
    await stepShown('done');

    const [request, ...more] = await purchases();
    expect(more).to.deep.equal([]);
    expect(request!.path).to.equal(`/carts/${cartId}/purchase`);
    expect(request!.body).to.deep.equal({});
    expect(request!.headers.get('idempotency-key')).to.match(UUID);
    expect(charges()).to.deep.equal([{ amount: MUGS_TOTAL, kind: 'purchase' }]);

    expect(completed).to.have.length(1);
    const { error, data } = completed[0] as {
      error: null;
      data: { cart: { id: string; status: string }; purchase: { invoice: { total: number } } };
    };
    expect(error).to.equal(null);
    expect([data.cart.id, data.cart.status]).to.deep.equal([cartId, 'purchased']);
    expect(data.purchase.invoice.total).to.equal(MUGS_TOTAL);
    expect(data.purchase).to.equal(store.purchase);
    expect(data.cart).to.equal(store.purchasedCart);
    // The controller holds the purchased cart, read again through its queue.
    expect((await updated).data).to.equal(svcCart.cart);
    expect(svcCart.cart!.status).to.equal('purchased');

    const receipt = stepRoot('done');
    expect(partText(receipt, 'step-title')).to.equal('Thank you for your order!');
    expect(deepActiveElement()).to.equal(receipt.querySelector('[part~="step-title"]'));
    expect(partText(receipt, 'receipt-email')).to.equal(
      'A confirmation is on its way to shopper@example.com.',
    );
    const order = (store.purchase!.orders[0]!.id as number).toString();
    expect(partText(receipt, 'receipt-facts')).to.equal(`Order number #${order} Paid today $36.71`);
    expect(partText(receipt, 'order-lines')).to.equal('Ceramic Mug Sand Quantity: 2 $28.00');
  });

  it('a double click and Enter pressed again and again send exactly one purchase', async () => {
    const svcCart = await startWidget();
    await reviewWith(svcCart);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    sandbox().worker.use(
      http.post(
        '*/storefront/v1/carts/:cartId/purchase',
        async () => {
          await held;
          return undefined;
        },
        { once: true },
      ),
    );
    sandbox().clearSent();
    const button = payButton();
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, detail: 1 }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, detail: 2 }));
    await waitFor(() => button.getAttribute('aria-disabled') === 'true', 'the busy pay button');
    expect(button.getAttribute('aria-busy')).to.equal('true');
    expect(button.disabled).to.equal(false);
    button.focus();
    for (let presses = 0; presses < 5; presses++) await sendKeys({ press: 'Enter' });
    button.click();
    release();
    await stepShown('done');
    expect(await purchases()).to.have.length(1);
    expect(charges()).to.have.length(1);
  });

  it('a network failure shows "Try again", which sends the same idempotency key; one charge', async () => {
    const svcCart = await startWidget();
    const store = await reviewWith(svcCart);
    sandbox().worker.use(
      http.post('*/storefront/v1/carts/:cartId/purchase', () => HttpResponse.error(), { once: true }),
    );
    sandbox().clearSent();
    payButton().click();
    await waitFor(() => partText(stepRoot('review'), 'view-error') !== null, 'the purchase error');
    const review = stepRoot('review');
    expect(partText(review, 'view-error')).to.equal(
      'We could not reach the shop, so we do not know yet whether your payment went through. Try again: you will not be charged twice.',
    );
    expect(payButton().textContent!.trim()).to.equal('Try again');
    expect(deepActiveElement()).to.equal(payButton());
    expect(store.step).to.equal('review');
    expect(svcCart.cart!.status).to.equal('open');

    buttonNamed(review, 'Try again').click();
    await stepShown('done');
    const [first, second, ...more] = await purchases();
    expect(more).to.deep.equal([]);
    expect(second!.headers.get('idempotency-key')).to.equal(first!.headers.get('idempotency-key'));
    expect(second!.body).to.deep.equal({});
    expect(charges()).to.deep.equal([{ amount: MUGS_TOTAL, kind: 'purchase' }]);
  });

  it('an answer lost after the charge: "Try again" answers the first purchase, charged once', async () => {
    const svcCart = await startWidget();
    const store = await reviewWith(svcCart);
    // The purchase reaches the sandbox (which charges), but its answer never reaches the widget.
    sandbox().worker.use(
      http.post(
        '*/storefront/v1/carts/:cartId/purchase',
        async ({ request }) => {
          await fetch(request.clone());
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    payButton().click();
    await waitFor(() => payButton().textContent!.trim() === 'Try again', 'Try again');
    expect(charges()).to.have.length(1);
    payButton().click();
    await stepShown('done');
    expect(charges()).to.have.length(1);
    expect(store.purchase!.invoice!.total).to.equal(MUGS_TOTAL);
  });

  it('a declined card (0002) sends the shopper to payment with the message; cart and choices stay', async () => {
    const svcCart = await startWidget();
    const store = await reviewWith(svcCart, SAVED_CARD.declined);
    store.contact.firstName = 'Samantha';
    const items = svcCart.cart!.items;
    sandbox().clearSent();
    payButton().click();
    await waitFor(() => store.step === 'payment', 'the payment step');
    expect(store.errors.payment!.message).to.equal('The card was declined. Choose another payment method.');
    expect(svcCart.cart!.status).to.equal('open');
    expect(svcCart.cart!.items).to.deep.equal(items);
    expect(svcCart.cart!.paymentMethodId).to.equal(SAVED_CARD.declined);
    expect(store.contact.firstName).to.equal('Samantha');
    expect([...store.done]).to.include.members(['contact', 'delivery', 'payment']);
    expect(store.purchase).to.equal(null);
    expect(charges()).to.deep.equal([]);
    const declinedKey = (await purchases())[0]!.headers.get('idempotency-key');

    // Another card chosen, back on the review: a new attempt with a new key pays.
    await svcCart.changeCart('test', (sdk) =>
      sdk.cart.update({ paymentMethodId: SAVED_CARD.pays }, CART_PARAMS),
    );
    store.complete('payment');
    await stepShown('review');
    payButton().click();
    await stepShown('done');
    const [, paid] = await purchases();
    expect(paid!.headers.get('idempotency-key')).to.match(UUID).and.not.equal(declinedKey);
    expect(charges()).to.deep.equal([{ amount: MUGS_TOTAL, kind: 'purchase' }]);
  });

  it('a cart without a delivery method sends the shopper to delivery, naming the field', async () => {
    const svcCart = await startWidget();
    const store = await reviewWith(svcCart);
    await svcCart.changeCart('test', (sdk) => sdk.cart.update({ shippingMethodId: null }, CART_PARAMS));
    await checkoutUpdated();
    payButton().click();
    await waitFor(() => store.step === 'delivery', 'the delivery step');
    expect(store.errors.delivery).to.deep.equal({
      message: 'Choose a delivery address and method first.',
      fields: { shippingMethodId: ['Required for this cart.'] },
    });
    expect(store.purchaseAttempt).to.equal(null);
    expect(charges()).to.deep.equal([]);
  });

  it('a sign-in that ran out sends the shopper to contact', async () => {
    const svcCart = await startWidget();
    const store = await reviewWith(svcCart);
    svcCart.sdk!.auth.logout();
    payButton().click();
    await waitFor(() => store.step === 'contact', 'the contact step');
    expect(store.errors.contact!.message).to.equal('A signed-in customer is required for this operation.');
    expect(charges()).to.deep.equal([]);
  });

  it('a 3-D Secure card (3184) is verified by the gateway adapter, the intent confirmed, then paid', async () => {
    const svcCart = await startWidget();
    const store = await reviewWith(svcCart, SAVED_CARD.threeDSecure);
    const verified = testAdapter(store, 'pass');
    const cartId = svcCart.cart!.id;
    const reviewRoot = stepRoot('review');
    sandbox().clearSent();
    payButton().click();
    await stepShown('done');

    const sent = (await sandbox().sent()).filter(
      (r) => r.method === 'POST' || r.path.startsWith('/payment-intents'),
    );
    expect(sent.map((r) => `${r.method} ${r.path.replace(/pi_\w+/, 'pi')}`)).to.deep.equal([
      `POST /carts/${cartId}/purchase`,
      'GET /payment-intents/pi',
      'POST /payment-intents/pi/confirm',
      `POST /carts/${cartId}/purchase`,
    ]);
    const [first, , confirm, second] = sent;
    const intentId = second!.body as { paymentIntentId: string };
    expect(intentId.paymentIntentId).to.match(/^pi_/);
    expect(verified).to.have.length(1);
    expect(confirm!.body).to.deep.equal({ externalPaymentId: `3ds_${verified[0]!.token}` });
    expect(first!.body).to.deep.equal({});
    expect(second!.headers.get('idempotency-key'))
      .to.match(UUID)
      .and.not.equal(first!.headers.get('idempotency-key'));
    // The challenge is drawn inside the review (inside the modal drawer).
    expect(verified[0]!.host.getAttribute('part')).to.equal('verification');
    expect(verified[0]!.host.getRootNode()).to.equal(reviewRoot);
    expect(charges()).to.deep.equal([{ amount: MUGS_TOTAL, kind: 'purchase' }]);
    expect(store.purchase!.invoice!.total).to.equal(MUGS_TOTAL);
  });

  it('a failed verification sends the shopper to payment with the message; nothing confirmed or charged', async () => {
    const svcCart = await startWidget();
    const store = await reviewWith(svcCart, SAVED_CARD.threeDSecure);
    testAdapter(store, 'fail');
    sandbox().clearSent();
    payButton().click();
    await waitFor(() => store.step === 'payment', 'the payment step');
    expect(store.errors.payment!.message).to.equal(
      'The bank could not verify this payment. Choose another payment method or try again.',
    );
    const sent = await sandbox().sent();
    expect(sent.filter((r) => r.path.endsWith('/confirm'))).to.deep.equal([]);
    expect(await purchases()).to.have.length(1);
    expect(charges()).to.deep.equal([]);
    expect(svcCart.cart!.status).to.equal('open');
    expect(store.purchaseAttempt).to.equal(null);
  });

  it('with custom_success_url the widget leaves for that page after PURCHASE_COMPLETED', async () => {
    setPageUrl('/?custom_success_url=%2Fthank-you%3Forder%3D1');
    const svcCart = await startWidget();
    const store = await reviewWith(svcCart);
    const completed = nextEvent(svcCart, 'PURCHASE_COMPLETED');
    payButton().click();
    await completed;
    await waitFor(() => navigations.length > 0, 'the redirect');
    expect(navigations).to.deep.equal([`${location.origin}/thank-you?order=1`]);
    await checkoutUpdated();
    expect(store.step).to.equal('review');
    expect(partText(stepRoot('review'), 'view-status')).to.equal(
      'Payment received. Taking you to your receipt…',
    );
    expect(stepRoot('review').querySelector('[part~="submit-button"]')).to.equal(null);
  });

  it('a custom_success_url of another site is not followed: the receipt shows', async () => {
    setPageUrl('/?custom_success_url=https%3A%2F%2Fevil.example%2Fphish');
    const svcCart = await startWidget();
    await reviewWith(svcCart);
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
    try {
      payButton().click();
      await stepShown('done');
    } finally {
      console.warn = warn;
    }
    expect(navigations).to.deep.equal([]);
    expect(warnings).to.deep.equal([
      'Cart Widget: custom_success_url https://evil.example/phish is not a page of this site; showing the receipt',
    ]);
  });

  it('the next addItem after the purchase starts a new cart: CART_RESET, then the item in it', async () => {
    const svcCart = await startWidget();
    await reviewWith(svcCart);
    payButton().click();
    await stepShown('done');
    const bought = svcCart.cart!.id;
    const events = recordEvents(svcCart);
    const reset = nextEvent(svcCart, 'CART_RESET');
    await svcCart.addItem({ productId: 231, quantity: 1 });
    expect(events).to.deep.equal(['CART_RESET', 'CART_UPDATED']);
    const fresh = (await reset).data as { id: string; items: unknown[] };
    expect(fresh.id).to.not.equal(bought);
    expect(fresh.items).to.deep.equal([]);
    expect(svcCart.cart!.id).to.equal(fresh.id);
    expect(svcCart.cart!.items.map((item) => [item.productId, item.quantity])).to.deep.equal([[231, 1]]);
    expect(svcCart.cart!.status).to.equal('open');
  });

  it('"Continue shopping" closes the widget on a new cart; the next open shows its summary', async () => {
    const svcCart = await startWidget();
    await reviewWith(svcCart);
    payButton().click();
    await stepShown('done');
    const bought = svcCart.cart!.id;
    const events = recordEvents(svcCart);
    buttonNamed(stepRoot('done'), 'Continue shopping').click();
    await waitFor(() => events.includes('CART_RESET'), 'the new cart');
    expect(events).to.deep.equal(['CART_CLOSE', 'CART_UPDATED', 'CART_RESET']);
    expect(svcCart.isOpen).to.equal(false);
    expect(svcCart.cart!.id).to.not.equal(bought);
    expect(svcCart.cart!.items).to.deep.equal([]);
    svcCart.open();
    await rendered();
    expect(svcCart.view).to.equal('summary');
    expect((await svcCart.loadCheckout()).purchase).to.equal(null);
    expect((await svcCart.loadCheckout()).step).to.equal('contact');
  });
});
