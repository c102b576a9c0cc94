/**
 * `<svc-money>` and `<svc-media>` inside a `<svc-context>`, against the sandbox: a price by `field`
 * in the currency it was read in (the re-read after `setCurrency` carries `x-currency`), German and
 * French number formats after `setLanguage`, a sold-out variant, a field that is not a number; the
 * image box reserved before the picture arrives (`--svc-media-ratio`), lazy loading, `all`, and
 * the shop's own picture kept.
 */
import { expect } from '@open-wc/testing';
import type { LitElement } from 'lit';
import { http } from 'msw';
import { products } from '../../sandbox/fixtures.js';
import { watchPageElements } from '../../src/bootstrap/index.js';
import type { SvcContext } from '../../src/storefront/svc-context/svc-context.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { contextOnPage, shown } from './storefront-helpers.js';
import { until } from '../shared/wait.js';

/** Waits for the context and every storefront element in it to render. */
async function updated(context: SvcContext): Promise<void> {
  await context.updateComplete;
  await Promise.all([...context.querySelectorAll<LitElement>('*')].map((element) => element.updateComplete));
}

async function ready(inner: string, attributes: Record<string, string>) {
  watchPageElements();
  const context = contextOnPage(inner, attributes);
  const svcCart = await startWidget();
  await until(() => context.state?.status === 'ready', 'the context ready');
  await updated(context);
  return { context, svcCart };
}

/** The shop's own picture in the page: a one-pixel GIF. */
const SHOP_PICTURE = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

const mug = products.find((product) => product.id === 200)!;
const mugImages = structuredClone(mug.images);
const filters = products.find((product) => product.id === 210)!;
const filtersImages = structuredClone(filters.images);

describe('<svc-money>', () => {
  const sandbox = setupWidget();
  afterEach(() => document.querySelectorAll('svc-context').forEach((context) => context.remove()));

  it('shows the field it names (leaf.setupFee) once the chosen plan has one, then in euros after setCurrency, read again with x-currency: EUR', async () => {
    const { context, svcCart } = await ready(
      '<svc-money field="leaf.setupFee">No fee</svc-money> <svc-money>$18</svc-money>',
      { 'product-id': '100' },
    );
    const [fee, price] = [...context.querySelectorAll('svc-money')];
    expect([shown(fee!), shown(price!)]).to.deep.equal(['No fee', '$18.00']);
    context.state.choose(102);
    await updated(context);
    expect([shown(fee!), shown(price!)]).to.deep.equal(['$5.00', '$20.00']);
    sandbox().clearSent();
    await svcCart.setCurrency('EUR');
    await until(() => shown(fee!) === '€4.60', 'the fee in euros');
    expect(shown(price!)).to.equal('€18.40');
    const reread = (await sandbox().sent()).filter((request) => request.path.startsWith('/products'));
    expect(reread.map((request) => `${request.path} ${request.headers.get('x-currency')}`)).to.deep.equal([
      '/products/100 EUR',
    ]);
    expect(context.state.leaf?.id, 'the chosen plan kept').to.equal(102);
  });

  it('follows setLanguage: the German and the French way of writing the price', async () => {
    const { context, svcCart } = await ready('<svc-money>$14</svc-money>', { 'product-id': '200' });
    const money = context.querySelector('svc-money')!;
    expect(shown(money)).to.equal('$14.00');
    svcCart.setLanguage('de');
    await until(() => shown(money) === '14,00 $', `the German price (${shown(money)})`);
    svcCart.setLanguage('fr');
    await until(() => shown(money) === '14,00 $US', `the French price (${shown(money)})`);
    await svcCart.setCurrency('EUR');
    await until(() => shown(money) === '12,88 €', `the French price in euros (${shown(money)})`);
  });

  it('a sold-out variant keeps its price and the button offers to notify; a product sold out entirely shows its first variant', async () => {
    const { context } = await ready('<svc-money>$14</svc-money><svc-add-to-cart></svc-add-to-cart>', {
      'product-id': '200',
    });
    const button = (of: SvcContext) =>
      of.querySelector('svc-add-to-cart')!.shadowRoot!.querySelector<HTMLButtonElement>('[part="button"]')!;
    expect(shown(button(context))).to.equal('Add to cart');
    context.state.choose(202);
    await updated(context);
    expect(shown(context.querySelector('svc-money'))).to.equal('$14.00');
    expect(shown(button(context))).to.equal('Sold out — notify me');

    const machine = contextOnPage('<svc-money>$499</svc-money><svc-add-to-cart></svc-add-to-cart>', {
      'product-id': '220',
    });
    await until(() => machine.state?.status === 'ready', 'the machine ready');
    await updated(machine);
    expect(machine.state.leaf?.id).to.equal(221);
    expect(shown(machine.querySelector('svc-money'))).to.equal('$499.00');
    expect(shown(button(machine))).to.equal('Sold out — notify me');
  });

  it('keeps the shop’s text for a field that is not a number', async () => {
    const { context } = await ready(
      [
        '<svc-money field="product.name">Ask us</svc-money>',
        '<svc-money field="leaf.setupFee">No fee</svc-money>',
        '<svc-money field="leaf.nothing">Soon</svc-money>',
        '<svc-money field="product.images">Pictures</svc-money>',
      ].join(''),
      { 'product-id': '200' },
    );
    const money = [...context.querySelectorAll('svc-money')];
    expect(money.map((element) => shown(element))).to.deep.equal(['Ask us', 'No fee', 'Soon', 'Pictures']);
    for (const element of money) expect(element.shadowRoot!.querySelector('slot')).to.not.equal(null);
  });
});

describe('<svc-media>', () => {
  const sandbox = setupWidget();
  afterEach(() => {
    document.querySelectorAll('svc-context').forEach((context) => context.remove());
    mug.images = structuredClone(mugImages);
    filters.images = structuredClone(filtersImages);
  });

  const images = (media: Element) => [...media.shadowRoot!.querySelectorAll<HTMLImageElement>('img')];

  // The pictures are cached for good once loaded, and WebKit runs every file in one window: the
  // filters' picture gets an address no page has loaded yet, so it is asked for.
  it('reserves its box before the picture arrives (1 / 1, or --svc-media-ratio), loads it lazily with the name as alt, and nothing moves when it comes', async () => {
    filters.images = filtersImages.map((image) => ({ ...image, url: `${image.url}?page=${Date.now()}` }));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    sandbox().worker.use(
      http.get('*/storefront/v1/images/paper-filters.svg', async () => {
        asked += 1;
        await held;
        return undefined;
      }),
    );
    const { context } = await ready('<svc-media style="inline-size: 240px"></svc-media>', {
      'product-id': '210',
    });
    const media = context.querySelector('svc-media')!;
    const [image] = images(media);
    expect(image!.getAttribute('loading')).to.equal('lazy');
    expect(image!.getAttribute('decoding')).to.equal('async');
    expect(image!.alt).to.equal('Paper Filters');
    expect(image!.getAttribute('part')).to.equal('image');
    await until(() => asked === 1, 'the picture asked for');
    expect(image!.naturalWidth, 'not arrived yet').to.equal(0);
    expect(image!.getBoundingClientRect().height).to.equal(240);
    media.style.setProperty('--svc-media-ratio', '4 / 3');
    expect(image!.getBoundingClientRect().height).to.equal(180);
    release();
    await until(() => image!.complete && image!.naturalWidth > 0, 'the picture loaded');
    expect(image!.getBoundingClientRect().height).to.equal(180);
    expect(image!.getBoundingClientRect().width).to.equal(240);
  });

  it('shows the first picture, or every one with all; a chosen variant keeps the product’s pictures (variants have none)', async () => {
    mug.images = [...mugImages, { ...mugImages[0]!, id: 2001, url: 'images/paper-filters.svg', order: 2 }];
    const { context } = await ready('<svc-media></svc-media><svc-media all></svc-media>', {
      'product-id': '200',
    });
    const [first, all] = [...context.querySelectorAll('svc-media')];
    const sources = (media: Element) => images(media).map((image) => new URL(image.src).pathname);
    expect(sources(first!)).to.deep.equal(['/storefront/v1/images/ceramic-mug.svg']);
    expect(sources(all!)).to.deep.equal([
      '/storefront/v1/images/ceramic-mug.svg',
      '/storefront/v1/images/paper-filters.svg',
    ]);
    expect(images(all!).map((image) => image.alt)).to.deep.equal(['Ceramic Mug', 'Ceramic Mug']);
    context.state.choose(202);
    await updated(context);
    expect(sources(first!)).to.deep.equal(['/storefront/v1/images/ceramic-mug.svg']);
  });

  it('keeps the shop’s own picture until the data is there, and for a product without pictures', async () => {
    mug.images = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    sandbox().worker.use(
      http.get('*/storefront/v1/products/200', async () => {
        asked += 1;
        await held;
        return undefined;
      }),
    );
    watchPageElements();
    const context = contextOnPage(`<svc-media><img src="${SHOP_PICTURE}" alt="Our mug" /></svc-media>`, {
      'product-id': '200',
    });
    const media = context.querySelector('svc-media')!;
    const own = () => {
      const slot = media.shadowRoot?.querySelector('slot');
      return slot ? slot.assignedElements().map((element) => (element as HTMLImageElement).alt) : [];
    };
    await startWidget();
    await until(() => asked === 1, 'the product asked for');
    await updated(context);
    expect(own(), 'while the product is on its way').to.deep.equal(['Our mug']);
    release();
    await until(() => context.state?.status === 'ready', 'the context ready');
    await updated(context);
    expect(images(media)).to.deep.equal([]);
    expect(own()).to.deep.equal(['Our mug']);
    await expect(context).to.be.accessible();
  });
});
