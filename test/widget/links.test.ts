/**
 * `settings.interceptProductLinks` (spec: "Widget settings"): product links and `data-svc-product`
 * elements open the widget with the product configured; and the pre-load stub
 * (`docs/snippets/link-stub.html`) that cancels and drops those clicks before the widget loads.
 */
import { expect } from '@open-wc/testing';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { panel, rendered, setupWidget, startWidget } from './helpers.js';
import { shopperClick } from './helpers.js';
import { until } from '../shared/wait.js';
import { pendingRequestsAnswered } from '../shared/quiet.js';

const click = shopperClick;

let host: HTMLElement;

/** Puts markup on the page (inside a container removed after each test). */
function place(markup: string): HTMLElement {
  host.insertAdjacentHTML('beforeend', markup);
  return host.lastElementChild as HTMLElement;
}

/** Records the widget's events in order. */
function record(svcCart: SvcCart): string[] {
  const seen: string[] = [];
  for (const type of ['CART_UPDATED', 'CART_OPEN', 'CART_CLOSE', 'CART_RESET'] as const)
    svcCart.events.on(type, () => seen.push(type));
  return seen;
}

const settings = { interceptProductLinks: true };

describe('widget product links (interceptProductLinks)', () => {
  const sandbox = setupWidget();

  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
  });
  afterEach(() => host.remove());

  /** The item-add requests that left the client since the last clear. */
  const adds = async () =>
    (await sandbox().sent())
      .filter((r) => r.method === 'POST' && /^\/carts\/[^/]+\/items$/.test(r.path))
      .map((r) => r.body);

  it('a click on /checkout/add/201 is cancelled, adds variant 201 and opens the summary', async () => {
    const svcCart = await startWidget({ settings });
    const events = record(svcCart);
    sandbox().clearSent();
    expect(click(place('<a href="/checkout/add/201">Add the mug</a>'))).to.equal(true);
    await until(() => events.includes('CART_OPEN'), 'CART_OPEN');
    expect(events).to.deep.equal(['CART_UPDATED', 'CART_OPEN']);
    expect(svcCart.cart!.items.map((item) => [item.productId, item.quantity])).to.deep.equal([[201, 1]]);
    expect(await adds()).to.deep.equal([{ productId: 201, quantity: 1 }]);
    await rendered();
    expect(panel()!.dataset.view).to.equal('summary');
  });

  it('a click on /checkout/buy/201 adds variant 201 and then shows the checkout view', async () => {
    const svcCart = await startWidget({ settings });
    const events = record(svcCart);
    expect(click(place('<a href="/checkout/buy/201">Buy the mug</a>'))).to.equal(true);
    await until(() => svcCart.view === 'checkout', 'the checkout view');
    expect(events).to.deep.equal(['CART_UPDATED', 'CART_OPEN']);
    expect(svcCart.cart!.items.map((item) => item.productId)).to.deep.equal([201]);
    await rendered();
    expect(panel()!.dataset.view).to.equal('checkout');
  });

  it('a click on /checkout/add/100 (a parent with plans) mounts the pricing view and adds nothing', async () => {
    const svcCart = await startWidget({ settings });
    const events = record(svcCart);
    sandbox().clearSent();
    expect(click(place('<a href="/checkout/add/100">Subscribe</a>'))).to.equal(true);
    await until(() => svcCart.customization !== null, 'the customization view');
    expect(svcCart.customization!.view).to.equal('pricing');
    expect(svcCart.customization!.payload.productId).to.equal(100);
    expect(events).to.deep.equal(['CART_OPEN']);
    expect(await adds()).to.deep.equal([]);
    await rendered();
    expect(panel()!.dataset.view).to.equal('pricing');
    expect(panel()!.dataset.customization).to.equal('pricing');
  });

  it('a click on an element with data-svc-product="201" is cancelled and adds variant 201', async () => {
    const svcCart = await startWidget({ settings });
    sandbox().clearSent();
    const button = place('<button type="submit" data-svc-product="201">Add</button>');
    expect(click(button)).to.equal(true);
    await until(() => (svcCart.cart?.items.length ?? 0) > 0, 'the item');
    expect(await adds()).to.deep.equal([{ productId: 201, quantity: 1 }]);
  });

  it('a click on /checkout/add/230 (a parent with a single variant) adds that variant', async () => {
    const svcCart = await startWidget({ settings });
    sandbox().clearSent();
    expect(click(place('<a href="/checkout/add/230">Get the guide</a>'))).to.equal(true);
    await until(() => (svcCart.cart?.items.length ?? 0) > 0, 'the item');
    expect(await adds()).to.deep.equal([{ productId: 231, quantity: 1 }]);
  });

  /** The catalog look-ups (`products/…`, `variants/…`) that left the client since the last clear. */
  const lookUps = async () =>
    (await sandbox().sent())
      .filter((r) => r.method === 'GET' && /^\/(products|variants)\/\d+$/.test(r.path))
      .map((r) => r.path);

  it('a click on /checkout/add/200 (a product with options) asks for the product only, so no request fails', async () => {
    const svcCart = await startWidget({ settings });
    sandbox().clearSent();
    expect(click(place('<a href="/checkout/add/200">Mugs</a>'))).to.equal(true);
    await until(() => svcCart.customization !== null, 'the customization view');
    expect(svcCart.customization!.view).to.equal('variant');
    // No `variants/200`, which answers 404 and which the browser logs in red.
    expect(await lookUps()).to.deep.equal(['/products/200']);
  });

  it('a click on /checkout/add/201 (a variant) asks for it as a variant once no product has the ID', async () => {
    const svcCart = await startWidget({ settings });
    sandbox().clearSent();
    expect(click(place('<a href="/checkout/add/201">Sand mug</a>'))).to.equal(true);
    await until(() => (svcCart.cart?.items.length ?? 0) > 0, 'the item');
    expect(await lookUps()).to.deep.equal(['/products/201', '/variants/201']);
    expect(await adds()).to.deep.equal([{ productId: 201, quantity: 1 }]);
  });

  it('a click on a child of a product link is intercepted', async () => {
    const svcCart = await startWidget({ settings });
    const link = place('<a href="/checkout/add/201"><span><b>Add</b> the mug</span></a>');
    expect(click(link.querySelector('b')!)).to.equal(true);
    await until(() => (svcCart.cart?.items.length ?? 0) > 0, 'the item');
    expect(svcCart.cart!.items.map((item) => item.productId)).to.deep.equal([201]);
  });

  it('an absolute URL with a query (https://shop.example/checkout/add/201?ref=x) is intercepted', async () => {
    const svcCart = await startWidget({ settings });
    expect(click(place('<a href="https://shop.example/checkout/add/201?ref=x">Add</a>'))).to.equal(true);
    await until(() => (svcCart.cart?.items.length ?? 0) > 0, 'the item');
    expect(svcCart.cart!.items.map((item) => item.productId)).to.deep.equal([201]);
  });

  it('clicks are caught on the document: a link on the page before start and one added later both work', async () => {
    const before = place('<a href="/checkout/add/201">Before</a>');
    const svcCart = await startWidget({ settings });
    expect(click(before)).to.equal(true);
    await until(() => svcCart.itemCount === 1, 'the first item');
    const later = place('<a href="/checkout/add/211">Later</a>');
    expect(click(later)).to.equal(true);
    await until(() => svcCart.itemCount === 2, 'the second item');
    expect(svcCart.cart!.items.map((item) => item.productId)).to.have.members([201, 211]);
  });

  it('a link inside an open shadow root is intercepted (composedPath)', async () => {
    const svcCart = await startWidget({ settings });
    const shadowHost = place('<div></div>');
    const root = shadowHost.attachShadow({ mode: 'open' });
    root.innerHTML = '<p><a href="/checkout/add/201"><span>Add</span></a></p>';
    expect(click(root.querySelector('span')!)).to.equal(true);
    await until(() => (svcCart.cart?.items.length ?? 0) > 0, 'the item');
    expect(svcCart.cart!.items.map((item) => item.productId)).to.deep.equal([201]);
  });

  it('other links are left alone and add nothing', async () => {
    const svcCart = await startWidget({ settings });
    const events = record(svcCart);
    sandbox().clearSent();
    for (const href of [
      '/products/201',
      '/checkout/add/abc',
      '/checkout/added/201',
      '/checkout/add/201x',
      '/checkout/201',
      '#top',
    ]) {
      expect(click(place(`<a href="${href}">Other</a>`)), href).to.equal(false);
    }
    expect(click(place('<button type="button" data-svc-product="mug">Not an ID</button>'))).to.equal(false);
    await pendingRequestsAnswered();
    expect(events).to.deep.equal([]);
    expect(await sandbox().sent()).to.deep.equal([]);
    expect(svcCart.isOpen).to.equal(false);
  });

  it('with interceptProductLinks off (the default) product links are not intercepted', async () => {
    const svcCart = await startWidget();
    const events = record(svcCart);
    sandbox().clearSent();
    expect(click(place('<a href="/checkout/add/201">Add</a>'))).to.equal(false);
    expect(click(place('<span data-svc-product="201">Add</span>'))).to.equal(false);
    await pendingRequestsAnswered();
    expect(events).to.deep.equal([]);
    expect(await sandbox().sent()).to.deep.equal([]);
  });

  it('a disabled widget does not intercept product links', async () => {
    const svcCart = await startWidget({ settings });
    svcCart.disable();
    const events = record(svcCart);
    sandbox().clearSent();
    expect(click(place('<a href="/checkout/add/201">Add</a>'))).to.equal(false);
    await pendingRequestsAnswered();
    expect(events).to.deep.equal([]);
    expect(await sandbox().sent()).to.deep.equal([]);
  });

  it('a click the page already cancelled is left to the page', async () => {
    const svcCart = await startWidget({ settings });
    const link = place('<a href="/checkout/add/201">Add</a>');
    link.addEventListener('click', (event) => event.preventDefault());
    sandbox().clearSent();
    expect(click(link)).to.equal(true);
    await pendingRequestsAnswered();
    expect(svcCart.isOpen).to.equal(false);
    expect(await sandbox().sent()).to.deep.equal([]);
  });
});

describe('widget pre-load link stub (docs/snippets/link-stub.html)', () => {
  const sandbox = setupWidget();
  let stubText = '';

  before(async () => {
    const response = await fetch('/docs/snippets/link-stub.html');
    expect(response.status).to.equal(200);
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    const scripts = page.querySelectorAll('script');
    expect(scripts.length, 'one <script>').to.equal(1);
    expect(page.body.childNodes.length, 'nothing but the script').to.equal(0);
    expect(scripts[0]!.attributes.length, 'a classic script without attributes').to.equal(0);
    // The test server compiles inline scripts; the file's own text is in the inline source map.
    const served = scripts[0]!.textContent ?? '';
    const map = /\/\/# sourceMappingURL=data:application\/json;base64,(\S+)\s*$/.exec(served);
    stubText = map ? (JSON.parse(atob(map[1]!)) as { sourcesContent: string[] }).sourcesContent[0]! : served;
  });

  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    const script = document.createElement('script');
    script.textContent = stubText;
    document.head.append(script);
  });

  afterEach(() => {
    // A click while the widget "exists" makes the stub remove its listener for the next tests.
    (window as unknown as { svcCart: unknown }).svcCart = {};
    click(document.body);
    delete (window as unknown as { svcCart?: unknown }).svcCart;
    host.remove();
    document.head.querySelectorAll('script:not([src])').forEach((script) => {
      if (script.textContent === stubText) script.remove();
    });
  });

  it('is one small script without dependencies', () => {
    expect(stubText.length).to.be.below(1200);
    expect(stubText).not.to.match(/\b(import|require|const|let|class)\b|=>|`/);
  });

  it('cancels a click on a /checkout/add/{id} link before the widget loads', () => {
    expect(click(place('<a href="/checkout/add/201">Add</a>'))).to.equal(true);
  });

  it('cancels a click on a /checkout/buy/{id} link and on a child of it', () => {
    const link = place('<a href="https://shop.example/checkout/buy/201?x=1"><span>Buy</span></a>');
    expect(click(link)).to.equal(true);
    expect(click(link.querySelector('span')!)).to.equal(true);
  });

  it('cancels a click on an element with data-svc-product', () => {
    expect(click(place('<button type="button" data-svc-product="201">Add</button>'))).to.equal(true);
  });

  it('cancels a click on a product link inside an open shadow root', () => {
    const shadowHost = place('<div></div>');
    const root = shadowHost.attachShadow({ mode: 'open' });
    root.innerHTML = '<a href="/checkout/add/201"><span>Add</span></a>';
    expect(click(root.querySelector('span')!)).to.equal(true);
  });

  it('leaves other links alone', () => {
    for (const href of ['/products/201', '/checkout/add/abc', '/checkout/added/201', '#top'])
      expect(click(place(`<a href="${href}">Other</a>`)), href).to.equal(false);
    expect(click(place('<span data-svc-product="mug">x</span>'))).to.equal(false);
  });

  it('lets clicks through once window.svcCart exists (the widget handles them)', () => {
    const link = place('<a href="/checkout/add/201">Add</a>');
    expect(click(link)).to.equal(true);
    (window as unknown as { svcCart: unknown }).svcCart = {};
    expect(click(link)).to.equal(false);
    delete (window as unknown as { svcCart?: unknown }).svcCart;
    // The stub removed itself: it stays out of the way from then on.
    expect(click(link)).to.equal(false);
  });

  it('drops the click: the widget does not replay it after it starts', async () => {
    expect(click(place('<a href="/checkout/add/201">Add</a>'))).to.equal(true);
    const svcCart = await startWidget({ settings });
    await pendingRequestsAnswered();
    expect(svcCart.cart!.items).to.deep.equal([]);
    expect(svcCart.isOpen).to.equal(false);
    expect((await sandbox().sent()).map((r) => `${r.method} ${r.path}`)).to.have.members([
      'GET /shop',
      'POST /carts',
    ]);
  });

  it('once the widget runs, the widget handles the click instead of the stub', async () => {
    const svcCart = await startWidget({ settings });
    expect(click(place('<a href="/checkout/add/201">Add</a>'))).to.equal(true);
    await until(() => (svcCart.cart?.items.length ?? 0) > 0, 'the item');
    expect(svcCart.cart!.items.map((item) => item.productId)).to.deep.equal([201]);
  });

  it('stands down for a widget under another globalName (its <svc-cart-root> is on the page)', async () => {
    const svcCart = await startWidget({ settings, globalName: 'shopCart' });
    expect(window.svcCart).to.equal(undefined);
    expect(click(place('<a href="/checkout/add/201">Add</a>'))).to.equal(true);
    await until(() => (svcCart.cart?.items.length ?? 0) > 0, 'the item');
    expect(svcCart.cart!.items.map((item) => item.productId)).to.deep.equal([201]);
    delete (window as unknown as { shopCart?: unknown }).shopCart;
  });
});
