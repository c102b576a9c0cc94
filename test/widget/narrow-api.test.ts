/**
 * The controller's public side as a page sees it: `events.once` hands its listener exactly what
 * `events.on` hands (the meta included), the fields are read-only (a page's assignment throws and
 * changes nothing), and `configureGift` takes any payload in its type, logging one that is not `null`.
 */
import { expect } from '@open-wc/testing';
import type { Cart } from '@svc/sdk';
import { SvcCartEvents } from '../../src/controller/events.js';
import { setupWidget, startWidget } from './helpers.js';

describe('the controller as a page sees it', () => {
  setupWidget();

  it('events.once gets every argument events.on gets, the meta of the call behind it included', () => {
    const events = new SvcCartEvents();
    const onArgs: unknown[][] = [];
    const onceArgs: unknown[][] = [];
    events.on('CART_UPDATED', (...args: unknown[]) => onArgs.push(args));
    events.once('CART_UPDATED', (...args: unknown[]) => onceArgs.push(args));
    const cart = { id: 'c1', items: [] } as Partial<Cart> as Cart;
    events.emit('CART_UPDATED', null, cart, 'addItem');
    events.emit('CART_UPDATED', null, cart, 'removeItem');
    expect(onceArgs).to.deep.equal([[null, cart, { action: 'addItem' }]]);
    expect(onceArgs[0]).to.deep.equal(onArgs[0]);
    expect(onArgs).to.have.length(2);
  });

  it('events.once without a call behind the event gets (error, data), as events.on does', () => {
    const events = new SvcCartEvents();
    const onArgs: unknown[][] = [];
    const onceArgs: unknown[][] = [];
    events.on('CART_OPEN', (...args: unknown[]) => onArgs.push(args));
    events.once('CART_OPEN', (...args: unknown[]) => onceArgs.push(args));
    events.emit('CART_OPEN', null);
    expect(onceArgs).to.deep.equal([[null, undefined]]);
    expect(onceArgs).to.deep.equal(onArgs);
  });

  it("a page's assignment to a field throws and leaves the field as it was", async () => {
    const svcCart = await startWidget();
    const cart = svcCart.cart;
    const sdk = svcCart.sdk;
    // What a page's `svcCart.cart = …` does in a module (strict mode).
    for (const field of [
      'cart',
      'sdk',
      'settings',
      'cartSettings',
      'customer',
      'customerData',
      'analyticsConsent',
    ])
      expect(() => Object.assign(svcCart, { [field]: { forged: true } }), field).to.throw(TypeError);
    expect(svcCart.cart).to.equal(cart);
    expect(svcCart.sdk).to.equal(sdk);
    expect(svcCart.customer).to.equal(null);
    expect(svcCart.settings).to.not.have.property('forged');
  });

  it('setAnalyticsConsent is the way to change analyticsConsent', async () => {
    const svcCart = await startWidget();
    expect(svcCart.analyticsConsent).to.equal(undefined);
    svcCart.setAnalyticsConsent(false);
    expect(svcCart.analyticsConsent).to.equal(false);
  });

  it('configureGift takes a payload of any kind in its type, logs one that is not null and mounts the gift view', async () => {
    const svcCart = await startWidget();
    const logged: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => logged.push(args.map(String).join(' '));
    try {
      const pagePayload: unknown = { productId: 100 };
      svcCart.configureGift(pagePayload, true);
    } finally {
      console.warn = original;
    }
    expect(logged).to.deep.equal(['Payload is not supported yet in the configureGift method.']);
    expect(svcCart.customization).to.deep.equal({ view: 'gift', payload: {} });
  });
});
