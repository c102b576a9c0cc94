/**
 * The storefront elements' data (`svcCart.storefront()`): one request per product, bundle or page,
 * answers kept per currency and language (a product a list brought is not asked for again), a
 * missing one named as such, and bad references refused before any request.
 */
import { http, HttpResponse } from 'msw';
import { expect } from '@open-wc/testing';
import { CatalogNotFoundError } from '../../src/controller/storefront/storefront-types.js';
import { setupWidget, startWidget } from '../widget/helpers.js';

describe('svcCart.storefront()', () => {
  const sandbox = setupWidget();

  /** The catalog requests sent since the last clearSent, as method, path and query. */
  const catalogRequests = async () =>
    (await sandbox().sent())
      .filter((request) => /^\/(products|bundles)/.test(request.path))
      .map((request) => `${request.method} ${request.path}${decodeURIComponent(request.url.search)}`);

  async function started() {
    const svcCart = await startWidget();
    const data = await svcCart.storefront();
    sandbox().clearSent();
    return { svcCart, data };
  }

  it('loads a product by ID once, with its leaves’ parents; its slug then answers from memory', async () => {
    const { data } = await started();
    const mug = await data.load('product', { id: 200 });
    expect(mug.name).to.equal('Ceramic Mug');
    expect(mug.variants?.length).to.be.greaterThan(0);
    expect(await data.load('product', { id: 200 })).to.equal(mug);
    expect(await data.load('product', { slug: 'ceramic-mug' })).to.equal(mug);
    expect(await catalogRequests()).to.deep.equal([
      'GET /products/200?expand[]=variants.parent&expand[]=pricings.parent',
    ]);
  });

  it('loads a product by slug with one list request, and a bundle by ID or slug', async () => {
    const { data } = await started();
    const plan = await data.load('product', { slug: 'house-blend-subscription' });
    expect(plan.id).to.equal(100);
    const box = await data.load('bundle', { slug: 'build-your-box' });
    expect(box.id).to.equal(1);
    expect(await data.load('bundle', { id: 1 })).to.equal(box);
    expect(await catalogRequests()).to.deep.equal([
      'GET /products?slugs[]=house-blend-subscription&expand[]=variants.parent&expand[]=pricings.parent',
      'GET /bundles?slugs[]=build-your-box&expand[]=plans.plan.parent&expand[]=plans.variant.parent',
    ]);
  });

  it('a page of products is one request, and each of them is then in memory', async () => {
    const { data } = await started();
    const page = await data.list('product', { page: 1, perPage: 4, tags: ['coffee'] });
    expect(page.data.length).to.be.greaterThan(0);
    expect(page.pagination.currentPage).to.equal(1);
    for (const entry of page.data) expect(await data.load('product', { id: entry.id })).to.equal(entry);
    expect(await catalogRequests()).to.deep.equal([
      'GET /products?page=1&perPage=4&expand[]=variants.parent&expand[]=pricings.parent&tags[]=coffee',
    ]);
  });

  it('a missing product or bundle rejects with CatalogNotFoundError, by ID or by slug, and is not asked for twice', async () => {
    const { data } = await started();
    const byId = await data.load('product', { id: 9999 }).catch((error: unknown) => error);
    expect(byId).to.be.instanceOf(CatalogNotFoundError);
    expect((byId as CatalogNotFoundError).status).to.equal(404);
    expect((byId as Error).message).to.equal('No product with id 9999');
    const bySlug = await data.load('bundle', { slug: 'no-such-box' }).catch((error: unknown) => error);
    expect((bySlug as Error).message).to.equal('No bundle with slug "no-such-box"');
    const again = await data.load('product', { id: 9999 }).catch((error: unknown) => error);
    expect(again).to.be.instanceOf(CatalogNotFoundError);
    expect(
      (await catalogRequests()).filter((request) => request.startsWith('GET /products/9999')),
    ).to.have.length(1);
  });

  it('another failure is not kept: the next load asks again', async () => {
    const { data } = await started();
    sandbox().worker.use(
      http.get(
        '*/storefront/v1/products/200',
        () => HttpResponse.json({ message: 'Down' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const failed = await data.load('product', { id: 200 }).catch((error: unknown) => error);
    expect(failed).not.to.be.instanceOf(CatalogNotFoundError);
    expect((await data.load('product', { id: 200 })).name).to.equal('Ceramic Mug');
    expect(
      (await catalogRequests()).filter((request) => request.startsWith('GET /products/200')),
    ).to.have.length(2);
  });

  it('after setCurrency a product is asked for again, in the new currency', async () => {
    const { svcCart, data } = await started();
    const inDollars = await data.load('product', { id: 200 });
    const before = data.edition;
    await svcCart.setCurrency('EUR');
    expect(data.edition).not.to.equal(before);
    const inEuros = await data.load('product', { id: 200 });
    expect(inEuros).not.to.equal(inDollars);
    const sent = (await sandbox().sent()).filter((request) => request.path === '/products/200');
    expect(sent.map((request) => request.headers.get('x-currency'))).to.deep.equal(['USD', 'EUR']);
  });

  it('refuses a reference without a whole-number ID or a slug, naming the field, and sends nothing', async () => {
    const { data } = await started();
    expect(() => data.load('product', { id: 0 })).to.throw(
      'Cart Widget:storefront.load id must be a whole number of 1 or more, or a slug (got number)',
    );
    expect(() => data.load('product', { slug: ' ' })).to.throw(
      'Cart Widget:storefront.load slug must be a non-empty string (got string)',
    );
    expect(await catalogRequests()).to.deep.equal([]);
  });
});
