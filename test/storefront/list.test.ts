/**
 * `<svc-list>` on a page with the cart widget: a page of cards (each a `<svc-context>`) from one
 * request, paging by mouse and keyboard, the filters in the request, the cache shared with a
 * context elsewhere, bundles, currency and language changes, an empty page, a failure, the shop's
 * markup until the data is there, and axe.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http } from 'msw';
import { watchPageElements } from '../../src/bootstrap/index.js';
import type { SvcList } from '../../src/storefront/svc-list/svc-list.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { contextOnPage, shown } from './storefront-helpers.js';
import { until } from '../shared/wait.js';
import { laterRequestAnswered } from '../shared/quiet.js';
import { pressSpace } from '../shared/keys.js';

const CARD =
  '<template><h3><svc-data field="product.name">Name</svc-data></h3><svc-money>Price</svc-money></template>';

/** A `<svc-list>` with `attributes` and the shop's markup `inner`, put on the page. */
function listOnPage(inner: string, attributes: Record<string, string>): SvcList {
  const list = document.createElement('svc-list') as SvcList;
  for (const [name, value] of Object.entries(attributes)) list.setAttribute(name, value);
  list.innerHTML = inner;
  document.body.append(list);
  return list;
}

/** The text of a node of a shadow root, without Lit's comment markers. */
const text = (node: Element | null | undefined): string =>
  [...(node?.childNodes ?? [])]
    .filter((child) => child.nodeType !== Node.COMMENT_NODE)
    .map((child) => child.textContent)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

const cards = (list: SvcList) => [...list.querySelectorAll(':scope > svc-context')];
const names = (list: SvcList) => cards(list).map((card) => shown(card.querySelector('svc-data')));
const part = (list: SvcList, name: string) => list.shadowRoot!.querySelector<HTMLElement>(`[part="${name}"]`);

const namesAre = (list: SvcList, expected: string[]) =>
  until(() => JSON.stringify(names(list)) === JSON.stringify(expected), `the cards ${expected.join(', ')}`);

describe('<svc-list>', () => {
  const sandbox = setupWidget();
  afterEach(() => {
    sandbox().setFaults({ fail: [], latency: 0 });
    document
      .querySelectorAll('svc-list, svc-context, #before, #all-products')
      .forEach((element) => element.remove());
  });

  const catalogRequests = async () =>
    (await sandbox().sent()).filter(
      (request) => request.path.startsWith('/products') || request.path.startsWith('/bundles'),
    );
  const requestLines = async () => (await catalogRequests()).map((r) => `${r.method} ${r.path}`);

  it('shows a page of cards from one request: each card a context with the name, no request per card', async () => {
    watchPageElements();
    const list = listOnPage(CARD, { 'per-page': '2' });
    const svcCart = await startWidget();
    await namesAre(list, ['House Blend Subscription', 'Tea Club']);
    await until(() => shown(cards(list)[1]!.querySelector('svc-money')) === '$25.00', 'the price');
    const [first] = cards(list);
    expect(first!.getAttribute('type')).to.equal('product');
    expect(first!.getAttribute('product-id')).to.equal('100');
    expect(first!.getAttribute('role')).to.equal('listitem');
    expect(part(list, 'items')!.getAttribute('role')).to.equal('list');
    expect((first as unknown as { controller: unknown }).controller).to.equal(svcCart);
    // The copy's nodes, not a template to stamp again.
    expect(first!.querySelectorAll('h3')).to.have.length(1);
    expect(first!.querySelector('template')).to.equal(null);
    expect(await requestLines()).to.deep.equal(['GET /products']);
    const [request] = await catalogRequests();
    expect(request!.url.searchParams.get('page')).to.equal('1');
    expect(request!.url.searchParams.get('perPage')).to.equal('2');
  });

  it('pages with Previous and Next: one request per page, "Page 2 of 7", aria-disabled at the ends', async () => {
    watchPageElements();
    const list = listOnPage(CARD, { 'per-page': '2' });
    const changes: number[] = [];
    list.addEventListener('svc-page-change', (event) => changes.push((event as CustomEvent).detail.page));
    await startWidget();
    await namesAre(list, ['House Blend Subscription', 'Tea Club']);
    const previous = part(list, 'previous')!;
    const next = part(list, 'next')!;
    expect(text(previous)).to.equal('Previous');
    expect(text(next)).to.equal('Next');
    expect(text(part(list, 'page-status'))).to.equal('Page 1 of 7');
    expect(part(list, 'page-status')!.getAttribute('aria-live')).to.equal('polite');
    expect(previous.getAttribute('aria-disabled')).to.equal('true');
    expect(next.getAttribute('aria-disabled')).to.equal('false');

    sandbox().clearSent();
    next.click();
    await list.updateComplete;
    expect(part(list, 'items')!.getAttribute('aria-busy')).to.equal('true');
    await namesAre(list, ['Winter Reserve (pre-order)', 'Ceramic Mug']);
    expect(part(list, 'items')!.getAttribute('aria-busy')).to.equal('false');
    expect(text(part(list, 'page-status'))).to.equal('Page 2 of 7');
    expect(list.getAttribute('page')).to.equal('2');
    const requests = await catalogRequests();
    expect(requests.map((r) => `${r.method} ${r.path}`)).to.deep.equal(['GET /products']);
    expect(requests[0]!.url.searchParams.get('page')).to.equal('2');
    expect(requests[0]!.url.searchParams.get('perPage')).to.equal('2');
    expect(previous.getAttribute('aria-disabled')).to.equal('false');

    previous.click();
    await namesAre(list, ['House Blend Subscription', 'Tea Club']);
    expect(text(part(list, 'page-status'))).to.equal('Page 1 of 7');
    // At the first page "Previous" does nothing.
    sandbox().clearSent();
    previous.click();
    await list.updateComplete;
    expect(list.page).to.equal(1);

    list.setAttribute('page', '7');
    await namesAre(list, ['Starter Kit']);
    expect(text(part(list, 'page-status'))).to.equal('Page 7 of 7');
    expect(next.getAttribute('aria-disabled')).to.equal('true');
    next.click();
    await list.updateComplete;
    expect(list.page).to.equal(7);
    expect((await catalogRequests()).map((r) => r.url.searchParams.get('page'))).to.deep.equal(['7']);
    expect(changes).to.deep.equal([2, 1]);
  });

  it('works by keyboard: Tab reaches Next, Enter and Space turn the page, focus stays on the button', async () => {
    watchPageElements();
    const before = document.createElement('button');
    before.id = 'before';
    before.textContent = 'Before';
    document.body.append(before);
    const list = listOnPage(CARD, { 'per-page': '2' });
    await startWidget();
    await namesAre(list, ['House Blend Subscription', 'Tea Club']);
    before.focus();
    await sendKeys({ press: 'Tab' });
    // "Previous" is aria-disabled on the first page and stays focusable.
    expect(list.shadowRoot!.activeElement).to.equal(part(list, 'previous'));
    await sendKeys({ press: 'Tab' });
    expect(list.shadowRoot!.activeElement).to.equal(part(list, 'next'));
    await sendKeys({ press: 'Enter' });
    await namesAre(list, ['Winter Reserve (pre-order)', 'Ceramic Mug']);
    await pressSpace();
    await namesAre(list, ['Paper Filters', 'Espresso Machine']);
    expect(text(part(list, 'page-status'))).to.equal('Page 3 of 7');
    expect(list.shadowRoot!.activeElement).to.equal(part(list, 'next'));
    expect(document.activeElement).to.equal(list);
  });

  it('sends the tags, type and digital="false" filters, and per-page, in the request', async () => {
    watchPageElements();
    const list = listOnPage(CARD, {
      tags: 'coffee, tea',
      type: 'subscription',
      digital: 'false',
      'per-page': '5',
    });
    await startWidget();
    await namesAre(list, ['House Blend Subscription', 'Tea Club', 'Winter Reserve (pre-order)']);
    expect(part(list, 'paging')).to.equal(null);
    const requests = await catalogRequests();
    expect(requests.map((r) => `${r.method} ${r.path}`)).to.deep.equal(['GET /products']);
    const params = requests[0]!.url.searchParams;
    expect(params.getAll('tags').length ? params.getAll('tags') : params.getAll('tags[]')).to.deep.equal([
      'coffee',
      'tea',
    ]);
    expect(params.get('type')).to.equal('subscription');
    expect(params.get('digital')).to.equal('false');
    expect(params.get('perPage')).to.equal('5');
  });

  it('sends the slugs and the digital filter, and clamps per-page to 50', async () => {
    watchPageElements();
    const list = listOnPage(CARD, { slugs: 'ceramic-mug brewing-guide', digital: '', 'per-page': '500' });
    await startWidget();
    await namesAre(list, ['Brewing Guide (eBook)']);
    const params = (await catalogRequests())[0]!.url.searchParams;
    expect(params.getAll('slugs').length ? params.getAll('slugs') : params.getAll('slugs[]')).to.deep.equal([
      'ceramic-mug',
      'brewing-guide',
    ]);
    expect(params.get('digital')).to.equal('true');
    expect(params.get('perPage')).to.equal('50');
  });

  it('shares its answers: a context elsewhere naming a product of the list asks for nothing', async () => {
    watchPageElements();
    const list = listOnPage(CARD, {});
    await startWidget();
    await until(() => names(list).includes('Ceramic Mug'), 'the list');
    const context = contextOnPage('<svc-data field="product.name">Our mug</svc-data>', {
      'product-id': '200',
    });
    await until(() => shown(context.querySelector('svc-data')) === 'Ceramic Mug', 'the context');
    expect(await requestLines()).to.deep.equal(['GET /products']);
  });

  it('lists bundles: each card a bundle context, one GET /bundles', async () => {
    watchPageElements();
    const list = listOnPage('<template><svc-data field="bundle.name"></svc-data></template>', {
      type: 'bundles',
    });
    await startWidget();
    await namesAre(list, ['Build Your Box', 'Starter Kit']);
    expect(
      cards(list).map((card) => `${card.getAttribute('type')} ${card.getAttribute('bundle-id')}`),
    ).to.deep.equal(['bundle 1', 'bundle 2']);
    expect(await requestLines()).to.deep.equal(['GET /bundles']);
  });

  it('asks once again after setCurrency, and the prices follow', async () => {
    watchPageElements();
    const list = listOnPage(CARD, { 'per-page': '2' });
    const svcCart = await startWidget();
    const money = () => shown(cards(list)[1]?.querySelector('svc-money'));
    await until(() => money() === '$25.00', 'the price in dollars');
    sandbox().clearSent();
    await svcCart.setCurrency('EUR');
    await until(() => money().includes('€'), 'the price in euros');
    await laterRequestAnswered();
    const requests = await catalogRequests();
    expect(requests.map((r) => `${r.method} ${r.path} ${r.headers.get('x-currency')}`)).to.deep.equal([
      'GET /products EUR',
    ]);
    expect(names(list)).to.deep.equal(['House Blend Subscription', 'Tea Club']);
  });

  it('follows setLanguage: German paging words, asked once again', async () => {
    watchPageElements();
    const list = listOnPage(CARD, { 'per-page': '2' });
    const svcCart = await startWidget();
    await namesAre(list, ['House Blend Subscription', 'Tea Club']);
    sandbox().clearSent();
    svcCart.setLanguage('de');
    await until(() => text(part(list, 'page-status')) === 'Seite 1 von 7', 'the German status');
    expect(text(part(list, 'previous'))).to.equal('Zurück');
    expect(text(part(list, 'next'))).to.equal('Weiter');
    await until(async () => (await catalogRequests()).length === 1, 'the list asked again');
    await laterRequestAnswered();
    expect(await requestLines()).to.deep.equal(['GET /products']);
  });

  it('an empty page says "No products found." / "No boxes found."', async () => {
    watchPageElements();
    const products = listOnPage(CARD, { tags: 'nothing-here' });
    const boxes = listOnPage(CARD, { type: 'bundles', tags: 'nothing-here' });
    await startWidget();
    await until(() => part(products, 'status') && part(boxes, 'status'), 'the messages');
    expect(text(part(products, 'status'))).to.equal('No products found.');
    expect(part(products, 'status')!.getAttribute('role')).to.equal('status');
    expect(text(part(boxes, 'status'))).to.equal('No boxes found.');
    expect(cards(products)).to.have.length(0);
    expect(part(products, 'paging')).to.equal(null);
    await expect(products).to.be.accessible();
  });

  it('a failure shows a quiet message with "Try again", logged once; Try again shows the cards', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      const line = args.map(String).join(' ');
      if (line.includes('<svc-list')) warnings.push(line);
    };
    try {
      sandbox().setFaults({ fail: ['products.list'] });
      watchPageElements();
      const list = listOnPage(`<p>Our coffees</p>${CARD}`, { 'per-page': '2' });
      await startWidget();
      await until(() => part(list, 'retry'), 'the message');
      expect(text(part(list, 'status'))).to.equal(
        'These products could not be shown right now. Please try again later.',
      );
      expect(text(part(list, 'retry'))).to.equal('Try again');
      // The shop's markup is hidden, not shown beside the message.
      expect(list.shadowRoot!.querySelector('slot')).to.equal(null);
      await expect(list).to.be.accessible();
      // Still failing: the same message, no second warning.
      part(list, 'retry')!.focus();
      part(list, 'retry')!.click();
      await list.updateComplete;
      expect(part(list, 'retry')).to.equal(null);
      await until(() => part(list, 'retry'), 'failed again');
      await list.updateComplete;
      // The button came back: focus is on it again.
      expect(list.shadowRoot!.activeElement).to.equal(part(list, 'retry'));
      await laterRequestAnswered();
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.match(/^Cart Widget: <svc-list type="products">: \S/);

      sandbox().setFaults({ fail: [] });
      part(list, 'retry')!.focus();
      part(list, 'retry')!.click();
      await namesAre(list, ['House Blend Subscription', 'Tea Club']);
      await list.updateComplete;
      // The button went away with the message: focus moves to the first card.
      expect(document.activeElement).to.equal(cards(list)[0]);
      // The shop's markup stays where it was, and is no longer shown.
      const markup = list.querySelector(':scope > p')!;
      expect(markup.textContent).to.equal('Our coffees');
      expect(markup.assignedSlot).to.equal(null);
      expect(warnings).to.have.length(1);
    } finally {
      console.warn = warn;
    }
  });

  it('shows the shop’s markup until the first page arrives, then the cards in its place, keeping the markup', async () => {
    // The page's answer waits until the test lets it go.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    sandbox().worker.use(http.get('*/storefront/v1/products', () => held.then(() => undefined)));
    watchPageElements();
    const list = listOnPage(
      `<article style="block-size: 80px">House Blend Subscription</article><article style="block-size: 80px">Tea Club</article>${CARD}`,
      { 'per-page': '2' },
    );
    const placeholder = list.querySelector('article')!;
    await customElements.whenDefined('svc-list');
    await list.updateComplete;
    const top = placeholder.getBoundingClientRect().top;
    expect(list.shadowRoot!.querySelector('slot')!.assignedElements()[0]).to.equal(placeholder);
    await startWidget();
    // Started, and the page still on its way: the shop's cards are there.
    expect(placeholder.isConnected).to.equal(true);
    await until(() => part(list, 'items')!.getAttribute('aria-busy') === 'true', 'busy');
    // Another request answered while the page's is held: the list has had its chance to drop the cards.
    await laterRequestAnswered();
    await list.updateComplete;
    expect(placeholder.isConnected).to.equal(true);
    answer();
    await namesAre(list, ['House Blend Subscription', 'Tea Club']);
    expect(cards(list)[0]!.getBoundingClientRect().top).to.equal(top);
    // The shop's nodes are where it wrote them, no longer shown; the cards come after them.
    expect([...list.children].map((child) => child.localName)).to.deep.equal([
      'article',
      'article',
      'template',
      'svc-context',
      'svc-context',
    ]);
    expect(list.children[0]).to.equal(placeholder);
    expect(placeholder.assignedSlot).to.equal(null);
    expect(placeholder.getBoundingClientRect().height).to.equal(0);
  });

  it('passes axe with cards and paging, named by the shop’s heading as the demo does', async () => {
    watchPageElements();
    const heading = document.createElement('h2');
    heading.id = 'all-products';
    heading.textContent = 'All products';
    document.body.append(heading);
    const list = listOnPage(CARD, { 'per-page': '2', 'aria-labelledby': 'all-products' });
    await startWidget();
    await namesAre(list, ['House Blend Subscription', 'Tea Club']);
    // The shop's name reaches the list of cards (an ID in the page cannot be referred to from inside).
    expect(part(list, 'items')!.getAttribute('aria-label')).to.equal('All products');
    await expect(list).to.be.accessible();
  });
});
