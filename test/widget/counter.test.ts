/**
 * `settings.cartCounterEl` (spec: "Widget settings"): the element's content is replaced by the
 * number of active items (the sum of quantities) on `CART_READY`, `CART_UPDATED`, after `popstate`
 * (waiting up to 5 s for the element, then 300 ms more) and after pushState routes.
 */
import { expect } from '@open-wc/testing';
import { setupWidget, startWidget } from './helpers.js';

let host: HTMLElement;

function place(markup: string): HTMLElement {
  host.insertAdjacentHTML('beforeend', markup);
  return host.lastElementChild as HTMLElement;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with the time (performance.now) at which `element`'s content first changes. */
function firstWrite(element: Element): Promise<number> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(element, { childList: true, characterData: true, subtree: true });
  });
}

describe('widget cart counter (cartCounterEl)', () => {
  setupWidget();

  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
  });
  afterEach(() => host.remove());

  it('CART_READY writes the count (0 for a new cart) into the element a selector names', async () => {
    const counter = place('<span id="count">–</span>');
    await startWidget({ settings: { cartCounterEl: '#count' } });
    expect(counter.textContent).to.equal('0');
  });

  it('CART_READY writes the sum of quantities of a returning cart', async () => {
    const first = await startWidget();
    await first.addItem({ productId: 201, quantity: 2 });
    await first.addItem({ productId: 211, quantity: 1 });
    first.destroy();
    const counter = place('<span class="count">–</span>');
    const svcCart = await startWidget({ settings: { cartCounterEl: '.count' } });
    expect(svcCart.cart!.items).to.have.length(2);
    expect(counter.textContent).to.equal('3');
  });

  it('CART_UPDATED rewrites it: add, change quantity, remove', async () => {
    const counter = place('<span id="count">–</span>');
    const svcCart = await startWidget({ settings: { cartCounterEl: '#count' } });
    await svcCart.addItem({ productId: 201, quantity: 2 });
    expect(counter.textContent).to.equal('2');
    const cart = await svcCart.addItem({ productId: 211, quantity: 3 });
    expect(counter.textContent).to.equal('5');
    const mug = cart.items.find((item) => item.productId === 201)!;
    await svcCart.updateItem(mug.id, { quantity: 1 });
    expect(counter.textContent).to.equal('4');
    await svcCart.removeItem(mug.id);
    expect(counter.textContent).to.equal('3');
  });

  it('an element (not a selector) works the same', async () => {
    const counter = place('<b>–</b>');
    const svcCart = await startWidget({ settings: { cartCounterEl: counter } });
    expect(counter.textContent).to.equal('0');
    await svcCart.addItem({ productId: 201, quantity: 4 });
    expect(counter.textContent).to.equal('4');
  });

  it('the content is replaced, child elements included', async () => {
    const counter = place('<span id="count"><i>cart</i> <em>–</em></span>');
    await startWidget({ settings: { cartCounterEl: '#count' } });
    expect(counter.innerHTML).to.equal('0');
  });

  it('without cartCounterEl nothing on the page is written', async () => {
    const counter = place('<span id="count">–</span>');
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 2 });
    expect(counter.textContent).to.equal('–');
  });

  it('after popstate, an element that appears 1 s later is written about 300 ms after it appears', async function () {
    this.timeout(5000);
    const svcCart = await startWidget({ settings: { cartCounterEl: '#count' } });
    await svcCart.addItem({ productId: 201, quantity: 2 });
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    // The page draws the element 1 s after the route change (the page's own timer: the case tested).
    await sleep(1000);
    const counter = place('<span id="count">–</span>');
    const appeared = performance.now();
    const delay = (await firstWrite(counter)) - appeared;
    expect(counter.textContent).to.equal('2');
    expect(delay, 'written about 300 ms after it appeared, not before').to.be.within(280, 700);
  });

  it('after popstate, an element that does not appear within 5 s is not written', async function () {
    this.timeout(8000);
    const svcCart = await startWidget({ settings: { cartCounterEl: '#count' } });
    await svcCart.addItem({ productId: 201, quantity: 2 });
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    await sleep(5300);
    const counter = place('<span id="count">–</span>');
    await sleep(600);
    expect(counter.textContent).to.equal('–');
  });

  it('after a pushState route change, the element the new page drew is written 300 ms later', async () => {
    const svcCart = await startWidget({ settings: { cartCounterEl: '#count' } });
    place('<span id="count">–</span>');
    await svcCart.addItem({ productId: 201, quantity: 2 });
    // The router draws the new page (a fresh counter) and pushes the route.
    host.replaceChildren();
    const counter = place('<span id="count">–</span>');
    const written = firstWrite(counter);
    const pushed = performance.now();
    history.pushState(null, '', '/shop/mugs');
    const delay = (await written) - pushed;
    expect(counter.textContent).to.equal('2');
    expect(delay).to.be.within(280, 700);
  });

  it('after a router pushstate event the element is written too', async () => {
    const svcCart = await startWidget({ settings: { cartCounterEl: '#count' } });
    await svcCart.addItem({ productId: 211, quantity: 3 });
    const counter = place('<span id="count">–</span>');
    const written = firstWrite(counter);
    window.dispatchEvent(new Event('pushstate'));
    await written;
    expect(counter.textContent).to.equal('3');
  });
});
