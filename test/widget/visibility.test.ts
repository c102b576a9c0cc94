/**
 * Widget visibility: `open(view?)`, `close()`, `toggle()` (spec "Widget methods" and the widget
 * visibility rows of "States and transitions").
 */
import { expect } from '@open-wc/testing';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { navigations, panel, recordEvents, rendered, setupWidget, startWidget } from './helpers.js';
import { until } from '../shared/wait.js';

/** The panel's view attributes after Lit rendered, or null when nothing is drawn. */
async function shown(): Promise<{ view: string; summary: string; customization: string } | null> {
  await rendered();
  const section = panel();
  if (!section) return null;
  return {
    view: section.dataset.view ?? '',
    summary: section.dataset.summary ?? '',
    customization: section.dataset.customization ?? '',
  };
}

/** Mounts the pricing view of product 100 without opening the widget (shop `afterItemAdded: close`). */
async function mountClosed(
  svcCart: SvcCart,
): Promise<{ settled: Promise<{ finalized: boolean }>; result: () => unknown }> {
  let outcome: unknown = 'pending';
  const settled = svcCart.configureItem({ productId: 100 });
  settled.then(
    (value) => (outcome = value),
    (error: unknown) => (outcome = error),
  );
  await until(() => svcCart.customization, 'the customization view');
  return { settled, result: () => outcome };
}

describe('widget visibility', () => {
  const sandbox = setupWidget();

  describe('open(view?)', () => {
    it('open() opens on the summary and emits CART_OPEN', async () => {
      const svcCart = await startWidget();
      const events = recordEvents(svcCart);
      svcCart.open();
      expect(svcCart.isOpen).to.equal(true);
      expect(await shown()).to.deep.equal({ view: 'summary', summary: 'summary', customization: '' });
      expect(events).to.deep.equal(['CART_OPEN']);
    });

    it("open('summary') opens on the summary", async () => {
      const svcCart = await startWidget();
      svcCart.open('summary');
      expect((await shown())!.view).to.equal('summary');
    });

    it('CART_OPEN carries no data and no error', async () => {
      const svcCart = await startWidget();
      const calls: unknown[][] = [];
      svcCart.events.on('CART_OPEN', (...args) => calls.push(args));
      svcCart.open();
      expect(calls).to.have.length(1);
      expect(calls[0]![0]).to.equal(null);
      expect(calls[0]![1]).to.equal(undefined);
    });

    it("open('checkout') with checkoutUrl redirects with the cart ID and opens nothing, no event", async () => {
      const svcCart = await startWidget({ checkoutUrl: '/my-checkout' });
      const events = recordEvents(svcCart);
      svcCart.open('checkout');
      expect(navigations).to.deep.equal([`/my-checkout/${svcCart.cart!.id}`]);
      expect(svcCart.isOpen).to.equal(false);
      expect(await shown()).to.equal(null);
      expect(events).to.deep.equal([]);
    });

    it("open('checkout') with a checkoutUrl of the form /checkout/{cartId} fills in the cart ID", async () => {
      const svcCart = await startWidget({ checkoutUrl: '/pay/{cartId}?step=1' });
      svcCart.open('checkout');
      expect(navigations).to.deep.equal([`/pay/${svcCart.cart!.id}?step=1`]);
      expect(svcCart.isOpen).to.equal(false);
    });

    it("open('checkout') shows the embedded checkout when the shop has both limits", async () => {
      const svcCart = await startWidget();
      const events = recordEvents(svcCart);
      svcCart.open('checkout');
      expect(navigations).to.deep.equal([]);
      expect(await shown()).to.deep.equal({ view: 'checkout', summary: 'checkout', customization: '' });
      expect(events).to.deep.equal(['CART_OPEN']);
    });

    it("open('checkout') without the embedCheckout limit redirects to the hosted checkout", async () => {
      sandbox().store.shop.limits = [{ name: 'checkoutWidget', value: true }];
      const svcCart = await startWidget();
      const events = recordEvents(svcCart);
      svcCart.open('checkout');
      expect(navigations).to.deep.equal([`https://shop.sandbox.example/checkout/${svcCart.cart!.id}`]);
      expect(svcCart.isOpen).to.equal(false);
      expect(await shown()).to.equal(null);
      expect(events).to.deep.equal([]);
    });

    it("open('checkout') without the checkoutWidget limit redirects to the hosted checkout", async () => {
      sandbox().store.shop.limits = [{ name: 'embedCheckout', value: true }];
      const svcCart = await startWidget();
      svcCart.open('checkout');
      expect(navigations).to.deep.equal([`https://shop.sandbox.example/checkout/${svcCart.cart!.id}`]);
      expect(svcCart.isOpen).to.equal(false);
    });

    it("open('checkout') with both limits switched off (value false) redirects to the hosted checkout", async () => {
      sandbox().store.shop.limits = [
        { name: 'checkoutWidget', value: false },
        { name: 'embedCheckout', value: false },
      ];
      const svcCart = await startWidget();
      svcCart.open('checkout');
      expect(navigations).to.deep.equal([`https://shop.sandbox.example/checkout/${svcCart.cart!.id}`]);
      expect(svcCart.isOpen).to.equal(false);
    });

    it('open() with cartSummaryUrl redirects to the summary page with the cart ID and opens nothing', async () => {
      const svcCart = await startWidget({ cartSummaryUrl: '/my-cart' });
      const events = recordEvents(svcCart);
      svcCart.open();
      expect(navigations).to.deep.equal([`/my-cart/${svcCart.cart!.id}`]);
      expect(svcCart.isOpen).to.equal(false);
      expect(events).to.deep.equal([]);
    });

    it('open() with disableSummaryView makes the checkout the first view', async () => {
      const svcCart = await startWidget({ settings: { disableSummaryView: true } });
      svcCart.open();
      expect((await shown())!.view).to.equal('checkout');
    });

    it('open() with disableSummaryView and no embedded checkout redirects to the hosted checkout', async () => {
      sandbox().store.shop.limits = [];
      const svcCart = await startWidget({ settings: { disableSummaryView: true } });
      svcCart.open();
      expect(navigations).to.deep.equal([`https://shop.sandbox.example/checkout/${svcCart.cart!.id}`]);
      expect(svcCart.isOpen).to.equal(false);
    });

    it('another string opens without changing the view (first open: summary)', async () => {
      const svcCart = await startWidget();
      const events = recordEvents(svcCart);
      svcCart.open('some-view');
      expect(await shown()).to.deep.equal({ view: 'summary', summary: 'summary', customization: '' });
      expect(events).to.deep.equal(['CART_OPEN']);
    });

    it('another string keeps the view shown last (checkout)', async () => {
      const svcCart = await startWidget();
      svcCart.open('checkout');
      svcCart.close();
      svcCart.open('some-view');
      expect((await shown())!.view).to.equal('checkout');
    });

    it('open(true) opens with the summary', async () => {
      const svcCart = await startWidget();
      svcCart.open('checkout');
      svcCart.close();
      svcCart.open(true);
      expect(await shown()).to.deep.equal({ view: 'summary', summary: 'summary', customization: '' });
    });

    it("open(false) opens with the summary hidden (data-summary='hidden')", async () => {
      const svcCart = await startWidget();
      const events = recordEvents(svcCart);
      svcCart.open(false);
      expect(svcCart.isOpen).to.equal(true);
      expect(svcCart.view).to.equal(null);
      expect(await shown()).to.deep.equal({ view: '', summary: 'hidden', customization: '' });
      expect(events).to.deep.equal(['CART_OPEN']);
    });

    it('open(false) keeps a mounted customization view', async () => {
      sandbox().store.shop.settings.cart.afterItemAdded = 'close';
      const svcCart = await startWidget();
      const mounted = await mountClosed(svcCart);
      svcCart.open(false);
      expect(await shown()).to.deep.equal({ view: 'pricing', summary: 'hidden', customization: 'pricing' });
      await rendered(); // every load and render has ended: nothing left could settle it
      expect(mounted.result()).to.equal('pending');
    });

    it('open(true) keeps a mounted customization view, with the summary under it', async () => {
      sandbox().store.shop.settings.cart.afterItemAdded = 'close';
      const svcCart = await startWidget();
      const mounted = await mountClosed(svcCart);
      svcCart.open(true);
      expect(await shown()).to.deep.equal({ view: 'pricing', summary: 'summary', customization: 'pricing' });
      await rendered(); // every load and render has ended: nothing left could settle it
      expect(mounted.result()).to.equal('pending');
    });

    it("open('summary') unmounts the customization view; configureItem resolves { finalized: false }", async () => {
      sandbox().store.shop.settings.cart.afterItemAdded = 'close';
      const svcCart = await startWidget();
      const mounted = await mountClosed(svcCart);
      svcCart.open('summary');
      expect(await mounted.settled).to.deep.equal({ finalized: false });
      expect(svcCart.customization).to.equal(null);
      expect(await shown()).to.deep.equal({ view: 'summary', summary: 'summary', customization: '' });
    });

    it("open('checkout') (embedded) unmounts the customization view", async () => {
      sandbox().store.shop.settings.cart.afterItemAdded = 'close';
      const svcCart = await startWidget();
      const mounted = await mountClosed(svcCart);
      svcCart.open('checkout');
      expect(await mounted.settled).to.deep.equal({ finalized: false });
      expect((await shown())!.view).to.equal('checkout');
    });

    it('another string unmounts the customization view too', async () => {
      sandbox().store.shop.settings.cart.afterItemAdded = 'close';
      const svcCart = await startWidget();
      const mounted = await mountClosed(svcCart);
      svcCart.open('whatever');
      expect(await mounted.settled).to.deep.equal({ finalized: false });
      expect(await shown()).to.deep.equal({ view: 'summary', summary: 'summary', customization: '' });
    });

    it('open() when already open does nothing and emits no event', async () => {
      const svcCart = await startWidget();
      svcCart.open('checkout');
      const events = recordEvents(svcCart);
      svcCart.open('summary');
      svcCart.open(true);
      svcCart.open();
      expect(events).to.deep.equal([]);
      expect((await shown())!.view).to.equal('checkout');
    });

    it("open('checkout') when already open does not redirect", async () => {
      const svcCart = await startWidget({ checkoutUrl: '/my-checkout' });
      svcCart.open('summary');
      svcCart.open('checkout');
      expect(navigations).to.deep.equal([]);
      expect((await shown())!.view).to.equal('summary');
    });

    it('open(view) with a wrong type throws a TypeError naming open and changes nothing', async () => {
      const svcCart = await startWidget();
      const events = recordEvents(svcCart);
      for (const bad of [1, {}, null, ['summary']] as unknown[]) {
        expect(() => svcCart.open(bad as string))
          .to.throw(TypeError)
          .with.property('message')
          .that.match(/^Cart Widget:open view must be /);
      }
      expect(svcCart.isOpen).to.equal(false);
      expect(await shown()).to.equal(null);
      expect(events).to.deep.equal([]);
    });
  });

  describe('close()', () => {
    it('close() hides the panel and emits CART_CLOSE with no data', async () => {
      const svcCart = await startWidget();
      svcCart.open();
      const calls: unknown[][] = [];
      svcCart.events.on('CART_CLOSE', (...args) => calls.push(args));
      svcCart.close();
      expect(svcCart.isOpen).to.equal(false);
      expect(await shown()).to.equal(null);
      expect(calls).to.deep.equal([[null, undefined]]);
    });

    it('close() unmounts the customization view; configureItem resolves { finalized: false }', async () => {
      const svcCart = await startWidget();
      const settled = svcCart.configureItem({ productId: 100 });
      await until(() => svcCart.customization, 'the customization view');
      expect(svcCart.isOpen).to.equal(true);
      svcCart.close();
      expect(await settled).to.deep.equal({ finalized: false });
      expect(svcCart.customization).to.equal(null);
    });

    it('close() clears the widget error', async () => {
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 100, quantity: 1 }).catch(() => undefined);
      expect((await shown())!.view).to.equal('error');
      svcCart.close();
      expect(svcCart.error).to.equal(null);
      svcCart.open();
      expect((await shown())!.view).to.equal('summary');
    });

    it('close() when already closed does nothing and emits no event', async () => {
      const svcCart = await startWidget();
      const events = recordEvents(svcCart);
      svcCart.close();
      expect(events).to.deep.equal([]);
      expect(svcCart.isOpen).to.equal(false);
    });

    it('close() when closed keeps a customization view mounted without opening', async () => {
      sandbox().store.shop.settings.cart.afterItemAdded = 'close';
      const svcCart = await startWidget();
      const mounted = await mountClosed(svcCart);
      svcCart.close();
      await rendered(); // every load and render has ended: nothing left could settle it
      expect(mounted.result()).to.equal('pending');
      expect(svcCart.customization!.view).to.equal('pricing');
    });
  });

  describe('toggle()', () => {
    it('toggle() opens a closed widget on the summary with CART_OPEN', async () => {
      const svcCart = await startWidget();
      const events = recordEvents(svcCart);
      svcCart.toggle();
      expect((await shown())!.view).to.equal('summary');
      expect(events).to.deep.equal(['CART_OPEN']);
    });

    it('toggle() closes an open widget with CART_CLOSE', async () => {
      const svcCart = await startWidget();
      svcCart.open();
      const events = recordEvents(svcCart);
      svcCart.toggle();
      expect(svcCart.isOpen).to.equal(false);
      expect(await shown()).to.equal(null);
      expect(events).to.deep.equal(['CART_CLOSE']);
    });

    it('toggle() always opens on the summary, even after the checkout was shown', async () => {
      const svcCart = await startWidget();
      svcCart.open('checkout');
      svcCart.toggle();
      svcCart.toggle();
      expect((await shown())!.view).to.equal('summary');
    });

    it('toggle() on a closed widget unmounts a customization view mounted meanwhile', async () => {
      sandbox().store.shop.settings.cart.afterItemAdded = 'close';
      const svcCart = await startWidget();
      const mounted = await mountClosed(svcCart);
      svcCart.toggle();
      expect(await mounted.settled).to.deep.equal({ finalized: false });
      expect((await shown())!.view).to.equal('summary');
    });

    it('toggle() twice gives CART_OPEN then CART_CLOSE', async () => {
      const svcCart = await startWidget();
      const events = recordEvents(svcCart);
      svcCart.toggle();
      svcCart.toggle();
      expect(events).to.deep.equal(['CART_OPEN', 'CART_CLOSE']);
    });
  });
});
