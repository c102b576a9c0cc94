/**
 * The script's start-up in short tasks (`bootstrapInTasks`, what `cart-widget.js` runs): the same
 * window events in the same order, the same requests, and a drawer that opens with the summary
 * even before the deferred definitions of its elements ran.
 */
import { expect } from '@open-wc/testing';
import { bootstrapInTasks } from '../../src/bootstrap/index.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { baseConfig, panel, rendered, setupWidget, track } from './helpers.js';

const EVENTS = ['svc-cart-loaded', 'svc-cart-initialized', 'svc-cart:ready'];

/**
 * Runs what the script runs, with `onInitialized` as the page's `svc-cart-initialized` listener.
 * Returns the window events seen synchronously, and the widget once CART_READY was emitted.
 */
function startInTasks(onInitialized: (svcCart: SvcCart) => void = () => undefined) {
  window.svcConfig = baseConfig();
  const events: string[] = [];
  const record = (event: Event) => events.push(event.type);
  for (const type of EVENTS) window.addEventListener(type, record);
  const ready = new Promise<SvcCart>((resolve) => {
    window.addEventListener(
      'svc-cart-initialized',
      () => {
        const svcCart = track(window.svcCart!);
        onInitialized(svcCart);
        svcCart.events.once('CART_READY', () => resolve(svcCart));
      },
      { once: true },
    );
  });
  void bootstrapInTasks();
  const atOnce = [...events];
  return {
    atOnce,
    events,
    ready: ready.finally(() => {
      for (const type of EVENTS) window.removeEventListener(type, record);
    }),
  };
}

describe('start-up in short tasks', () => {
  const sandbox = setupWidget();
  const sent = async () => (await sandbox().sent()).map((request) => `${request.method} ${request.path}`);
  // Each test is a first visit: setupWidget deletes the cookies, so no cart is stored yet.

  // First in this file: no test before it has defined the drawer's elements.
  it('svcCart.open() in the svc-cart-initialized listener shows the summary, before the drawer was defined', async () => {
    let definedAtOpen: boolean | undefined;
    const { ready } = startInTasks((svcCart) => {
      definedAtOpen = Boolean(customElements.get('svc-cart-summary') || customElements.get('svc-cart-panel'));
      svcCart.open();
    });
    await ready;
    await rendered();
    expect(definedAtOpen).to.equal(false);
    const drawer = panel();
    expect(drawer).to.not.equal(null);
    expect((drawer as HTMLDialogElement).open).to.equal(true);
    expect(drawer!.dataset.view).to.equal('summary');
    const summary = drawer!.querySelector('svc-cart-summary');
    expect(summary?.shadowRoot?.textContent).to.contain('Your cart is empty');
  });

  it('svc-cart-loaded at once, then svc-cart-initialized and the ready event in later tasks, in that order', async () => {
    const { atOnce, events, ready } = startInTasks();
    expect(atOnce).to.deep.equal(['svc-cart-loaded']);
    expect(window.svcCart).to.equal(undefined);
    await ready;
    expect(events).to.deep.equal(EVENTS);
  });

  it('window.svcCart is set and <svc-cart-root> mounted when svc-cart-initialized fires', async () => {
    let seen: { global: unknown; roots: number } | undefined;
    const { ready } = startInTasks((svcCart) => {
      seen = { global: svcCart, roots: document.querySelectorAll('svc-cart-root').length };
    });
    const svcCart = await ready;
    expect(seen).to.deep.equal({ global: svcCart, roots: 1 });
  });

  it('a first visit sends the shop and the new cart requests, and nothing else', async () => {
    await startInTasks().ready;
    expect(await sent()).to.have.members(['GET /shop', 'POST /carts']);
  });

  it('addItem in the svc-cart-initialized listener waits for the start-up and adds the line', async () => {
    let added: Promise<unknown> | undefined;
    const { ready } = startInTasks((svcCart) => {
      added = svcCart.addItem({ productId: 201, quantity: 1 });
    });
    const svcCart = await ready;
    await added;
    expect(svcCart.cart?.items.map((item) => [item.productId, item.quantity])).to.deep.equal([[201, 1]]);
    const requests = await sent();
    expect(requests.slice(0, 2), requests.join(', ')).to.have.members(['GET /shop', 'POST /carts']);
    expect(requests).to.have.length(3);
    expect(requests[2]).to.match(/^POST \/carts\/[^/]+\/items$/);
  });
});
