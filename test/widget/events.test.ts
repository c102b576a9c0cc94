/**
 * Widget events (spec "Events"): `events.on(type, (err, data) => {})` for every event with its
 * data, the `CART_UPDATE` alias, `off` and `once`, unknown types, throwing listeners, and the DOM
 * events `svc-cart:<kebab>` on window.
 */
import { expect } from '@open-wc/testing';
import type { Cart, Customer } from '@svc/sdk';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import type { SvcCartEventType } from '../../src/controller/events.js';
import { captureConsoleError } from '../../sdk/test/helpers.js';
import { nextConsoleError } from '../shared/wait.js';
import { setupWidget, startWidget } from './helpers.js';

type Call = { error: Error | null; data: unknown; args: number };

/** Every call of `type` from now on, with its arguments. */
function listen(svcCart: SvcCart, type: SvcCartEventType): Call[] {
  const calls: Call[] = [];
  svcCart.events.on(type, (...args: unknown[]) =>
    calls.push({ error: args[0] as Error | null, data: args[1], args: args.length }),
  );
  return calls;
}

/** Every `svc-cart:<name>` DOM event on window until the test ends. */
const domEvents: { name: string; detail: unknown }[] = [];
const DOM_NAMES = [
  'svc-cart:ready',
  'svc-cart:updated',
  'svc-cart:open',
  'svc-cart:close',
  'svc-cart:reset',
  'svc-cart:sign-in',
  'svc-cart:sign-out',
  'svc-cart:checkout-started',
];
const onDom = (event: Event) =>
  domEvents.push({ name: event.type, detail: (event as CustomEvent).detail as unknown });

describe('widget events', () => {
  const sandbox = setupWidget();

  beforeEach(() => {
    domEvents.length = 0;
    for (const name of DOM_NAMES) window.addEventListener(name, onDom);
  });
  afterEach(() => {
    for (const name of DOM_NAMES) window.removeEventListener(name, onDom);
  });

  const tokenFor = (customerId = 1) => sandbox().store.issueToken(customerId);

  describe('each event and its data', () => {
    it('CART_READY: (null, cart) once, after start-up', async () => {
      const svcCart = await startWidget({}, { ready: false });
      const calls = listen(svcCart, 'CART_READY');
      await new Promise<void>((resolve) => svcCart.events.once('CART_READY', () => resolve()));
      expect(calls).to.have.length(1);
      expect(calls[0]!.error).to.equal(null);
      expect(calls[0]!.data).to.equal(svcCart.cart);
      expect((calls[0]!.data as Cart).id).to.match(/^[0-9a-f-]{36}$/);
      await svcCart.addItem({ productId: 231, quantity: 1 });
      expect(calls).to.have.length(1);
    });

    it('CART_READY: (error, undefined) when start-up fails', async () => {
      sandbox().setFaults({ fail: ['shop.load'] });
      const svcCart = await startWidget({}, { ready: false });
      const calls = listen(svcCart, 'CART_READY');
      const logged = await captureConsoleError(async () => {
        const reported = nextConsoleError();
        await new Promise<void>((resolve) => svcCart.events.once('CART_READY', () => resolve()));
        await reported;
      });
      expect(logged.some((line) => line.startsWith('Cart Widget: start-up failed'))).to.equal(true);
      expect(calls).to.have.length(1);
      expect(calls[0]!.error).to.be.instanceOf(Error);
      expect(calls[0]!.data).to.equal(undefined);
    });

    it('CART_UPDATED: (null, cart) with the updated cart', async () => {
      const svcCart = await startWidget();
      const calls = listen(svcCart, 'CART_UPDATED');
      const cart = await svcCart.addItem({ productId: 231, quantity: 3 });
      expect(calls).to.have.length(1);
      expect(calls[0]!.error).to.equal(null);
      expect(calls[0]!.data).to.equal(cart);
      expect((calls[0]!.data as Cart).items.map((i) => i.quantity)).to.deep.equal([3]);
    });

    it('CART_UPDATED is not emitted when the change fails', async () => {
      const svcCart = await startWidget();
      const calls = listen(svcCart, 'CART_UPDATED');
      await svcCart.applyCoupon('NOPE').catch(() => undefined);
      expect(calls).to.deep.equal([]);
    });

    it('CART_OPEN: no data', async () => {
      const svcCart = await startWidget();
      const calls = listen(svcCart, 'CART_OPEN');
      svcCart.open();
      expect(calls).to.deep.equal([{ error: null, data: undefined, args: 2 }]);
    });

    it('CART_CLOSE: no data', async () => {
      const svcCart = await startWidget();
      svcCart.open();
      const calls = listen(svcCart, 'CART_CLOSE');
      svcCart.close();
      expect(calls).to.deep.equal([{ error: null, data: undefined, args: 2 }]);
    });

    it('CART_RESET: (null, cart) with the new cart', async () => {
      const svcCart = await startWidget();
      const oldId = svcCart.cart!.id;
      const calls = listen(svcCart, 'CART_RESET');
      const cart = await svcCart.resetCart();
      expect(calls).to.have.length(1);
      expect(calls[0]!.error).to.equal(null);
      expect(calls[0]!.data).to.equal(cart);
      expect((calls[0]!.data as Cart).id).to.not.equal(oldId);
    });

    it('SIGN_IN: (null, { customer }) after authenticate', async () => {
      const svcCart = await startWidget();
      const calls = listen(svcCart, 'SIGN_IN');
      await svcCart.authenticate(tokenFor());
      expect(calls).to.have.length(1);
      expect(calls[0]!.error).to.equal(null);
      const { customer } = calls[0]!.data as { customer: Customer };
      expect(customer.email).to.equal('shopper@example.com');
    });

    it('SIGN_IN is not emitted when authenticate fails', async () => {
      const svcCart = await startWidget();
      const calls = listen(svcCart, 'SIGN_IN');
      await captureConsoleError(() => svcCart.authenticate('sbx_not_a_token').catch(() => undefined));
      expect(calls).to.deep.equal([]);
    });

    it('SIGN_OUT: (null, { customer }) with the customer who signed out', async () => {
      const svcCart = await startWidget();
      await svcCart.authenticate(tokenFor());
      const calls = listen(svcCart, 'SIGN_OUT');
      await svcCart.signOut();
      expect(calls).to.have.length(1);
      expect(calls[0]!.error).to.equal(null);
      expect((calls[0]!.data as { customer: Customer }).customer.email).to.equal('shopper@example.com');
    });
  });

  describe('beyond the spec', () => {
    /** Every call of `type` with its third argument. */
    function listenWithMeta(svcCart: SvcCart, type: SvcCartEventType): unknown[] {
      const metas: unknown[] = [];
      svcCart.events.on(type, (_error, _data, meta) => metas.push(meta));
      return metas;
    }

    it('CART_UPDATED listeners get { action } naming the call behind it', async () => {
      const svcCart = await startWidget();
      const metas = listenWithMeta(svcCart, 'CART_UPDATED');
      const cart = await svcCart.addItem({ productId: 231, quantity: 1 });
      await svcCart.updateItem(cart.items[0]!.id, { quantity: 2 });
      await svcCart.applyCoupon('WELCOME10');
      await svcCart.removeItem(cart.items[0]!.id);
      await svcCart.setCurrency('EUR');
      await svcCart.reload();
      await svcCart.resetCart();
      expect(metas).to.deep.equal([
        { action: 'addItem' },
        { action: 'updateItem' },
        { action: 'applyCoupon' },
        { action: 'removeItem' },
        { action: 'setCurrency' },
        { action: 'reload' },
        { action: 'resetCart' },
      ]);
    });

    it('events without a call behind them keep the spec’s two arguments', async () => {
      const svcCart = await startWidget({}, { ready: false });
      const ready = listen(svcCart, 'CART_READY');
      const opened = listen(svcCart, 'CART_OPEN');
      await new Promise<void>((resolve) => svcCart.events.once('CART_READY', () => resolve()));
      svcCart.open();
      expect(ready.map((call) => call.args)).to.deep.equal([2]);
      expect(opened.map((call) => call.args)).to.deep.equal([2]);
    });

    it('ITEM_SELECTED: the customization view and its item, once per view opened', async () => {
      const svcCart = await startWidget();
      const calls = listen(svcCart, 'ITEM_SELECTED');
      void svcCart.configureItem({ productId: 100 });
      await new Promise<void>((resolve) => svcCart.events.once('ITEM_SELECTED', () => resolve()));
      expect(calls).to.have.length(1);
      const selected = calls[0]!.data as {
        view: string;
        payload: { productId: number };
        product?: { name?: string };
      };
      expect([selected.view, selected.payload.productId, selected.product?.name]).to.deep.equal([
        'pricing',
        100,
        'House Blend Subscription',
      ]);
      expect(selected).to.equal(svcCart.customization);
      // An item added without a view selects nothing.
      svcCart.dismissCustomization();
      await svcCart.configureItem({ productId: 231 });
      expect(calls).to.have.length(1);
    });

    it('CHECKOUT_STARTED: (null, cart) each time the checkout comes on screen, not while it stays', async () => {
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 231, quantity: 1 });
      const calls = listen(svcCart, 'CHECKOUT_STARTED');
      const started = () =>
        new Promise<void>((resolve) => svcCart.events.once('CHECKOUT_STARTED', () => resolve()));
      let next = started();
      svcCart.open('checkout');
      await next;
      expect(calls).to.deep.equal([{ error: null, data: svcCart.cart, args: 2 }]);
      svcCart.notify();
      svcCart.close();
      expect(calls).to.have.length(1);
      next = started();
      svcCart.open();
      svcCart.showCheckout();
      await next;
      expect(calls).to.have.length(2);
      expect(domEvents.filter((event) => event.name === 'svc-cart:checkout-started').length).to.equal(2);
    });
  });

  describe('registration', () => {
    it('events.type lists every event name', async () => {
      const svcCart = await startWidget();
      expect(svcCart.events.type).to.deep.include({
        CART_READY: 'CART_READY',
        CART_UPDATED: 'CART_UPDATED',
        CART_OPEN: 'CART_OPEN',
        CART_CLOSE: 'CART_CLOSE',
        CART_RESET: 'CART_RESET',
        SIGN_IN: 'SIGN_IN',
        SIGN_OUT: 'SIGN_OUT',
      });
    });

    it('events.type.CART_UPDATE is an alias that receives CART_UPDATED', async () => {
      const svcCart = await startWidget();
      const seen: unknown[] = [];
      svcCart.events.on(svcCart.events.type.CART_UPDATE, (_error, data) => seen.push(data));
      const cart = await svcCart.addItem({ productId: 231, quantity: 1 });
      expect(seen).to.deep.equal([cart]);
    });

    it("the string 'CART_UPDATE' is accepted as the same event", async () => {
      const svcCart = await startWidget();
      const seen: unknown[] = [];
      const listener = (_error: Error | null, data: unknown) => seen.push(data);
      svcCart.events.on('CART_UPDATE', listener);
      const cart = await svcCart.addItem({ productId: 231, quantity: 1 });
      svcCart.events.off('CART_UPDATE', listener);
      await svcCart.addItem({ productId: 231, quantity: 1 });
      expect(seen).to.deep.equal([cart]);
    });

    it('events.off removes a listener', async () => {
      const svcCart = await startWidget();
      let count = 0;
      const listener = () => count++;
      svcCart.events.on('CART_OPEN', listener);
      svcCart.open();
      svcCart.close();
      svcCart.events.off('CART_OPEN', listener);
      svcCart.open();
      expect(count).to.equal(1);
    });

    it('the function returned by events.on removes the listener', async () => {
      const svcCart = await startWidget();
      let count = 0;
      const remove = svcCart.events.on('CART_OPEN', () => count++);
      svcCart.open();
      svcCart.close();
      remove();
      svcCart.open();
      expect(count).to.equal(1);
    });

    it('events.off leaves the other listeners of the type', async () => {
      const svcCart = await startWidget();
      const seen: string[] = [];
      const first = () => seen.push('first');
      svcCart.events.on('CART_OPEN', first);
      svcCart.events.on('CART_OPEN', () => seen.push('second'));
      svcCart.events.off('CART_OPEN', first);
      svcCart.open();
      expect(seen).to.deep.equal(['second']);
    });

    it('events.once calls the listener for the next event only', async () => {
      const svcCart = await startWidget();
      let count = 0;
      svcCart.events.once('CART_OPEN', () => count++);
      svcCart.open();
      svcCart.close();
      svcCart.open();
      expect(count).to.equal(1);
    });

    it('events.off with the listener given to events.once removes it before it runs', async () => {
      const svcCart = await startWidget();
      let count = 0;
      const listener = () => count++;
      svcCart.events.once('CART_OPEN', listener);
      svcCart.events.off('CART_OPEN', listener);
      svcCart.open();
      expect(count).to.equal(0);
    });

    it('the function returned by events.once removes it before it runs', async () => {
      const svcCart = await startWidget();
      let count = 0;
      const remove = svcCart.events.once('CART_OPEN', () => count++);
      remove();
      svcCart.open();
      expect(count).to.equal(0);
    });

    it('listeners run in registration order', async () => {
      const svcCart = await startWidget();
      const seen: number[] = [];
      for (const n of [1, 2, 3]) svcCart.events.on('CART_OPEN', () => seen.push(n));
      svcCart.open();
      expect(seen).to.deep.equal([1, 2, 3]);
    });

    for (const method of ['on', 'once', 'off'] as const) {
      it(`events.${method} with an unknown type throws a TypeError naming it`, async () => {
        const svcCart = await startWidget();
        expect(() => svcCart.events[method]('CART_NOPE' as SvcCartEventType, () => undefined))
          .to.throw(TypeError)
          .with.property(
            'message',
            `Cart Widget:events.${method} unknown event type "CART_NOPE"; use svcCart.events.type.<NAME>`,
          );
      });
    }

    it('events.on with a listener that is not a function throws a TypeError', async () => {
      const svcCart = await startWidget();
      expect(() => svcCart.events.on('CART_OPEN', 'nope' as unknown as () => void))
        .to.throw(TypeError)
        .with.property('message', 'Cart Widget:events.on the listener must be a function (err, data) => {}');
    });

    it('a throwing listener does not stop the others; the error is reported on the console', async () => {
      const svcCart = await startWidget();
      const seen: string[] = [];
      svcCart.events.on('CART_OPEN', () => seen.push('before'));
      svcCart.events.on('CART_OPEN', () => {
        throw new Error('listener broke');
      });
      svcCart.events.on('CART_OPEN', () => seen.push('after'));
      const logged = await captureConsoleError(async () => svcCart.open());
      expect(seen).to.deep.equal(['before', 'after']);
      expect(svcCart.isOpen).to.equal(true);
      expect(logged).to.have.length(1);
      expect(logged[0]).to.contain('Cart Widget: a CART_OPEN listener threw');
      expect(logged[0]).to.contain('listener broke');
    });

    it('a throwing CART_UPDATED listener does not fail the cart change', async () => {
      const svcCart = await startWidget();
      svcCart.events.on('CART_UPDATED', () => {
        throw new Error('listener broke');
      });
      let cart: Cart | undefined;
      await captureConsoleError(async () => {
        cart = await svcCart.addItem({ productId: 231, quantity: 1 });
      });
      expect(cart!.items.map((i) => i.productId)).to.deep.equal([231]);
    });
  });

  describe('DOM events on window', () => {
    const pick = (name: string) => domEvents.filter((event) => event.name === name);

    it('svc-cart:ready with detail { error: null, data: cart }', async () => {
      const svcCart = await startWidget();
      expect(pick('svc-cart:ready')).to.deep.equal([
        { name: 'svc-cart:ready', detail: { error: null, data: svcCart.cart } },
      ]);
    });

    it('svc-cart:updated with detail { error: null, data: cart, action }', async () => {
      const svcCart = await startWidget();
      const cart = await svcCart.addItem({ productId: 231, quantity: 1 });
      expect(pick('svc-cart:updated')).to.deep.equal([
        { name: 'svc-cart:updated', detail: { error: null, data: cart, action: 'addItem' } },
      ]);
    });

    it('svc-cart:open and svc-cart:close with detail { error: null, data: undefined }', async () => {
      const svcCart = await startWidget();
      svcCart.open();
      svcCart.close();
      expect(domEvents.map((event) => event.name)).to.deep.equal([
        'svc-cart:ready',
        'svc-cart:open',
        'svc-cart:close',
      ]);
      expect(pick('svc-cart:open')[0]!.detail).to.deep.equal({ error: null, data: undefined });
      expect(pick('svc-cart:close')[0]!.detail).to.deep.equal({ error: null, data: undefined });
    });

    it('svc-cart:reset after svc-cart:updated on resetCart', async () => {
      const svcCart = await startWidget();
      domEvents.length = 0;
      const cart = await svcCart.resetCart();
      expect(domEvents).to.deep.equal([
        { name: 'svc-cart:updated', detail: { error: null, data: cart, action: 'resetCart' } },
        { name: 'svc-cart:reset', detail: { error: null, data: cart } },
      ]);
    });

    it('svc-cart:sign-in and svc-cart:sign-out', async () => {
      const svcCart = await startWidget();
      await svcCart.authenticate(tokenFor());
      await svcCart.signOut();
      const signIn = pick('svc-cart:sign-in');
      const signOut = pick('svc-cart:sign-out');
      expect(signIn).to.have.length(1);
      expect(signOut).to.have.length(1);
      const detail = signIn[0]!.detail as { error: null; data: { customer: Customer } };
      expect(detail.error).to.equal(null);
      expect(detail.data.customer.email).to.equal('shopper@example.com');
    });

    it('the DOM event is dispatched after the widget listeners ran', async () => {
      const svcCart = await startWidget();
      const order: string[] = [];
      svcCart.events.on('CART_OPEN', () => order.push('listener'));
      const dom = () => order.push('dom');
      window.addEventListener('svc-cart:open', dom);
      svcCart.open();
      window.removeEventListener('svc-cart:open', dom);
      expect(order).to.deep.equal(['listener', 'dom']);
    });

    it('the DOM event is a CustomEvent', async () => {
      const svcCart = await startWidget();
      let event: Event | undefined;
      const grab = (e: Event) => (event = e);
      window.addEventListener('svc-cart:open', grab);
      svcCart.open();
      window.removeEventListener('svc-cart:open', grab);
      expect(event).to.be.instanceOf(CustomEvent);
    });
  });
});
