/**
 * What a page without JavaScript of its own gets from `<svc-context>`: the slug from the page's
 * query (`slug-param`), attributes filled from the data (`data-svc-attr-*`), and `data-status` /
 * `data-kind` for the shop's CSS.
 */
import { expect } from '@open-wc/testing';
import { watchPageElements } from '../../src/bootstrap/index.js';
import type { SvcContext } from '../../src/storefront/svc-context/svc-context.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { contextOnPage } from './storefront-helpers.js';
import { until } from '../shared/wait.js';

const ready = (context: SvcContext) => until(() => context.dataset.status === 'ready', 'the context ready');

describe('<svc-context> on a page without scripts of its own', () => {
  const sandbox = setupWidget();
  const address = location.href;
  afterEach(() => {
    document.querySelectorAll('svc-context').forEach((context) => context.remove());
    history.replaceState(null, '', address);
  });

  it('reads its slug from the page’s query parameter named by slug-param, with one look-up by slug', async () => {
    history.replaceState(null, '', `${location.pathname}?slug=ceramic-mug`);
    watchPageElements();
    const context = contextOnPage('<svc-data field="product.name">Product</svc-data>', {
      'slug-param': 'slug',
    });
    await startWidget();
    await ready(context);
    expect(context.state.entry?.id).to.equal(200);
    const lookups = (await sandbox().sent()).filter((request) => request.path.startsWith('/products'));
    expect(lookups).to.have.length(1);
    expect(lookups[0]!.url.searchParams.getAll('slugs[]')).to.deep.equal(['ceramic-mug']);
  });

  it('a slug missing from the query is a missing product, logged once with the element', async () => {
    history.replaceState(null, '', `${location.pathname}?slug=no-such-thing`);
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
    try {
      watchPageElements();
      const context = contextOnPage('', { 'slug-param': 'slug' });
      await startWidget();
      await until(() => context.dataset.status === 'missing', 'missing');
      expect(warnings).to.deep.equal([
        'Cart Widget: <svc-context slug="no-such-thing">: No product with slug "no-such-thing"',
      ]);
    } finally {
      console.warn = warn;
    }
  });

  it('fills data-svc-attr-* attributes: URI-encoded in href, plain text elsewhere, never an event handler', async () => {
    watchPageElements();
    const context = contextOnPage(
      `<a href="/products.html" data-svc-attr-href="/product.html?slug={product.slug}&id={product.id}"
          data-svc-attr-aria-label="View {product.name}"
          data-svc-attr-onclick="{product.name}">Product</a>`,
      { 'product-id': '200' },
    );
    const link = context.querySelector('a')!;
    expect(link.getAttribute('href')).to.equal('/products.html');
    await startWidget();
    await ready(context);
    expect(link.getAttribute('href')).to.equal('/product.html?slug=ceramic-mug&id=200');
    expect(link.getAttribute('aria-label')).to.equal('View Ceramic Mug');
    expect(link.hasAttribute('onclick')).to.equal(false);
  });

  it('says in data-status and data-kind what it shows, for the shop’s CSS', async () => {
    watchPageElements();
    const kinds: Record<string, string> = {
      '200': 'one_time',
      '100': 'subscription',
      '300': 'gift-card',
      '500': 'box',
      // Bought as a fixed bundle: added as it is, nothing to build.
      '520': 'one_time',
    };
    const contexts = Object.keys(kinds).map((id) => contextOnPage('', { 'product-id': id }));
    const bundle = contextOnPage('', { type: 'bundle', 'bundle-id': '1' });
    await startWidget();
    for (const context of [...contexts, bundle]) await ready(context);
    expect(contexts.map((context) => context.dataset.kind)).to.deep.equal(Object.values(kinds));
    expect(bundle.dataset.kind).to.equal('bundle');
  });
});
