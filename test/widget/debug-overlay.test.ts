/**
 * The integrator's debug overlay (`svcCart.debug()`, `?svcDebug=1`): what it says about the
 * widget's state, its URL rule, link clicks, events and SDK requests; that `debug(false)` leaves
 * nothing behind; and that its code loads only when asked for. The first test must stay first:
 * once the overlay's modules loaded, the page cannot show that they were never fetched.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import { HttpClient } from '../../sdk/src/http/client.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import type { SvcDebugOverlay } from '../../src/debug/svc-debug-overlay/svc-debug-overlay.js';
import { deepActiveElement } from '../elements/element-helpers.js';
import { nextEvent, setPageUrl, setupWidget, shopperClick, startWidget } from './helpers.js';
import { until } from '../shared/wait.js';

const API = '*/storefront/v1';
// Compared with `===`: a failed chai comparison of these functions stalls the test runner's report.
const originalCall = HttpClient.prototype.call;

interface Entry {
  text: string;
  detail: string;
  failed: boolean;
}

const overlays = () => document.querySelectorAll('svc-debug-overlay');

/** The overlay on the page, rendered. */
async function shownOverlay(): Promise<SvcDebugOverlay> {
  await until(() => overlays().length > 0, 'the overlay');
  const element = overlays()[0]!;
  await element.updateComplete;
  return element;
}

/** The section under the heading `heading`. */
function section(element: SvcDebugOverlay, heading: string): HTMLElement {
  const found = [...element.shadowRoot!.querySelectorAll<HTMLElement>('[part="section"]')].find(
    (node) => node.querySelector('h2')?.textContent === heading,
  );
  if (!found) throw new Error(`no section "${heading}"`);
  return found;
}

function entriesOf(list: Element | null | undefined): Entry[] {
  return [...(list?.querySelectorAll('li') ?? [])].map((item) => ({
    text: item.querySelector('.text')?.textContent?.trim() ?? '',
    detail: item.querySelector('.detail')?.textContent?.trim() ?? '',
    failed: item.part.contains('failed') && item.querySelector('.label')?.textContent === 'Failed',
  }));
}

/** The entries of the Clicks or Events section, newest first. */
const entries = (element: SvcDebugOverlay, heading: 'Clicks' | 'Events'): Entry[] =>
  entriesOf(section(element, heading).querySelector('ul'));

/** The requests in flight or finished, newest first. */
function requests(element: SvcDebugOverlay, which: 'In flight' | 'Finished'): Entry[] {
  const heading = [...section(element, 'Requests').querySelectorAll('h3')].find(
    (node) => node.textContent === which,
  );
  return entriesOf(heading?.nextElementSibling);
}

const widgetText = (element: SvcDebugOverlay): string =>
  element.shadowRoot!.querySelector('[part="widget"]')?.textContent ?? '';

/** The page's resources fetched from the overlay's source folders. */
const debugResources = (): string[] =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes('/src/debug/') || name.includes('sdk/src/debug'));

describe('debug overlay', () => {
  const sandbox = setupWidget();
  let host: HTMLElement;
  let current: SvcCart | undefined;

  const start = async (...args: Parameters<typeof startWidget>) => (current = await startWidget(...args));
  const place = (markup: string): HTMLElement => {
    host.insertAdjacentHTML('beforeend', markup);
    return host.lastElementChild as HTMLElement;
  };

  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
  });
  afterEach(async () => {
    await current?.debug(false);
    current = undefined;
    host.remove();
  });

  it('loads no debug code on a normal start and actions, nor for debug(false) on a fresh widget', async () => {
    const svcCart = await start({ settings: { interceptProductLinks: true } });
    await svcCart.addItem({ productId: 201, quantity: 1 });
    svcCart.open();
    svcCart.close();
    shopperClick(place('<a href="/checkout/add/201">Add the mug</a>'));
    await until(() => svcCart.cart!.items[0]!.quantity === 2, 'the second mug');
    await svcCart.debug(false);
    expect(debugResources()).to.deep.equal([]);
    expect(overlays().length).to.equal(0);
    expect(HttpClient.prototype.call === originalCall, 'HttpClient.prototype.call is the original').to.equal(
      true,
    );

    // The same check sees the code once it is asked for.
    await svcCart.debug();
    const loaded = debugResources();
    expect(loaded.some((name) => name.includes('/src/debug/debug.ts'))).to.equal(true, loaded.join());
    expect(loaded.some((name) => name.includes('sdk/src/debug.ts'))).to.equal(true, loaded.join());
  });

  it('?svcDebug=1 shows the overlay with the start-up requests GET /shop, POST /carts and CART_READY', async () => {
    setPageUrl(`${location.pathname}?svcDebug=1`);
    const svcCart = await start();
    const element = await shownOverlay();
    expect(overlays().length).to.equal(1);
    const finished = requests(element, 'Finished');
    expect(finished.map((request) => request.text)).to.have.members(['GET /shop', 'POST /carts']);
    for (const [text, operation] of [
      ['GET /shop', 'shop.load'],
      ['POST /carts', 'cart.create'],
    ]) {
      const request = finished.find((entry) => entry.text === text)!;
      expect(request.detail).to.match(new RegExp(`^${operation}, done in \\d+ ms$`));
      expect(request.failed).to.equal(false);
    }
    expect(requests(element, 'In flight')).to.deep.equal([]);
    expect(entries(element, 'Events')).to.deep.equal([
      { text: 'CART_READY', detail: `cart ${svcCart.cart!.id}, 0 items`, failed: false },
    ]);
    expect(widgetText(element)).to.equal(
      `Enabled on ${location.pathname}: no rule matched (no disable rules).`,
    );
    const config = element.shadowRoot!.querySelector('[part="config"]')!.textContent!;
    expect(config).to.contain('"apiKey": "demo…"');
    expect(config).not.to.contain('demo-api-key');
    expect(config).to.contain('"interceptProductLinks": false');
  });

  it('a second debug() keeps the one overlay', async () => {
    const svcCart = await start();
    await svcCart.debug();
    await svcCart.debug(true);
    await shownOverlay();
    expect(overlays().length).to.equal(1);
  });

  it('on /private/area with disableUrls ["/private/**"], says the widget is disabled and names the rule; enabled on another path', async () => {
    setPageUrl('/private/area');
    const svcCart = await start({ disableUrls: ['/private/**'] }, { ready: false });
    await svcCart.whenUrlRulesReady();
    await svcCart.debug();
    const element = await shownOverlay();
    await until(() => widgetText(element) !== '', 'the rule sentence');
    expect(widgetText(element)).to.equal('Disabled on /private/area: it matches the rule /private/**.');

    const ready = nextEvent(svcCart, 'CART_READY');
    history.pushState(null, '', '/shop/mugs');
    await until(() => widgetText(element).startsWith('Enabled'), 'the enabled sentence');
    expect(widgetText(element)).to.equal('Enabled on /shop/mugs: no rule matched (rules: /private/**).');
    await ready;
  });

  it('a widget turned off by disable() on a path no rule matches: the overlay says so', async () => {
    const svcCart = await start({ disableUrls: ['/private/**'] });
    await svcCart.debug();
    const element = await shownOverlay();
    svcCart.disable();
    await until(() => widgetText(element).startsWith('Disabled'), 'the disabled sentence');
    expect(widgetText(element)).to.equal(
      `Disabled on ${location.pathname}: no rule matched (rules: /private/**); it was turned off by disable().`,
    );
  });

  it('a click on a /checkout/add/{id} link with interceptProductLinks is listed as intercepted: configureItem', async () => {
    const svcCart = await start({ settings: { interceptProductLinks: true } });
    await svcCart.debug();
    const element = await shownOverlay();
    const opened = nextEvent(svcCart, 'CART_OPEN');
    expect(shopperClick(place('<a class="mug" href="/checkout/add/201">Add the mug</a>'))).to.equal(true);
    await until(() => entries(element, 'Clicks').length === 1, 'the click');
    expect(entries(element, 'Clicks')).to.deep.equal([
      {
        text: 'intercepted: configureItem({ productId: 201 })',
        detail: 'a.mug href="/checkout/add/201"',
        failed: false,
      },
    ]);
    await opened;
    await until(() => entries(element, 'Events').length === 2, 'the events of the add');
    expect(entries(element, 'Events').map((entry) => entry.text)).to.deep.equal([
      'CART_OPEN',
      'CART_UPDATED (addItem)',
    ]);
    expect(entries(element, 'Events')[1]!.detail).to.equal(`cart ${svcCart.cart!.id}, 1 item`);
  });

  it('a buy link is listed as intercepted … then checkout', async () => {
    const svcCart = await start({ settings: { interceptProductLinks: true } });
    await svcCart.debug();
    const element = await shownOverlay();
    shopperClick(place('<a href="/checkout/buy/201">Buy the mug</a>'));
    await until(() => entries(element, 'Clicks').length === 1, 'the click');
    expect(entries(element, 'Clicks')[0]!.text).to.equal(
      'intercepted: configureItem({ productId: 201 }) then checkout',
    );
    await until(() => svcCart.view === 'checkout', 'the checkout view');
  });

  it('with interception off, a product link click is listed as not intercepted, with the reason', async () => {
    const svcCart = await start();
    await svcCart.debug();
    const element = await shownOverlay();
    expect(shopperClick(place('<a href="/checkout/add/201">Add the mug</a>'))).to.equal(false);
    await until(() => entries(element, 'Clicks').length === 1, 'the click');
    expect(entries(element, 'Clicks')).to.deep.equal([
      {
        text: 'not intercepted: interceptProductLinks is off',
        detail: 'a href="/checkout/add/201"',
        failed: false,
      },
    ]);
    // Other clicks are not listed.
    shopperClick(place('<a href="/about">About</a>'));
    await element.updateComplete;
    expect(entries(element, 'Clicks').length).to.equal(1);
  });

  it('a click the page cancelled first, and one on a disabled page, are listed as not intercepted', async () => {
    const svcCart = await start({ settings: { interceptProductLinks: true } });
    await svcCart.debug();
    const element = await shownOverlay();
    const cancelled = place('<a href="/checkout/add/201">Add the mug</a>');
    cancelled.addEventListener('click', (event) => event.preventDefault());
    shopperClick(cancelled);
    svcCart.disable();
    shopperClick(place('<button type="button" data-svc-product="202">Add the plate</button>'));
    await until(() => entries(element, 'Clicks').length === 2, 'the clicks');
    expect(entries(element, 'Clicks')).to.deep.equal([
      {
        text: 'not intercepted: the widget is disabled on this page',
        detail: 'button data-svc-product="202"',
        failed: false,
      },
      {
        text: 'not intercepted: the page cancelled the click first',
        detail: 'a href="/checkout/add/201"',
        failed: false,
      },
    ]);
    expect(svcCart.cart!.items).to.deep.equal([]);
  });

  it('clicks on the cartToggleEl are listed as opened, then closed the widget', async () => {
    const svcCart = await start({ settings: { cartToggleEl: '#cart-toggle' } });
    await svcCart.debug();
    const element = await shownOverlay();
    const toggle = place('<button type="button" id="cart-toggle"><span>Cart</span></button>');
    shopperClick(toggle.querySelector('span')!);
    expect(svcCart.isOpen).to.equal(true);
    shopperClick(toggle);
    expect(svcCart.isOpen).to.equal(false);
    await until(() => entries(element, 'Clicks').length === 2, 'the clicks');
    expect(entries(element, 'Clicks')).to.deep.equal([
      { text: 'closed the widget (cartToggleEl)', detail: 'cartToggleEl #cart-toggle', failed: false },
      { text: 'opened the widget (cartToggleEl)', detail: 'cartToggleEl #cart-toggle', failed: false },
    ]);
  });

  it('a request answering 500 is listed as failed, with its status and message', async () => {
    const svcCart = await start();
    await svcCart.debug();
    const element = await shownOverlay();
    sandbox().worker.use(
      http.post(
        `${API}/carts/:cartId/items`,
        () =>
          HttpResponse.json({ code: 'internal_error', message: 'Database unavailable.' }, { status: 500 }),
        { once: true },
      ),
    );
    const failure = await svcCart.addItem({ productId: 201, quantity: 1 }).then(
      () => null,
      (error: Error) => error,
    );
    expect(failure?.message).to.equal('Svc cart.addItem: Database unavailable. (HTTP 500, internal_error)');
    await until(() => requests(element, 'Finished').length === 1, 'the failed request');
    const [request] = requests(element, 'Finished');
    expect(request!.text).to.equal(`POST /carts/${svcCart.cart!.id}/items?expand[]=items.product`);
    expect(request!.failed).to.equal(true);
    expect(request!.detail).to.match(
      /^cart\.addItem, 500 after \d+ ms: Svc cart\.addItem: Database unavailable\. \(HTTP 500, internal_error\)$/,
    );
  });

  it('debug(false) removes the overlay: a later click or request adds nothing and HttpClient.prototype.call is the original', async () => {
    const svcCart = await start();
    await svcCart.debug();
    const element = await shownOverlay();
    expect(HttpClient.prototype.call === originalCall, 'HttpClient.prototype.call is wrapped').to.equal(
      false,
    );
    await svcCart.debug(false);
    expect(overlays().length).to.equal(0);
    expect(element.isConnected).to.equal(false);
    expect(HttpClient.prototype.call === originalCall, 'HttpClient.prototype.call is the original').to.equal(
      true,
    );

    shopperClick(place('<a href="/checkout/add/201">Add the mug</a>'));
    await svcCart.addItem({ productId: 201, quantity: 1 });
    await element.updateComplete;
    expect(element.report.clicks).to.deep.equal([]);
    expect(element.report.finished).to.deep.equal([]);
    expect(element.report.events).to.deep.equal([]);
  });

  it('the close button ("Close debug overlay") removes the overlay', async () => {
    const svcCart = await start();
    await svcCart.debug();
    const element = await shownOverlay();
    element.shadowRoot!.querySelector<HTMLButtonElement>('[aria-label="Close debug overlay"]')!.click();
    await until(() => overlays().length === 0, 'the overlay to go');
    expect(HttpClient.prototype.call === originalCall, 'HttpClient.prototype.call is the original').to.equal(
      true,
    );
  });

  it('collapses and expands with its toggle button, and passes axe both ways', async () => {
    const svcCart = await start({ settings: { interceptProductLinks: true } });
    await svcCart.debug();
    const element = await shownOverlay();
    shopperClick(place('<a href="/checkout/add/201">Add the mug</a>'));
    await until(() => entries(element, 'Clicks').length === 1, 'the click');
    await expect(element).to.be.accessible();
    const toggle = element.shadowRoot!.querySelector<HTMLButtonElement>('[part="toggle"]')!;
    expect(toggle.textContent!.trim()).to.equal('▾ Cart widget debug');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    toggle.click();
    await element.updateComplete;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(element.shadowRoot!.querySelector<HTMLElement>('[part="body"]')!.hidden).to.equal(true);
    await expect(element).to.be.accessible();
    toggle.click();
    await element.updateComplete;
    expect(element.shadowRoot!.querySelector<HTMLElement>('[part="body"]')!.hidden).to.equal(false);
  });

  it('works from the keyboard: Tab reaches the toggle, the config and the close button; Enter and Space act', async () => {
    const svcCart = await start();
    await svcCart.debug();
    const element = await shownOverlay();
    const part = (name: string) => element.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
    part('toggle').focus();
    // The key's click may land after the command returns (Firefox over BiDi, on a busy machine).
    const expanded = () => part('toggle').getAttribute('aria-expanded');
    await sendKeys({ press: 'Enter' });
    await until(() => expanded() === 'false', 'Enter to collapse the panel');
    await sendKeys({ press: ' ' });
    await until(() => expanded() === 'true', 'Space to expand the panel');
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(part('close'));
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    const summary = element.shadowRoot!.querySelector('summary')!;
    expect(deepActiveElement()).to.equal(summary);
    await sendKeys({ press: 'Enter' });
    await until(() => (part('config-section') as HTMLDetailsElement).open, 'Enter to open the config');
    part('close').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => overlays().length === 0, 'the overlay to go');
  });
});
