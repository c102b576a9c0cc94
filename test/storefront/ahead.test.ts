/**
 * A product page's first requests, sent ahead as the script runs (controller/ahead.ts): the shop
 * and the first `<svc-context>`'s product go out before the widget is built, and the start-up and
 * the context take their answers: one request each. A start-up that asks differently sends its own.
 */
import { expect } from '@open-wc/testing';
import { watchPageElements } from '../../src/bootstrap/index.js';
import { sendAheadOfStart } from '../../src/controller/ahead.js';
import type { SvcCartConfig } from '../../src/core/config.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { measureConcurrency, sandboxRequest } from '../../sandbox/testing.js';
import { baseConfig, setPageUrl, setupWidget, startWidget } from '../widget/helpers.js';
import { contextOnPage, shown } from './storefront-helpers.js';
import { until } from '../shared/wait.js';
import { laterRequestAnswered } from '../shared/quiet.js';

describe('requests sent ahead of the start-up', () => {
  const sandbox = setupWidget();
  afterEach(() => {
    document.querySelectorAll('svc-context').forEach((context) => context.remove());
    document.cookie = 'svc_access_token=; path=/; max-age=0';
  });

  /** The GETs sent so far, as `path?query` with the headers asked about. */
  const gets = async () =>
    (await sandbox().sent())
      .filter((request) => request.method === 'GET')
      .map((request) => ({
        to: `${request.path}${request.url.search}`,
        language: request.headers.get('accept-language'),
        authorization: request.headers.get('authorization'),
        currency: request.headers.get('x-currency'),
      }));
  /** The paths of the GETs sent so far, sorted: requests that go out side by side come in any order. */
  const paths = async () => (await gets()).map((request) => request.to).sort();
  const EXPAND = '?expand%5B%5D=variants.parent&expand%5B%5D=pricings.parent';

  /** The rest of the script: the watch for the page's elements, then the widget. */
  async function widgetStarts(config: Partial<SvcCartConfig> = {}): Promise<SvcCart> {
    watchPageElements();
    return startWidget(config, { ready: false });
  }

  /**
   * The script's first step, as cart-widget.js runs it (`svcConfig` is read at once), against an
   * API that answers after 200 ms, as a remote one does: the answers sent ahead are still on their
   * way when the widget starts.
   */
  async function scriptRuns(config: Partial<SvcCartConfig> = {}): Promise<void> {
    await measureConcurrency(200);
    sendAheadOfStart(baseConfig(config));
  }

  it('sends the shop and the context’s product before the widget exists, and each is asked once', async () => {
    const context = contextOnPage('<svc-money>$14</svc-money>', { 'product-id': '200' });
    await scriptRuns();
    // Both left before any widget was built (no svc-cart-initialized yet).
    await until(async () => (await gets()).length === 2, 'the two requests sent ahead');
    expect(window.svcCart).to.equal(undefined);
    expect(await paths()).to.deep.equal([`/products/200${EXPAND}`, '/shop']);
    const svcCart = await widgetStarts();
    const money = context.querySelector('svc-money');
    await until(() => shown(money) === '$14.00', 'the price');
    const sent = await gets();
    // The start-up's own GET /shop and the context's GET /products/200 were not sent again.
    expect(await paths()).to.deep.equal([`/products/200${EXPAND}`, '/shop']);
    expect(new Set(sent.map((request) => request.language))).to.deep.equal(
      new Set([svcCart.state.languageCode]),
    );
    expect(svcCart.shop.name).to.equal('Sandbox Coffee Co.');
  });

  it('the product sent ahead serves the context when the elements’ code arrives after the start-up has finished', async () => {
    const context = contextOnPage('<svc-money>$14</svc-money>', { 'product-id': '200' });
    // A fast API and slow code: both answers are in, and the widget is ready, before the
    // elements' code asks for anything (the context is back on the page only then).
    sendAheadOfStart(baseConfig());
    context.remove();
    const svcCart = await startWidget();
    expect(svcCart.state.currencyCode).to.equal('USD');
    document.body.append(context);
    watchPageElements();
    await until(() => shown(context.querySelector('svc-money')) === '$14.00', 'the price');
    expect(await paths()).to.deep.equal([`/products/200${EXPAND}`, '/shop']);
  });

  it('a context naming a slug in the page’s query: one look-up by slug', async () => {
    setPageUrl(`${location.pathname}?slug=ceramic-mug`);
    const context = contextOnPage('<svc-data field="product.name">Mug</svc-data>', { 'slug-param': 'slug' });
    await scriptRuns();
    await widgetStarts();
    await until(() => shown(context.querySelector('svc-data')) === 'Ceramic Mug', 'the name');
    expect(await paths()).to.deep.equal([`/products?slugs%5B%5D=ceramic-mug&${EXPAND.slice(1)}`, '/shop']);
  });

  it('a start-up in another language (set by a svc-cart-initialized listener) sends its own, in that language', async () => {
    const context = contextOnPage('<svc-money>$14</svc-money>', { 'product-id': '200' });
    await scriptRuns({ languageCode: 'en' });
    const german = () => window.svcCart!.setLanguage('de');
    window.addEventListener('svc-cart-initialized', german, { once: true });
    await widgetStarts({ languageCode: 'en' });
    // The price written the German way: the product was read again, in German.
    await until(() => /^14,00\s\$$/.test(shown(context.querySelector('svc-money'))), 'the German price');
    // The shop's and the product's requests; the cart's own (a cart stored by an earlier test is
    // read back) is not what this test is about.
    const sent = (await gets()).filter((request) => !request.to.startsWith('/carts/'));
    // Each pair goes out side by side, in any order.
    const asked = sent.map((request) => `${request.to.split('?')[0]} ${request.language}`);
    expect(asked.slice(0, 2).sort()).to.deep.equal(['/products/200 en', '/shop en']);
    expect(asked.slice(2).sort()).to.deep.equal(['/products/200 de', '/shop de']);
  });

  it('with a stored sign-in, the product is asked with it, once', async () => {
    const login = await sandboxRequest('POST', '/auth/login', {
      email: 'shopper@example.com',
      password: 'demo1234',
    });
    const token = login.body!.accessToken as string;
    document.cookie = `svc_access_token=${token}; path=/`;
    sandbox().clearSent();
    const context = contextOnPage('<svc-money>$14</svc-money>', { 'product-id': '200' });
    await scriptRuns();
    await widgetStarts();
    await until(() => shown(context.querySelector('svc-money')) === '$14.00', 'the price');
    const products = (await gets()).filter((request) => request.to.startsWith('/products'));
    expect(products.map((request) => request.authorization)).to.deep.equal([`Bearer ${token}`]);
  });

  for (const [name, config, page] of [
    ['init: false (a manual start)', { init: false }, true],
    ['a given sdkClient', { sdkClient: {} }, true],
    ['a config without apiKey', { apiKey: '' }, true],
    ['a page without <svc-context>', {}, false],
  ] as const) {
    it(`sends nothing ahead with ${name}`, async () => {
      if (page) contextOnPage('', { 'product-id': '200' });
      const svcConfig = { ...baseConfig(), ...config } as unknown;
      expect(() => sendAheadOfStart(svcConfig)).not.to.throw();
      await laterRequestAnswered();
      expect(await gets()).to.deep.equal([]);
    });
  }
});
