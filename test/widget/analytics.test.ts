/**
 * The analytics bridge (`settings.analytics`): GA4 ecommerce events in `window.dataLayer` or the
 * shop's own `push`, once per action, only with consent, with nothing personal in them, money in
 * major units; and no analytics code or global when the setting is off.
 */
import { expect } from '@open-wc/testing';
import type { CheckoutStep, CheckoutStore } from '../../src/controller/checkout/checkout-store.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { majorUnits } from '../../src/analytics/analytics.js';
import {
  buttonNamed,
  openCheckout,
  partText,
  stepRoot,
  stepShown,
  until,
} from '../checkout/checkout-helpers.js';
import { nextEvent, setupWidget, startWidget } from './helpers.js';
import { microtasksDrained } from '../shared/wait.js';

const MUG = 201;
const FILTERS = 211;
const MUG_ITEM = { item_id: '201', item_name: 'Ceramic Mug', item_variant: 'Sand', price: 14 };
const FILTERS_ITEM = { item_id: '211', item_name: 'Paper Filters', item_variant: '100 filters' };

type Pushed = { event?: string; ecommerce?: unknown };
const page = window as unknown as { dataLayer?: unknown[] };

/** The events in `window.dataLayer` (each after its `{ ecommerce: null }`), as pushed. */
function layerEvents(): Pushed[] {
  const layer = page.dataLayer ?? [];
  const events = layer.filter((entry): entry is Pushed => typeof (entry as Pushed).event === 'string');
  // Every event follows a clearing entry, as tag managers expect.
  for (const event of events)
    expect(layer[layer.indexOf(event) - 1], `the entry before ${event.event}`).to.deep.equal({
      ecommerce: null,
    });
  return events;
}

/** `gtag('consent', …)` as the page's tag writes it: an `arguments` object in `dataLayer`. */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  (page.dataLayer ??= []).push(arguments);
}

/** Waits until the bridge is connected (its chunk is loaded) for `svcCart`. */
async function analyticsReady(): Promise<void> {
  await import('../../src/analytics/analytics.js');
  await microtasksDrained();
}

describe('analytics', () => {
  const sandbox = setupWidget();
  beforeEach(() => {
    delete page.dataLayer;
  });
  afterEach(() => {
    delete page.dataLayer;
  });

  /** A widget with `analytics`, and `setAnalyticsConsent(consent)` unless `consent` is null. */
  async function start(analytics: unknown = true, consent: boolean | null = true): Promise<SvcCart> {
    const svcCart = await startWidget({ settings: { analytics } as never });
    await analyticsReady();
    if (consent !== null) svcCart.setAnalyticsConsent(consent);
    return svcCart;
  }

  describe('cart lines', () => {
    it('addItem pushes one add_to_cart with the item, its unit price in major units and the currency', async () => {
      const svcCart = await start();
      await svcCart.addItem({ productId: MUG, quantity: 2 });
      expect(layerEvents()).to.deep.equal([
        {
          event: 'add_to_cart',
          ecommerce: { currency: 'USD', value: 28, items: [{ ...MUG_ITEM, quantity: 2 }] },
        },
      ]);
    });

    it('updateItem pushes the quantity that changed: add_to_cart up, remove_from_cart down', async () => {
      const svcCart = await start();
      const cart = await svcCart.addItem({ productId: MUG, quantity: 1 });
      const lineId = cart.items[0]!.id;
      await svcCart.updateItem(lineId, { quantity: 3 });
      await svcCart.updateItem(lineId, { quantity: 2 });
      expect(layerEvents().slice(1)).to.deep.equal([
        {
          event: 'add_to_cart',
          ecommerce: { currency: 'USD', value: 28, items: [{ ...MUG_ITEM, quantity: 2 }] },
        },
        {
          event: 'remove_from_cart',
          ecommerce: { currency: 'USD', value: 14, items: [{ ...MUG_ITEM, quantity: 1 }] },
        },
      ]);
    });

    it('removeItem pushes one remove_from_cart with the whole line; volume prices are the line’s own', async () => {
      const svcCart = await start();
      const cart = await svcCart.addItem({ productId: FILTERS, quantity: 3 });
      await svcCart.removeItem(cart.items[0]!.id);
      // Three filters cost 5.00 each (the volume price), not 6.00.
      expect(layerEvents()).to.deep.equal([
        {
          event: 'add_to_cart',
          ecommerce: { currency: 'USD', value: 15, items: [{ ...FILTERS_ITEM, price: 5, quantity: 3 }] },
        },
        {
          event: 'remove_from_cart',
          ecommerce: { currency: 'USD', value: 15, items: [{ ...FILTERS_ITEM, price: 5, quantity: 3 }] },
        },
      ]);
    });

    it('a reload, a currency change, a cart read again and resetCart push no add or remove', async () => {
      const svcCart = await start();
      await svcCart.addItem({ productId: MUG, quantity: 1 });
      await svcCart.reload();
      await svcCart.setCurrency('EUR');
      await svcCart.resetCart();
      expect(layerEvents().map((event) => event.event)).to.deep.equal(['add_to_cart']);
      // After the reset the next add is counted from the new, empty cart.
      await svcCart.addItem({ productId: MUG, quantity: 1 });
      expect(layerEvents().map((event) => event.event)).to.deep.equal(['add_to_cart', 'add_to_cart']);
      expect((layerEvents()[1]!.ecommerce as { currency: string }).currency).to.equal('EUR');
    });
  });

  describe('views', () => {
    it('opening on the summary pushes view_cart with the cart; closing and opening again pushes it again', async () => {
      const svcCart = await start();
      await svcCart.addItem({ productId: MUG, quantity: 1 });
      await svcCart.addItem({ productId: FILTERS, quantity: 1 });
      svcCart.close();
      page.dataLayer!.length = 0;
      svcCart.open();
      const viewCart = {
        event: 'view_cart',
        ecommerce: {
          currency: 'USD',
          value: 20,
          items: [
            { ...MUG_ITEM, quantity: 1 },
            { ...FILTERS_ITEM, price: 6, quantity: 1 },
          ],
        },
      };
      expect(layerEvents()).to.deep.equal([viewCart]);
      svcCart.close();
      svcCart.open();
      expect(layerEvents()).to.deep.equal([viewCart, viewCart]);
    });

    it('configureItem with a parent product pushes one select_item for the product its view opens for', async () => {
      const svcCart = await start();
      void svcCart.configureItem({ productId: 100 });
      await nextEvent(svcCart, 'ITEM_SELECTED');
      expect(layerEvents()).to.deep.equal([
        {
          event: 'select_item',
          ecommerce: { items: [{ item_id: '100', item_name: 'House Blend Subscription', quantity: 1 }] },
        },
      ]);
      // The opening itself is not a view of the cart: the view covers the summary.
      svcCart.dismissCustomization();
      expect(layerEvents().map((event) => event.event)).to.deep.equal(['select_item']);
    });
  });

  describe('checkout', () => {
    /** Waits until the store moved to `step` and the step is drawn. */
    async function reached(store: CheckoutStore, step: CheckoutStep): Promise<ShadowRoot> {
      await until(() => store.step === step, `the ${step} step`);
      return stepShown(step);
    }
    const submit = (step: CheckoutStep) =>
      stepRoot(step).querySelector<HTMLButtonElement>('[part~="submit-button"]')!;

    it('a signed-in purchase pushes begin_checkout, add_shipping_info, add_payment_info and purchase, each once', async function () {
      this.timeout(30_000);
      // Consent from the page's own consent mode, as a consent banner writes it.
      gtag('consent', 'default', { analytics_storage: 'denied' });
      gtag('consent', 'update', { analytics_storage: 'granted' });
      const svcCart = await startWidget({
        accessToken: sandbox().store.issueToken(1),
        settings: { analytics: true },
      });
      await analyticsReady();
      await svcCart.addItem({ productId: MUG, quantity: 1 });
      const store = await openCheckout(svcCart);
      await until(
        () => partText(stepRoot('contact'), 'contact-heading')!.startsWith('Signed in'),
        'signed in',
      );
      buttonNamed(stepRoot('contact'), 'Continue').click();
      // The saved address with Standard and the saved 4242 card are put on the cart for them.
      await reached(store, 'review');
      const bought = svcCart.cart!;
      submit('review').click();
      await reached(store, 'done');

      const events = layerEvents();
      const items = [{ ...MUG_ITEM, quantity: 1 }];
      expect(events.map((event) => event.event)).to.deep.equal([
        'add_to_cart',
        'begin_checkout',
        'add_shipping_info',
        'add_payment_info',
        'purchase',
      ]);
      expect(events[1]).to.deep.equal({
        event: 'begin_checkout',
        ecommerce: { currency: 'USD', value: 14, items },
      });
      expect(events[2]).to.deep.equal({
        event: 'add_shipping_info',
        ecommerce: { currency: 'USD', value: 14, items, shipping_tier: 'Standard' },
      });
      expect(events[3]).to.deep.equal({
        event: 'add_payment_info',
        ecommerce: { currency: 'USD', value: 14, items, payment_type: 'sandbox' },
      });
      const invoice = sandbox().store.invoices.at(-1)!;
      expect(events[4]).to.deep.equal({
        event: 'purchase',
        ecommerce: {
          transaction_id: String(invoice.id),
          currency: 'USD',
          value: 14,
          items,
          tax: bought.tax! / 100,
          shipping: bought.shipping! / 100,
        },
      });
      expect(bought.tax! + bought.shipping!, 'the purchase carries tax and shipping').to.be.above(0);

      // Nothing personal: the customer's email, names and address appear in no payload.
      const customer = sandbox().store.customers.find((entry) => entry.id === 1)!;
      const text = JSON.stringify(events);
      for (const personal of [customer.email, customer.firstName, customer.lastName, 'shopper'])
        expect(text.toLowerCase(), `no "${personal}" in the payloads`).not.to.include(
          String(personal).toLowerCase(),
        );
      const address = bought.shippingAddress as { addressOne?: string; city?: string } | null | undefined;
      for (const line of [address?.addressOne, address?.city].filter(Boolean))
        expect(text, `no "${line}" in the payloads`).not.to.include(line!);
    });
  });

  describe('consent', () => {
    it('nothing is pushed without consent; the page’s consent mode update then lets events through', async () => {
      const svcCart = await start(true, null);
      await svcCart.addItem({ productId: MUG, quantity: 1 });
      svcCart.open();
      expect(layerEvents()).to.deep.equal([]);
      gtag('consent', 'default', { analytics_storage: 'denied' });
      await svcCart.addItem({ productId: MUG, quantity: 1 });
      expect(layerEvents()).to.deep.equal([]);
      gtag('consent', 'update', { ad_storage: 'denied', analytics_storage: 'granted' });
      await svcCart.addItem({ productId: MUG, quantity: 1 });
      expect(layerEvents()).to.deep.equal([
        {
          event: 'add_to_cart',
          ecommerce: { currency: 'USD', value: 14, items: [{ ...MUG_ITEM, quantity: 1 }] },
        },
      ]);
    });

    it('setAnalyticsConsent(false) wins over the page’s granted consent, and true over its denial', async () => {
      gtag('consent', 'default', { analytics_storage: 'granted' });
      const svcCart = await start(true, false);
      await svcCart.addItem({ productId: MUG, quantity: 1 });
      expect(layerEvents()).to.deep.equal([]);
      gtag('consent', 'update', { analytics_storage: 'denied' });
      svcCart.setAnalyticsConsent(true);
      await svcCart.addItem({ productId: MUG, quantity: 1 });
      expect(layerEvents().map((event) => event.event)).to.deep.equal(['add_to_cart']);
    });

    it('setAnalyticsConsent with a non-boolean throws, naming the method and the argument, and changes nothing', async () => {
      const svcCart = await start(true, null);
      expect(() => svcCart.setAnalyticsConsent('yes' as never)).to.throw(
        TypeError,
        'Cart Widget:setAnalyticsConsent granted must be true or false (got string)',
      );
      expect(svcCart.analyticsConsent).to.equal(undefined);
      await svcCart.addItem({ productId: MUG, quantity: 1 });
      expect(layerEvents()).to.deep.equal([]);
    });
  });

  describe('settings', () => {
    it('a custom push receives the same events, and no window.dataLayer is made', async () => {
      const received: unknown[] = [];
      const svcCart = await start({ push: (event: unknown) => received.push(event) });
      const cart = await svcCart.addItem({ productId: MUG, quantity: 2 });
      svcCart.close();
      svcCart.open();
      await svcCart.removeItem(cart.items[0]!.id);
      const item = { ...MUG_ITEM, quantity: 2 };
      expect(received).to.deep.equal([
        { event: 'add_to_cart', ecommerce: { currency: 'USD', value: 28, items: [item] } },
        { event: 'view_cart', ecommerce: { currency: 'USD', value: 28, items: [item] } },
        { event: 'remove_from_cart', ecommerce: { currency: 'USD', value: 28, items: [item] } },
      ]);
      expect('dataLayer' in window).to.equal(false);
    });

    it('a push that throws is reported on the console and the widget goes on', async () => {
      const errors: unknown[][] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => errors.push(args);
      try {
        const svcCart = await start({
          push: () => {
            throw new Error('tag broken');
          },
        });
        const cart = await svcCart.addItem({ productId: MUG, quantity: 1 });
        expect(cart.items.length).to.equal(1);
        expect(errors.map((args) => args[0])).to.deep.equal(['Cart Widget: settings.analytics.push threw']);
      } finally {
        console.error = original;
      }
    });

    it('settings.analytics of a wrong type throws at start, naming the field, and sends nothing', async () => {
      for (const [value, kind] of [
        ['yes', 'string'],
        [{}, 'object'],
        [3, 'number'],
      ] as const) {
        const error = await startWidget({ settings: { analytics: value } as never }, { ready: false }).then(
          () => null,
          (thrown: unknown) => thrown,
        );
        expect(error).to.be.instanceOf(TypeError);
        expect((error as Error).message).to.equal(
          `Cart Widget:initialize config.settings.analytics must be true, false or { push(event) {} } (got ${kind})`,
        );
      }
      expect(await sandbox().sent()).to.deep.equal([]);
    });
  });

  describe('money', () => {
    it('converts minor units to major units exactly, with the currency’s own decimals', () => {
      expect(majorUnits(1005, 'USD')).to.equal(10.05);
      expect(majorUnits(1, 'USD')).to.equal(0.01);
      expect(majorUnits(10 + 20, 'USD')).to.equal(0.3);
      expect(majorUnits(-250, 'USD')).to.equal(-2.5);
      expect(majorUnits(123456789, 'EUR')).to.equal(1234567.89);
      expect(majorUnits(500, 'JPY')).to.equal(500);
      expect(majorUnits(1234, 'KWD')).to.equal(1.234);
      expect(majorUnits(1999, 'XYZ?')).to.equal(19.99);
      // Division would give 0.07 * 100 / 100 style errors for these: 1.15 stays 1.15.
      for (const minor of [115, 1015, 2335, 999999])
        expect(String(majorUnits(minor, 'USD'))).to.equal((minor / 100).toFixed(2).replace(/\.?0+$/, ''));
    });
  });
});
