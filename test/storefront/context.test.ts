/**
 * `<svc-context>` with `<svc-data>`, `<svc-money>` and `<svc-media>` inside, on a page with the cart
 * widget: the shop's text until the data is there, one request, currency and language changes, a
 * missing product, a stamped template, and axe.
 */
import { expect } from '@open-wc/testing';
import { watchPageElements } from '../../src/bootstrap/index.js';
import { measureConcurrency } from '../../sandbox/testing.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { contextOnPage, shown } from './storefront-helpers.js';
import { until } from '../shared/wait.js';

describe('<svc-context> and the elements inside it', () => {
  const sandbox = setupWidget();
  afterEach(() => document.querySelectorAll('svc-context').forEach((context) => context.remove()));

  const productRequests = async () =>
    (await sandbox().sent()).filter((request) => request.path.startsWith('/products'));

  it('keeps the shop’s text until the data is there, then fills in name and price with one request', async () => {
    watchPageElements();
    const context = contextOnPage(
      '<h2><svc-data field="product.name">Our mug</svc-data></h2><p><svc-money>$14</svc-money></p>',
      { 'product-id': '200' },
    );
    const name = context.querySelector('svc-data');
    expect(shown(name)).to.equal('Our mug');
    const svcCart = await startWidget();
    await until(() => shown(name) === 'Ceramic Mug', 'the name filled in');
    expect(shown(context.querySelector('svc-money'))).to.equal('$14.00');
    expect(context.controller).to.equal(svcCart);
    const requests = await productRequests();
    expect(requests.map((request) => `${request.method} ${request.path}`)).to.deep.equal([
      'GET /products/200',
    ]);
  });

  it('asks for its product beside the start-up’s requests (one round trip), then keeps it for the cart’s currency', async () => {
    const most = await measureConcurrency(300);
    watchPageElements();
    const context = contextOnPage('<svc-money>$14</svc-money>', { 'product-id': '200' });
    await startWidget();
    const money = context.querySelector('svc-money');
    await until(() => shown(money) === '$14.00', 'the price');
    expect(most(), 'the shop, the cart and the product in flight together').to.equal(3);
    const requests = await productRequests();
    expect(requests.map((request) => `${request.method} ${request.path}`)).to.deep.equal([
      'GET /products/200',
    ]);
  });

  it('follows setCurrency (the prices read again) and setLanguage', async () => {
    watchPageElements();
    const context = contextOnPage('<svc-money>$14</svc-money>', { 'product-id': '200' });
    const svcCart = await startWidget();
    const money = context.querySelector('svc-money');
    await until(() => shown(money) === '$14.00', 'the price in dollars');
    await svcCart.setCurrency('EUR');
    // Until the price is read again it stays in dollars: never a dollar amount with a euro sign.
    expect(shown(money)).to.equal('$14.00');
    await until(() => shown(money).includes('€'), 'the price in euros');
    // The first went out beside the start-up, before the cart's currency was known: the shop's default.
    const sent = (await productRequests()).map((request) => request.headers.get('x-currency'));
    expect(sent).to.deep.equal([null, 'EUR']);
    svcCart.setLanguage('de');
    await until(() => /^\d+,\d{2}\s€$/.test(shown(money)), 'the price written the German way');
  });

  it('a missing product shows a quiet message and is logged once with the element and its ID', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
    try {
      watchPageElements();
      const context = contextOnPage('<svc-data>Something</svc-data>', { 'product-id': '9999' });
      await startWidget();
      await until(() => context.shadowRoot?.querySelector('[part="status"]'), 'the message');
      expect(shown(context)).to.equal('This product is not available.');
      context.requestUpdate();
      await context.updateComplete;
      expect(warnings).to.deep.equal([
        'Cart Widget: <svc-context product-id="9999">: No product with id 9999',
      ]);
      await expect(context).to.be.accessible();
    } finally {
      console.warn = warn;
    }
  });

  it('stamps a <template> child once, and <svc-media> shows the image lazily with its name as text', async () => {
    watchPageElements();
    const context = contextOnPage(
      '<template><article><h3><svc-data></svc-data></h3><svc-media></svc-media></article></template>',
      { slug: 'ceramic-mug' },
    );
    await startWidget();
    await until(() => context.querySelector('article'), 'the template stamped');
    await until(() => shown(context.querySelector('article svc-data')) === 'Ceramic Mug', 'the name');
    const image = context.querySelector('svc-media')!.shadowRoot!.querySelector('img')!;
    expect(image.getAttribute('loading')).to.equal('lazy');
    expect(image.alt).to.equal('Ceramic Mug');
    expect(context.querySelectorAll('article')).to.have.length(1);
    await expect(context).to.be.accessible();
  });
});
