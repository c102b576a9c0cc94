/**
 * Product images: the API answers them absolute under the API base of the request, and the
 * sandbox serves them itself, without an API key (an `<img>` cannot send one).
 */
import { expect } from '@open-wc/testing';
import { apiUrl, sandboxRequest } from '../testing.js';
import { bundles, products } from '../fixtures.js';
import { imageSlugs } from '../images.js';
import { initClient, setupSandbox } from '../../sdk/test/helpers.js';

describe('sandbox: product images', () => {
  setupSandbox();

  it('a product answer gives its image as an absolute URL under the API base', async () => {
    const client = await initClient();
    const product = await client.products.load(200);
    expect(product.images!.map((image) => image.url)).to.deep.equal([`${apiUrl()}images/ceramic-mug.svg`]);
  });

  it('the image of a cart line (its parent product) is absolute too', async () => {
    const client = await initClient();
    await client.cart.create();
    const cart = await client.cart.addItem({ productId: 211, quantity: 1 });
    const { parent } = cart.items[0]!.product as { parent: { images: { url: string }[] } };
    expect(parent.images[0]!.url).to.equal(`${apiUrl()}images/paper-filters.svg`);
  });

  it('a request on another page path resolves the images under that path', async () => {
    const response = await fetch(`${location.origin}/shop-path/storefront/v1/products/230`, {
      headers: { 'x-api-key': 'demo-api-key' },
    });
    const product = (await response.json()) as { images: { url: string }[] };
    expect(product.images[0]!.url).to.equal(
      `${location.origin}/shop-path/storefront/v1/images/brewing-guide.svg`,
    );
  });

  it('the image URL answers an SVG without an x-api-key, cacheable for long', async () => {
    const { body } = await sandboxRequest('GET', '/products/200');
    const url = (body!.images as { url: string }[])[0]!.url;
    const response = await fetch(url);
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.equal('image/svg+xml');
    expect(response.headers.get('cache-control')).to.match(/max-age=\d{6,}/);
    const svg = await response.text();
    expect(svg).to.match(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 96 96"/);
    expect(svg).not.to.match(/<script|foreignObject|href=/i);
  });

  it('every product and bundle slug of the fixtures has a picture', () => {
    const slugs = new Set([...products, ...bundles].map((item) => item.slug));
    expect([...slugs].filter((slug) => !imageSlugs().includes(slug))).to.deep.equal([]);
  });

  it('an unknown image answers 404 with the usual error body', async () => {
    const response = await fetch(`${apiUrl()}images/no-such-product.svg`);
    expect(response.status).to.equal(404);
    expect(await response.json()).to.deep.equal({
      code: 'not_found',
      message: 'Image no-such-product.svg was not found',
    });
  });
});
