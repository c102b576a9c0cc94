/**
 * Customization views: `configureItem(payload)` and `configureGift(payload, mount)` (spec "Widget
 * methods"), the promise that stays pending while the view is open, and the views each item needs.
 */
import { expect } from '@open-wc/testing';
import type { ConfigureItemPayload, SvcCart } from '../../src/controller/svc-cart.js';
import type { SvcCartEventType } from '../../src/controller/events.js';
import { rejectionOf } from '../../sdk/test/helpers.js';
import { until } from '../shared/wait.js';
import { nextEvent, panel, rendered, setPageUrl, setupWidget, startWidget } from './helpers.js';

const ALL_EVENTS: SvcCartEventType[] = ['CART_UPDATED', 'CART_OPEN', 'CART_CLOSE', 'CART_RESET'];

function recordEvents(svcCart: SvcCart): string[] {
  const seen: string[] = [];
  for (const type of ALL_EVENTS) svcCart.events.on(type, () => seen.push(type));
  return seen;
}

/** Starts configureItem and waits until its view is mounted; `state()` tells whether it settled. */
async function mountView(svcCart: SvcCart, payload: ConfigureItemPayload) {
  let state: unknown = 'pending';
  const settled = svcCart.configureItem(payload);
  settled.then(
    (value) => (state = value),
    (error: unknown) => (state = error),
  );
  await until(() => svcCart.customization || state !== 'pending', 'the view to mount or the call to settle');
  return { settled, state: () => state };
}

async function shownView(): Promise<{ view: string; summary: string; customization: string } | null> {
  await rendered();
  const section = panel();
  if (!section) return null;
  return {
    view: section.dataset.view ?? '',
    summary: section.dataset.summary ?? '',
    customization: section.dataset.customization ?? '',
  };
}

/** Complete answers for survey 1 (plan 111). */
const SURVEY_ANSWERS = [
  { questionId: 3, answers: [{ id: 31 }] },
  { questionId: 4, answers: [{ id: 41 }] },
  { questionId: 7, answers: [{ id: 71 }] },
];

describe('widget customization', () => {
  const sandbox = setupWidget();

  const mutations = async () =>
    (await sandbox().sent())
      .filter((r) => r.method !== 'GET' && r.path !== '/carts')
      .map((r) => `${r.method} ${r.path}`);

  describe('configureItem: the view it mounts', () => {
    const cases: [string, ConfigureItemPayload, string][] = [
      ['a parent with plans mounts pricing', { productId: 100 }, 'pricing'],
      ['a parent with variants mounts variant', { productId: 200 }, 'variant'],
      ['a plan with a survey and no options mounts survey', { productId: 111 }, 'survey'],
      ['a surveyId mounts survey-flow', { surveyId: 1 }, 'survey-flow'],
      ['bundleId 1 (configurable) mounts bundle', { bundleId: 1 }, 'bundle'],
      ['the sold-out variant 202 mounts out-of-stock', { productId: 202 }, 'out-of-stock'],
      ['gift card 301 without giftCard mounts voucher', { productId: 301 }, 'voucher'],
    ];
    for (const [name, payload, view] of cases) {
      it(name, async () => {
        const svcCart = await startWidget();
        const events = recordEvents(svcCart);
        const mounted = await mountView(svcCart, payload);
        expect(svcCart.customization?.view).to.equal(view);
        expect(svcCart.isOpen).to.equal(true);
        expect(await shownView()).to.deep.equal({ view, summary: 'hidden', customization: view });
        expect(events).to.deep.equal(['CART_OPEN']);
        expect(await mutations()).to.deep.equal([]);
        await rendered(); // every load and render has ended: nothing left could settle it
        expect(mounted.state()).to.equal('pending');
      });
    }

    it('the pricing view gets the parent product with its plans', async () => {
      const svcCart = await startWidget();
      await mountView(svcCart, { productId: 100 });
      const product = svcCart.customization!.product as { id: number; plans?: { id: number }[] };
      expect(product.id).to.equal(100);
      expect(product.plans!.map((p) => p.id)).to.deep.equal([101, 102, 103]);
    });

    it('the bundle view gets the bundle', async () => {
      const svcCart = await startWidget();
      await mountView(svcCart, { bundleId: 1 });
      expect(svcCart.customization!.bundle!.id).to.equal(1);
    });

    it('a plan whose product already has a subscription line mounts subscription-replacement', async () => {
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 101 });
      await mountView(svcCart, { productId: 102 });
      expect(svcCart.customization!.view).to.equal('subscription-replacement');
    });
  });

  describe('configureItem: items added directly', () => {
    it('a variant is added directly and resolves { finalized: true } with CART_UPDATED', async () => {
      const svcCart = await startWidget();
      const events = recordEvents(svcCart);
      const result = await svcCart.configureItem({ productId: 231, quantity: 2 });
      expect(result).to.deep.equal({ finalized: true });
      expect(svcCart.cart!.items.map((i) => [i.productId, i.quantity])).to.deep.equal([[231, 2]]);
      expect(events).to.deep.equal(['CART_UPDATED', 'CART_OPEN']);
      expect(svcCart.customization).to.equal(null);
    });

    it('a single-leaf parent product (230) is added as its only variant', async () => {
      const svcCart = await startWidget();
      const result = await svcCart.configureItem({ productId: 230, quantity: 1 });
      expect(result).to.deep.equal({ finalized: true });
      expect(svcCart.cart!.items.map((i) => i.productId)).to.deep.equal([231]);
    });

    it('a plan with complete survey answers is added directly', async () => {
      const svcCart = await startWidget();
      const result = await svcCart.configureItem({ productId: 111, options: SURVEY_ANSWERS });
      expect(result).to.deep.equal({ finalized: true });
      expect(svcCart.cart!.items.map((i) => i.productId)).to.deep.equal([111]);
    });

    it('a gift card with giftCard is added directly', async () => {
      const svcCart = await startWidget();
      const result = await svcCart.configureItem({
        productId: 301,
        quantity: 1,
        giftCard: { customerEmail: 'friend@example.com' },
      });
      expect(result).to.deep.equal({ finalized: true });
      expect(svcCart.cart!.items.map((i) => i.productId)).to.deep.equal([301]);
    });

    it('fixed bundle 2 is added as its only variant', async () => {
      const svcCart = await startWidget();
      const result = await svcCart.configureItem({ bundleId: 2 });
      expect(result).to.deep.equal({ finalized: true });
      expect(svcCart.cart!.items.map((i) => i.productId)).to.deep.equal([521]);
    });

    it("a direct add opens the widget on the summary (shop afterItemAdded 'open')", async () => {
      const svcCart = await startWidget();
      await svcCart.configureItem({ productId: 231, quantity: 1 });
      expect(await shownView()).to.deep.equal({ view: 'summary', summary: 'summary', customization: '' });
    });

    it("a direct add opens the checkout when the shop's afterItemAdded is 'checkout'", async () => {
      sandbox().store.shop.settings.cart.afterItemAdded = 'checkout';
      const svcCart = await startWidget();
      await svcCart.configureItem({ productId: 231, quantity: 1 });
      expect((await shownView())!.view).to.equal('checkout');
    });

    it('the caller’s payload object is not changed', async () => {
      const svcCart = await startWidget();
      const payload = { productId: 230, quantity: 1 };
      await svcCart.configureItem(payload);
      expect(payload).to.deep.equal({ productId: 230, quantity: 1 });
    });

    it('configureItem before CART_READY waits for start-up and adds to the new cart', async () => {
      const svcCart = await startWidget({}, { ready: false });
      expect(svcCart.cart).to.equal(undefined);
      const result = await svcCart.configureItem({ productId: 231, quantity: 1 });
      expect(result).to.deep.equal({ finalized: true });
      expect(svcCart.cart!.id).to.match(/^[0-9a-f-]{36}$/);
      expect(svcCart.cart!.items.map((i) => i.productId)).to.deep.equal([231]);
    });

    it('configureItem right after start on a page disabled by disableUrls rejects and sends nothing', async () => {
      setPageUrl('/members/area');
      const svcCart = await startWidget({ disableUrls: ['/members'] }, { ready: false });
      const error = await rejectionOf(svcCart.configureItem({ productId: 231, quantity: 1 }));
      expect(error.message).to.equal('The cart is not initialized');
      expect(svcCart.enabled).to.equal(false);
      expect(await sandbox().sent()).to.deep.equal([]);
    });

    it('configureItem with a cart cookie that points to a missing cart creates a cart', async () => {
      document.cookie = 'svc_cart_id=00000000-0000-4000-8000-000000000000; path=/';
      const svcCart = await startWidget({}, { ready: false });
      await svcCart.configureItem({ productId: 231, quantity: 1 });
      expect(svcCart.cart!.id).to.not.equal('00000000-0000-4000-8000-000000000000');
      expect(svcCart.cart!.items.map((i) => i.productId)).to.deep.equal([231]);
    });
  });

  describe("configureItem: shop setting afterItemAdded 'close'", () => {
    it('mounts the view without opening the widget', async () => {
      sandbox().store.shop.settings.cart.afterItemAdded = 'close';
      const svcCart = await startWidget();
      const events = recordEvents(svcCart);
      await mountView(svcCart, { productId: 100 });
      expect(svcCart.customization!.view).to.equal('pricing');
      expect(svcCart.isOpen).to.equal(false);
      expect(await shownView()).to.equal(null);
      expect(events).to.deep.equal([]);
    });

    it('adds directly without opening the widget', async () => {
      sandbox().store.shop.settings.cart.afterItemAdded = 'close';
      const svcCart = await startWidget();
      const events = recordEvents(svcCart);
      expect(await svcCart.configureItem({ productId: 231, quantity: 1 })).to.deep.equal({ finalized: true });
      expect(svcCart.isOpen).to.equal(false);
      expect(events).to.deep.equal(['CART_UPDATED']);
    });

    it("setSettings({ afterItemAdded: 'close' }) at run time has the same effect", async () => {
      const svcCart = await startWidget();
      await svcCart.setSettings({ afterItemAdded: 'close' });
      await svcCart.configureItem({ productId: 231, quantity: 1 });
      expect(svcCart.isOpen).to.equal(false);
    });
  });

  describe('configureItem: the promise and the view closing', () => {
    it('completeCustomization(addPayload) adds the item, resolves { finalized: true } and emits CART_UPDATED', async () => {
      const svcCart = await startWidget();
      const mounted = await mountView(svcCart, { productId: 100 });
      const updated = nextEvent(svcCart, 'CART_UPDATED');
      await svcCart.completeCustomization({ productId: 102 });
      expect(await mounted.settled).to.deep.equal({ finalized: true });
      const { error, data } = await updated;
      expect(error).to.equal(null);
      expect((data as { items: { productId: number }[] }).items.map((i) => i.productId)).to.deep.equal([102]);
      expect(svcCart.customization).to.equal(null);
      expect(await shownView()).to.deep.equal({ view: 'summary', summary: 'summary', customization: '' });
    });

    it('completeCustomization with a survey answer set finalizes the survey view', async () => {
      const svcCart = await startWidget();
      const mounted = await mountView(svcCart, { productId: 111 });
      await svcCart.completeCustomization({ productId: 111, options: SURVEY_ANSWERS });
      expect(await mounted.settled).to.deep.equal({ finalized: true });
      expect(svcCart.cart!.items.map((i) => i.productId)).to.deep.equal([111]);
    });

    it('a failing completeCustomization rejects and keeps the view mounted and pending (it shows the error)', async () => {
      const svcCart = await startWidget();
      const mounted = await mountView(svcCart, { productId: 111 });
      const error = await rejectionOf(svcCart.completeCustomization({ productId: 111 }));
      expect(error.message).to.contain('needs an answer');
      expect(svcCart.error).to.equal(null);
      expect((await shownView())!.view).to.equal('survey');
      expect(svcCart.customization!.view).to.equal('survey');
      await rendered(); // every load and render has ended: nothing left could settle it
      expect(mounted.state()).to.equal('pending');
    });

    it('dismissCustomization() resolves { finalized: false } and adds nothing', async () => {
      const svcCart = await startWidget();
      const events = recordEvents(svcCart);
      const mounted = await mountView(svcCart, { productId: 200 });
      svcCart.dismissCustomization();
      expect(await mounted.settled).to.deep.equal({ finalized: false });
      expect(svcCart.cart!.items).to.deep.equal([]);
      expect(events).to.deep.equal(['CART_OPEN']);
      expect(await mutations()).to.deep.equal([]);
      expect((await shownView())!.view).to.equal('summary');
    });

    it('close() resolves { finalized: false }', async () => {
      const svcCart = await startWidget();
      const mounted = await mountView(svcCart, { bundleId: 1 });
      svcCart.close();
      expect(await mounted.settled).to.deep.equal({ finalized: false });
    });

    it('a second configureItem replaces the first view, which resolves { finalized: false }', async () => {
      const svcCart = await startWidget();
      const first = await mountView(svcCart, { productId: 100 });
      const second = svcCart.configureItem({ productId: 200 });
      expect(await first.settled).to.deep.equal({ finalized: false });
      await until(() => svcCart.customization?.view === 'variant', 'the variant view');
      svcCart.dismissCustomization();
      expect(await second).to.deep.equal({ finalized: false });
    });
  });

  describe('configureItem: bad input', () => {
    const bad: [string, unknown][] = [
      ['none of productId, bundleId, surveyId', { quantity: 1 }],
      ['bundleId and surveyId', { bundleId: 1, surveyId: 1 }],
      ['productId and surveyId', { productId: 111, surveyId: 1 }],
      ['all three', { productId: 100, bundleId: 1, surveyId: 1 }],
    ];
    for (const [name, payload] of bad) {
      it(`${name} → TypeError naming configureItem, nothing sent`, async () => {
        const svcCart = await startWidget();
        sandbox().clearSent();
        const error = await rejectionOf(svcCart.configureItem(payload as ConfigureItemPayload));
        expect(error).to.be.instanceOf(TypeError);
        expect(error.message).to.equal(
          'Cart Widget:configureItem payload needs exactly one of productId, bundleId or surveyId',
        );
        expect(await sandbox().sent()).to.deep.equal([]);
        expect(svcCart.isOpen).to.equal(false);
        expect(svcCart.customization).to.equal(null);
      });
    }

    it('a non-object payload → TypeError naming configureItem', async () => {
      const svcCart = await startWidget();
      const error = await rejectionOf(svcCart.configureItem('100' as unknown as ConfigureItemPayload));
      expect(error).to.be.instanceOf(TypeError);
      expect(error.message).to.equal('Cart Widget:configureItem payload must be an object (got string)');
    });

    it('a productId that is not a positive whole number → TypeError naming the field', async () => {
      const svcCart = await startWidget();
      const error = await rejectionOf(svcCart.configureItem({ productId: -3 }));
      expect(error).to.be.instanceOf(TypeError);
      expect(error.message).to.equal(
        'Cart Widget:configureItem payload.productId must be a positive whole number (got number)',
      );
    });

    it('an unknown product shows the error view and rejects', async () => {
      const svcCart = await startWidget();
      const error = await rejectionOf(svcCart.configureItem({ productId: 999 }));
      expect(error.message).to.contain('999');
      expect((await shownView())!.view).to.equal('error');
    });
  });

  describe('configureGift(payload, mount)', () => {
    /** Replaces console.warn while `fn` runs. */
    function captureWarn(fn: () => void): string[] {
      const original = console.warn;
      const logged: string[] = [];
      console.warn = (...args: unknown[]) => logged.push(args.map(String).join(' '));
      try {
        fn();
      } finally {
        console.warn = original;
      }
      return logged;
    }

    it('configureGift(null, true) mounts the gift view now and does not open the widget', async () => {
      const svcCart = await startWidget();
      const events = recordEvents(svcCart);
      const logged = captureWarn(() => svcCart.configureGift(null, true));
      expect(logged).to.deep.equal([]);
      expect(svcCart.customization!.view).to.equal('gift');
      expect(svcCart.isOpen).to.equal(false);
      expect(events).to.deep.equal([]);
      svcCart.open(false);
      expect(await shownView()).to.deep.equal({ view: 'gift', summary: 'hidden', customization: 'gift' });
    });

    it('configureGift(null, true) replaces an open customization view, which resolves { finalized: false }', async () => {
      const svcCart = await startWidget();
      const mounted = await mountView(svcCart, { productId: 100 });
      svcCart.configureGift(null, true);
      expect(await mounted.settled).to.deep.equal({ finalized: false });
      expect(svcCart.customization!.view).to.equal('gift');
    });

    it('configureGift(null, false) waits until the current customization view closes', async () => {
      const svcCart = await startWidget();
      const mounted = await mountView(svcCart, { productId: 100 });
      svcCart.configureGift(null, false);
      expect(svcCart.customization!.view).to.equal('pricing');
      await rendered(); // every load and render has ended: nothing left could settle it
      expect(mounted.state()).to.equal('pending');
      svcCart.dismissCustomization();
      expect(await mounted.settled).to.deep.equal({ finalized: false });
      await until(() => svcCart.customization?.view === 'gift', 'the gift view');
    });

    it('configureGift(null, false) with no customization view mounts the gift view at once', async () => {
      const svcCart = await startWidget();
      svcCart.configureGift(null, false);
      expect(svcCart.customization!.view).to.equal('gift');
      expect(svcCart.isOpen).to.equal(false);
    });

    it('a non-null payload logs exactly the warning and is ignored', async () => {
      const svcCart = await startWidget();
      const logged = captureWarn(() => svcCart.configureGift({ productId: 100 } as unknown as null, true));
      expect(logged).to.deep.equal(['Payload is not supported yet in the configureGift method.']);
      expect(svcCart.customization).to.deep.equal({ view: 'gift', payload: {} });
    });

    it('a mount that is not a boolean → TypeError naming configureGift, nothing mounted', async () => {
      const svcCart = await startWidget();
      expect(() => svcCart.configureGift(null, 'yes' as unknown as boolean))
        .to.throw(TypeError)
        .with.property('message', 'Cart Widget:configureGift mount must be true or false (got string)');
      expect(svcCart.customization).to.equal(null);
    });
  });
});
