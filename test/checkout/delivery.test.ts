/**
 * The checkout's delivery step: a saved address with a delivery method, failures and the busy
 * state, which carts go through delivery (digital-only carts skip it) and a gift. A new address is
 * in delivery-new-address.test.ts; pick-up and accessibility in delivery-pickup.test.ts.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { deepActiveElement } from '../elements/element-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { nextEvent, rendered, startWidget } from '../widget/helpers.js';
import { buttonNamed, checkoutElement, openCheckout, partText } from './checkout-helpers.js';
import {
  MUG,
  card,
  cards,
  choose,
  deliveryStep,
  deliverySuite,
  methodsShown,
  root,
  submit,
  text,
} from './delivery-suite.js';

describe('svc-checkout-delivery', () => {
  const { sandbox, methodLookups, cartUpdates } = deliverySuite();

  describe('a saved address', () => {
    it('shows the saved addresses with the default chosen and its methods, and Continue writes both', async () => {
      const { svcCart, store } = await deliveryStep();
      expect(deepActiveElement()).to.equal(root().querySelector('[part~="step-title"]'));
      expect(cards('address').map((c) => [c.text, c.input.checked])).to.deep.equal([
        ['Sam Shopper 100 Main Street, Apt 4 Portland, OR 97201 United States', true],
        ['Sam Shopper Shopper GmbH Hauptstraße 5 Berlin 10115 Germany', false],
        ['A new address', false],
      ]);
      expect(root().querySelector('input[name="addressOne"]')).to.equal(null);
      await methodsShown(2);
      expect(await methodLookups()).to.deep.equal([{ country: '840', zip: '97201' }]);
      // The cheapest method is chosen for the shopper; they can still change it.
      expect(cards('method').map((c) => [c.text, c.input.checked])).to.deep.equal([
        ['Standard 3–5 days $5.99', true],
        ['Express 1–2 days $14.99', false],
      ]);
      await choose(card('method', 'Express'));
      expect(cards('method').map((c) => c.input.checked)).to.deep.equal([false, true]);
      sandbox().clearSent();
      const updated = nextEvent(svcCart, 'CART_UPDATED');
      submit().click();
      await waitFor(() => store.step === 'payment', 'the payment step');
      const [update, ...more] = await cartUpdates();
      expect(more).to.deep.equal([]);
      expect(update!.body).to.deep.equal({ shippingAddressId: 1, shippingMethodId: 2 });
      expect(update!.url.searchParams.getAll('expand[]')).to.deep.equal(['items.product']);
      expect((await updated).data).to.equal(svcCart.cart);
      expect([
        svcCart.cart!.shippingAddressId,
        svcCart.cart!.shippingMethodId,
        svcCart.cart!.shipping,
      ]).to.deep.equal([1, 2, 1499]);
      expect(store.done.has('delivery')).to.equal(true);
      expect(store.errors.delivery).to.equal(undefined);
    });

    it('another saved address asks for its country’s methods; one method is chosen for the shopper', async () => {
      const { store } = await deliveryStep();
      await methodsShown(2);
      await choose(card('address', 'Sam Shopper Shopper GmbH'));
      await methodsShown(1);
      expect((await methodLookups()).at(-1)).to.deep.equal({ country: '276', zip: '10115' });
      expect(cards('method').map((c) => [c.text, c.input.checked])).to.deep.equal([
        ['International 5–9 days $12.99', true],
      ]);
      sandbox().clearSent();
      submit().click();
      await waitFor(() => store.step === 'payment', 'the payment step');
      expect((await cartUpdates()).map((r) => r.body)).to.deep.equal([
        { shippingAddressId: 2, shippingMethodId: 3 },
      ]);
    });

    it('chooses the free Standard for the shopper, and Continue alone writes it in one cart change', async () => {
      const { svcCart, store } = await deliveryStep({ items: [{ productId: 201, quantity: 4 }] });
      sandbox().clearSent();
      await methodsShown(2);
      expect(cards('method').map((c) => [c.text, c.input.checked])).to.deep.equal([
        ['Standard 3–5 days Free', true],
        ['Express 1–2 days $14.99', false],
      ]);
      // Chosen as a shopper's click chooses: nothing is sent before Continue.
      expect(await cartUpdates()).to.deep.equal([]);
      const updated = nextEvent(svcCart, 'CART_UPDATED');
      submit().click();
      await waitFor(() => store.step === 'payment', 'the payment step');
      expect((await cartUpdates()).map((r) => r.body)).to.deep.equal([
        { shippingAddressId: 1, shippingMethodId: 1 },
      ]);
      expect((await updated).data).to.equal(svcCart.cart);
      expect(svcCart.cart!.shippingMethodId).to.equal(1);
    });

    it('shows "Free" for a method that costs nothing and the method’s free-over rule', async () => {
      const { svcCart } = await deliveryStep({ items: [{ productId: 201, quantity: 4 }] });
      await methodsShown(2);
      // The sandbox applies the rule itself (the cart is over $50.00): Standard costs nothing.
      expect(cards('method').map((c) => c.text)).to.deep.equal([
        'Standard 3–5 days Free',
        'Express 1–2 days $14.99',
      ]);
      sandbox().worker.use(
        http.get(
          '*/storefront/v1/carts/:cartId/shipping-methods',
          () =>
            HttpResponse.json([
              {
                id: 1,
                name: 'Standard',
                type: 'delivery',
                price: 599,
                freeOver: 5000,
                minDays: 3,
                maxDays: 3,
              },
              {
                id: 2,
                name: 'Courier',
                type: 'delivery',
                price: 0,
                freeOver: null,
                minDays: null,
                maxDays: 1,
              },
            ]),
          { once: true },
        ),
      );
      await choose(card('address', 'Sam Shopper Shopper GmbH'));
      await waitFor(
        () => cards('method')[0]?.text.startsWith('Standard 3 days') ?? false,
        'the answered methods',
      );
      expect(cards('method').map((c) => c.text)).to.deep.equal([
        'Standard 3 days Free over $50.00 $5.99',
        'Courier Up to 1 day Free',
      ]);
      expect(svcCart.cart!.shippingMethodId).to.equal(null);
    });
  });

  describe('failures and busy state', () => {
    it('says when the options could not be loaded and loads them again on "Try again"', async () => {
      const svcCart = await startWidget();
      await svcCart.addItem(MUG);
      await svcCart.sdk!.auth.login({ email: 'shopper@example.com', password: 'demo1234' });
      await svcCart.authenticate();
      sandbox().worker.use(
        http.get('*/storefront/v1/countries', () => HttpResponse.json({ code: 'boom' }, { status: 500 }), {
          once: true,
        }),
      );
      const store = await svcCart.loadCheckout();
      store.done.add('contact');
      store.goTo('delivery');
      await openCheckout(svcCart, 'delivery');
      await waitFor(() => partText(root(), 'view-error') !== null, 'the failure');
      expect(partText(root(), 'view-error')).to.equal(
        'We could not load the delivery options. We could not complete that. Please try again.',
      );
      expect(submit().disabled).to.equal(true);
      buttonNamed(root(), 'Try again').click();
      await methodsShown(2);
      expect(partText(root(), 'view-error')).to.equal(null);
      expect(submit().disabled).to.equal(false);
    });

    it('a second press of Continue while the cart changes sends one change', async () => {
      const { store } = await deliveryStep();
      await methodsShown(2);
      await choose(card('method', 'Standard'));
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      sandbox().worker.use(
        http.patch(
          '*/storefront/v1/carts/:cartId',
          async () => {
            await held;
            return undefined;
          },
          { once: true },
        ),
      );
      sandbox().clearSent();
      submit().click();
      await waitFor(() => submit().getAttribute('aria-busy') === 'true', 'the busy button');
      expect(submit().querySelector('.spinner')).to.not.equal(null);
      submit().click();
      release();
      await waitFor(() => store.step === 'payment', 'the payment step');
      expect((await cartUpdates()).map((r) => r.body)).to.deep.equal([
        { shippingAddressId: 1, shippingMethodId: 1 },
      ]);
    });
  });

  describe('which carts go through delivery', () => {
    it('a digital-only cart (eBook and gift card) skips delivery: payment follows contact', async () => {
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 231, quantity: 1 });
      await svcCart.addItem({
        productId: 301,
        quantity: 1,
        giftCard: { customerEmail: 'friend@example.com' },
      });
      const store = await svcCart.loadCheckout();
      expect(store.needsDelivery).to.equal(false);
      expect(store.steps).to.deep.equal(['contact', 'payment', 'review']);
      await openCheckout(svcCart);
      const steps = [...checkoutElement()!.shadowRoot!.querySelectorAll('[part~="step"]')].map((step) =>
        text(step),
      );
      expect(steps).to.deep.equal(['Contact', 'Payment', 'Review']);
      store.complete('contact');
      await rendered();
      expect(store.step).to.equal('payment');
      expect(store.goTo('delivery')).to.equal(false);
    });

    it('a cart with a physical item next to digital ones goes through delivery', async () => {
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 231, quantity: 1 });
      await svcCart.addItem(MUG);
      const store = await svcCart.loadCheckout();
      expect(store.steps).to.deep.equal(['contact', 'delivery', 'payment', 'review']);
      store.complete('contact');
      expect(store.step).to.equal('delivery');
    });
  });

  describe('a gift', () => {
    const tomorrow = () => {
      const now = new Date();
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1))
        .toISOString()
        .slice(0, 10);
    };
    const giftCart = (startsAt: string) => ({
      items: [{ productId: 101 }],
      before: async (svcCart: SvcCart) => {
        await svcCart.updateCart({ giftInfo: { startsAt, numberOfOrders: 3 } });
      },
    });

    it('says when the gift starts near the delivery method, in the shopper’s language', async () => {
      const startsAt = tomorrow();
      const { svcCart } = await deliveryStep(giftCart(startsAt));
      const date = (lang: string) =>
        new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(`${startsAt}T00:00:00`));
      expect(partText(root(), 'gift-start')).to.equal(`The gift starts on ${date('en')}.`);
      svcCart.setLanguage('de');
      await waitFor(
        () => partText(root(), 'gift-start') === `Das Geschenk beginnt am ${date('de')}.`,
        'German',
      );
      await choose(card('kind', 'Abholen'));
      expect(partText(root(), 'gift-start')).to.equal(`Das Geschenk beginnt am ${date('de')}.`);
    });

    it('says nothing about a start without a gift', async () => {
      await deliveryStep();
      expect(partText(root(), 'gift-start')).to.equal(null);
    });
  });
});
