/**
 * The checkout store listens to the controller's events (`CART_CLOSE`, `SIGN_OUT`) only while it is
 * the store of the current cart: the store a new cart replaces, and the store of a purchase once
 * the receipt is left, stop listening, so listeners do not pile up over carts and purchases.
 */
import { expect } from '@open-wc/testing';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { US_ADDRESS } from '../../sandbox/test/data.js';
import { waitFor } from '../shared/widget-wait.js';
import { rendered, setupWidget, startWidget } from '../widget/helpers.js';
import { openCheckout, stepRoot, stepShown } from './checkout-helpers.js';
import { CART_PARAMS } from '../../src/core/cart-model.js';

/**
 * Follows the listeners of the events the store follows, registered from now on: gives their count
 * as `[CART_CLOSE, SIGN_OUT]`, each listener counted until it is removed (`off`, which the
 * function `on` returns calls too).
 */
function followListeners(svcCart: SvcCart): () => number[] {
  const events = svcCart.events;
  const live = new Map<string, Set<unknown>>([
    ['CART_CLOSE', new Set()],
    ['SIGN_OUT', new Set()],
  ]);
  const on = events.on.bind(events);
  const off = events.off.bind(events);
  events.on = (type, listener) => {
    live.get(type)?.add(listener);
    return on(type, listener);
  };
  events.off = (type, listener) => {
    live.get(type)?.delete(listener);
    off(type, listener);
  };
  return () => [...live.values()].map((listeners) => listeners.size);
}

/**
 * Buys two mugs as the signed-in test customer with the saved 4242 card (attached, delivered to
 * Portland by Standard, the earlier steps done) and leaves the receipt; resolves once the widget
 * has started the next cart.
 */
async function buyAndLeave(svcCart: SvcCart): Promise<void> {
  await svcCart.addItem({ productId: 201, quantity: 2 });
  await svcCart.changeCart('test', (sdk) => sdk.cart.attachCustomer(CART_PARAMS));
  await svcCart.changeCart('test', (sdk) =>
    sdk.cart.update({ shippingAddress: US_ADDRESS, shippingMethodId: 1, paymentMethodId: 1 }, CART_PARAMS),
  );
  const store = await svcCart.loadCheckout();
  store.payment.paymentMethodId = 1;
  for (const step of ['contact', 'delivery', 'payment'] as const) store.done.add(step);
  store.goTo('review');
  await openCheckout(svcCart, 'review');
  const bought = svcCart.cart!.id;
  stepRoot('review').querySelector<HTMLButtonElement>('[part~="submit-button"]')!.click();
  await stepShown('done');
  svcCart.close();
  await rendered();
  await waitFor(() => svcCart.cart?.id !== bought && svcCart.busy.size === 0, 'the next cart');
}

describe('checkout store listeners', () => {
  setupWidget();

  it('the store of a new cart replaces the last one, listeners and all', async () => {
    const svcCart = await startWidget();
    const listeners = followListeners(svcCart);
    await svcCart.addItem({ productId: 201, quantity: 1 });
    const first = await svcCart.loadCheckout();
    expect(listeners()).to.deep.equal([1, 1]);
    for (let cart = 0; cart < 3; cart += 1) {
      await svcCart.resetCart();
      await svcCart.addItem({ productId: 201, quantity: 1 });
      expect(await svcCart.loadCheckout()).to.not.equal(first);
      expect(listeners()).to.deep.equal([1, 1]);
    }
  });

  it('after purchases whose receipt was left, only the checkout of the current cart listens', async function () {
    // Two purchases through the review: slow on a busy machine.
    this.timeout(30_000);
    const svcCart = await startWidget();
    const listeners = followListeners(svcCart);
    await svcCart.sdk!.auth.login({ email: 'shopper@example.com', password: 'demo1234' });
    await svcCart.authenticate();
    await buyAndLeave(svcCart);
    await buyAndLeave(svcCart);
    await svcCart.addItem({ productId: 201, quantity: 1 });
    await svcCart.loadCheckout();
    expect(listeners()).to.deep.equal([1, 1]);
  });
});
