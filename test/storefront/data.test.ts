/**
 * `<svc-data>` inside a `<svc-context>`, against the sandbox: any dot path, numbers as digits, the
 * shop's text kept for a missing or empty value, markup in a text field shown as text, and the one
 * HTML field, `description`, through the sanitizer (a lazy chunk, fetched only when a page shows a
 * description; hostile HTML loses its scripts, handlers, frames, styles and forms; it needs no
 * Trusted Types sink). Also what a context with nothing to show says (missing ID, API down), and
 * axe and the keyboard on a whole product.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import type { LitElement } from 'lit';
import { products } from '../../sandbox/fixtures.js';
import { watchPageElements } from '../../src/bootstrap/index.js';
import type { SvcContext } from '../../src/storefront/svc-context/svc-context.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { contextOnPage, shown } from './storefront-helpers.js';
import { until } from '../shared/wait.js';
import { brokenImageFailed, laterRequestAnswered } from '../shared/quiet.js';

/** The sanitized description's box in `<svc-data>`'s shadow root, once it is there. */
const descriptionOf = (data: Element | null) =>
  data?.shadowRoot?.querySelector<HTMLElement>('[part="description"]') ?? null;

/** The `<svc-data>` of `context` reading `field`. */
const dataOf = (context: SvcContext, field: string) => context.querySelector(`svc-data[field="${field}"]`);

const mug = products.find((product) => product.id === 200)!;
const fixture = structuredClone({
  name: mug.name,
  description: mug.description,
  deliveryInfo: mug.deliveryInfo,
});

/** Waits for the context's `<svc-data>` elements to render. */
const updated = (context: SvcContext) =>
  Promise.all([...context.querySelectorAll<LitElement>('svc-data')].map((data) => data.updateComplete));

// The test page loads some 250 modules, the default number of resource timings kept.
performance.setResourceTimingBufferSize(10_000);

/** A one-pixel GIF. */
const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

describe('<svc-data>', () => {
  const sandbox = setupWidget();
  afterEach(() => {
    document.querySelectorAll('svc-context').forEach((context) => context.remove());
    Object.assign(mug, structuredClone(fixture));
    delete (window as { __xss?: boolean }).__xss;
  });

  async function ready(inner: string, attributes: Record<string, string> = { 'product-id': '200' }) {
    watchPageElements();
    const context = contextOnPage(inner, attributes);
    const svcCart = await startWidget();
    await until(() => context.state?.status === 'ready', 'the context ready');
    await updated(context);
    return { context, svcCart };
  }

  // First in this file: the sanitizer's module must not have been fetched by an earlier test.
  it('a page without a description (none, or an empty one) never fetches the sanitizer; a description keeps the shop’s text while it loads, then shows the HTML', async () => {
    const fetched = () =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => /dompurify|svc-data\/sanitize/.test(name));
    const requested: string[] = [];
    sandbox().worker.use(
      http.get(/dompurify|svc-data\/sanitize/, ({ request }) => {
        requested.push(request.url);
        return undefined;
      }),
    );
    const blend = products.find((product) => product.id === 100)!;
    const words = blend.description;
    blend.description = ' ';
    try {
      const { context } = await ready(
        [
          '<h2><svc-data field="product.name">Our blend</svc-data></h2>',
          '<svc-data field="product.description">No description</svc-data>',
          '<svc-data field="leaf.description">No plan description</svc-data>',
        ].join(''),
        { 'product-id': '100' },
      );
      expect(shown(dataOf(context, 'product.name'))).to.equal('House Blend Subscription');
      expect(shown(dataOf(context, 'product.description'))).to.equal('No description');
      expect(shown(dataOf(context, 'leaf.description'))).to.equal('No plan description');
      await laterRequestAnswered();
      expect(requested, 'an empty or null description fetches nothing').to.deep.equal([]);
      expect(fetched()).to.deep.equal([]);
    } finally {
      blend.description = words;
    }

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    sandbox().worker.use(
      http.get(/\/svc-data\/sanitize\.[jt]s$/, async () => {
        asked += 1;
        await held;
        return undefined;
      }),
    );
    const page = contextOnPage(
      '<svc-data field="product.description"><p>Our own words about the mug.</p></svc-data>',
      { 'product-id': '200' },
    );
    const description = dataOf(page, 'product.description')!;
    // Asked for now, so not loaded before (a loaded module is not fetched again).
    await until(() => asked === 1, 'the sanitizer asked for');
    await updated(page);
    expect(shown(description)).to.equal('Our own words about the mug.');
    expect(descriptionOf(description)).to.equal(null);
    release();
    await until(() => descriptionOf(description), 'the description shown');
    const paragraphs = [...descriptionOf(description)!.children].map(
      (child) => `${child.localName}: ${child.textContent}`,
    );
    expect(paragraphs).to.deep.equal(['p: A 350 ml stoneware mug.']);
    expect(fetched().some((name) => name.includes('dompurify'))).to.equal(true);
  });

  it('reads any dot path: leaf.name and a leaf’s option follow choose, a nested product path, a number as its digits (also 0)', async () => {
    const { context } = await ready(
      [
        '<svc-data field="leaf.name">Colour</svc-data>',
        '<svc-data field="product.options.0.name">Option</svc-data>',
        '<svc-data field="variant.options.0.value">Value</svc-data>',
        '<svc-data field="leaf.stockCount">In stock</svc-data>',
        '<svc-data field="product.id">ID</svc-data>',
      ].join(''),
    );
    const read = () => [...context.querySelectorAll('svc-data')].map((data) => shown(data));
    expect(read()).to.deep.equal(['Sand', 'Colour', 'Sand', '25', '200']);
    context.state.choose(202);
    await context.updateComplete;
    await updated(context);
    expect(read()).to.deep.equal(['Slate', 'Colour', 'Slate', '0', '200']);
  });

  it('keeps the shop’s text for a missing path, an empty value, a true/false value and an object', async () => {
    mug.deliveryInfo = '';
    const { context } = await ready(
      [
        '<svc-data field="product.nothing">A</svc-data>',
        '<svc-data field="product.nothing.deeper">B</svc-data>',
        '<svc-data field="product.deliveryInfo">C</svc-data>',
        '<svc-data field="product.bundle">C2</svc-data>',
        '<svc-data field="leaf.description">D</svc-data>',
        '<svc-data field="product.digital">E</svc-data>',
        '<svc-data field="product.images">F</svc-data>',
        '<svc-data field="nowhere.name">G</svc-data>',
      ].join(''),
    );
    const data = [...context.querySelectorAll('svc-data')];
    expect(data.map((element) => shown(element))).to.deep.equal(['A', 'B', 'C', 'C2', 'D', 'E', 'F', 'G']);
    for (const element of data)
      expect(element.shadowRoot!.querySelector('slot'), element.outerHTML).to.not.equal(null);
  });

  it('shows markup in a text field as text: nothing is parsed, nothing runs', async () => {
    mug.name = 'Mug <img src=x onerror="window.__xss=true"><b>bold</b>';
    const { context } = await ready('<svc-data field="product.name">Our mug</svc-data>');
    const data = dataOf(context, 'product.name')!;
    await brokenImageFailed();
    expect(shown(data)).to.equal('Mug <img src=x onerror="window.__xss=true"><b>bold</b>');
    expect(data.shadowRoot!.querySelector('img, b')).to.equal(null);
    expect((window as { __xss?: boolean }).__xss).to.equal(undefined);
  });

  it('sanitizes a hostile description: scripts, handlers, javascript: links, frames, styles, forms and SVG go; text, bold, lists, links and images stay', async () => {
    mug.description = [
      '<h2>Care</h2>',
      '<p>Hand <b>wash</b> only.<script>window.__xss=true</script></p>',
      '<img src="/storefront/v1/images/ceramic-mug.svg" alt="The mug" onerror="window.__xss=true">',
      '<a href="javascript:window.__xss=true">Bad link</a>',
      '<a href="https://example.com/care" target="_blank">Care guide</a>',
      '<a href="/faq" target="_top">FAQ</a>',
      '<iframe srcdoc="<script>parent.__xss=true</script>"></iframe>',
      '<style>*{display:none!important}</style>',
      '<form action="https://evil.example/"><input name="password"><button>Sign in</button></form>',
      '<p style="position:fixed;inset:0" onclick="window.__xss=true" tabindex="1">Styled</p>',
      '<svg onload="window.__xss=true"><circle r="1"></circle></svg>',
      '<ul><li>One</li><li>Two</li></ul>',
    ].join('');
    const { context } = await ready('<svc-data field="product.description">Our words</svc-data>');
    const data = dataOf(context, 'product.description')!;
    await until(() => descriptionOf(data), 'the description shown');
    const box = descriptionOf(data)!;
    expect(box.querySelectorAll('script, iframe, style, form, input, button, svg')).to.have.length(0);
    const attributes = [...box.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].map(
        (attribute) => `${element.localName}[${attribute.name}="${attribute.value}"]`,
      ),
    );
    expect(attributes).to.deep.equal([
      'img[src="/storefront/v1/images/ceramic-mug.svg"]',
      'img[alt="The mug"]',
      'img[loading="lazy"]',
      'img[decoding="async"]',
      'a[href="https://example.com/care"]',
      'a[target="_blank"]',
      'a[rel="noopener noreferrer"]',
      'a[href="/faq"]',
    ]);
    expect([...box.children].map((child) => child.localName)).to.deep.equal([
      'h2',
      'p',
      'img',
      'a',
      'a',
      'a',
      'p',
      'ul',
    ]);
    expect(box.textContent).to.equal('CareHand wash only.Bad linkCare guideFAQStyledOneTwo');
    expect(box.querySelector('b')!.textContent).to.equal('wash');
    await brokenImageFailed();
    expect((window as { __xss?: boolean }).__xss).to.equal(undefined);
  });

  it('a description that is nothing but unsafe markup leaves the shop’s text', async () => {
    mug.description = '<script>window.__xss=true</script><style>p{color:red}</style>';
    const { context } = await ready('<svc-data field="product.description"><p>Our words</p></svc-data>');
    const data = dataOf(context, 'product.description')!;
    await brokenImageFailed();
    expect(descriptionOf(data)).to.equal(null);
    expect(shown(data)).to.equal('Our words');
    expect((window as { __xss?: boolean }).__xss).to.equal(undefined);
  });

  it('sanitizes into nodes under a Trusted Types policy (require-trusted-types-for): no violation, no string sink', async () => {
    const frame = document.createElement('iframe');
    frame.srcdoc =
      '<!doctype html><meta http-equiv="Content-Security-Policy" content="require-trusted-types-for \'script\'"><body></body>';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.append(frame);
    try {
      await loaded;
      const view = frame.contentWindow as Window & typeof globalThis;
      const violations: string[] = [];
      view.document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.effectiveDirective} ${event.sample}`),
      );
      // The policy is enforced in the frame: a markup string into a sink is refused, and reported.
      const refuseMarkup = () =>
        expect(() => {
          view.document.body.innerHTML = '<b>markup</b>';
        }).to.throw();
      refuseMarkup();
      await until(() => violations.length === 1, 'the refusal reported');
      const probe = violations[0]!;
      const { descriptionSanitizer } = await import('../../src/storefront/svc-data/sanitize.js');
      const sanitize = descriptionSanitizer(view);
      const fragment = sanitize(
        `<p>Hi <b>there</b><img src="${PIXEL}" onerror="parent.__xss=true"><script>parent.__xss=true</script></p>`,
      );
      const host = view.document.createElement('div');
      host.attachShadow({ mode: 'open' }).append(fragment);
      view.document.body.append(host);
      expect(host.shadowRoot!.innerHTML).to.equal(
        `<p>Hi <b>there</b><img src="${PIXEL}" loading="lazy" decoding="async"></p>`,
      );
      // A second refusal of the test's own: its report comes after any the sanitizer caused.
      refuseMarkup();
      await until(() => violations.length >= 2, 'the second refusal reported');
      expect(violations, 'the sanitizer caused no violation').to.deep.equal([probe, probe]);
      expect((window as { __xss?: boolean }).__xss).to.equal(undefined);
    } finally {
      frame.remove();
    }
  });

  it('a whole product context passes axe, and Tab goes from the page to the description’s link, then to the quantity', async () => {
    mug.description = '<p>A 350 ml stoneware mug. <a href="/care">How to care for it</a></p>';
    const before = document.createElement('button');
    before.textContent = 'Before';
    document.body.append(before);
    try {
      const { context } = await ready(
        [
          '<article>',
          '<h2><svc-data>Our mug</svc-data></h2>',
          '<svc-media></svc-media>',
          '<p><svc-money>$14</svc-money></p>',
          '<svc-data field="product.description"><p>Our words</p></svc-data>',
          '<svc-quantity></svc-quantity>',
          '<svc-add-to-cart></svc-add-to-cart>',
          '</article>',
        ].join(''),
      );
      const data = dataOf(context, 'product.description')!;
      await until(() => descriptionOf(data), 'the description shown');
      await expect(context).to.be.accessible();
      before.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement).to.equal(data);
      expect(data.shadowRoot!.activeElement?.textContent).to.equal('How to care for it');
      await sendKeys({ press: 'Tab' });
      const quantity = context.querySelector('svc-quantity')!;
      expect(document.activeElement).to.equal(quantity);
      expect(quantity.shadowRoot!.activeElement?.getAttribute('part')).to.equal('decrease');
    } finally {
      before.remove();
    }
  });
});

describe('<svc-context> with nothing to show', () => {
  const sandbox = setupWidget();
  let warnings: string[];
  const warn = console.warn;
  beforeEach(() => {
    warnings = [];
    console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  });
  afterEach(() => {
    console.warn = warn;
    document.querySelectorAll('svc-context').forEach((context) => context.remove());
  });

  const asked = async (path: string) => (await sandbox().sent()).filter((request) => request.path === path);
  const status = (context: SvcContext) =>
    context.shadowRoot?.querySelector('[part="status"]')?.textContent?.trim() ?? '';

  it('a missing ID says so, in German after setLanguage, and is logged once although the language asked again', async () => {
    watchPageElements();
    const context = contextOnPage('<svc-data>Our mug</svc-data>', { 'product-id': '9999' });
    const svcCart = await startWidget();
    await until(() => status(context) === 'This product is not available.', 'the message');
    expect(context.shadowRoot!.querySelector('[part="status"]')!.getAttribute('role')).to.equal('status');
    svcCart.setLanguage('de');
    await until(() => status(context) === 'Dieses Produkt ist nicht verfügbar.', 'the German message');
    const languages = async () =>
      (await asked('/products/9999')).map((request) => request.headers.get('accept-language'));
    await until(async () => (await languages()).includes('de'), 'asked again in German');
    await laterRequestAnswered();
    expect((await languages()).at(-1)).to.equal('de');
    expect(warnings).to.deep.equal(['Cart Widget: <svc-context product-id="9999">: No product with id 9999']);
  });

  it('an API that cannot be reached shows the failed message, not the shop’s markup, and logs once', async () => {
    sandbox().worker.use(http.get('*/storefront/v1/products/:productId', () => HttpResponse.error()));
    watchPageElements();
    const context = contextOnPage('<svc-data>Our mug</svc-data>', { 'product-id': '200' });
    const svcCart = await startWidget();
    await until(() => status(context) !== '', 'the message');
    expect(status(context)).to.equal('This product could not be shown right now. Please try again later.');
    expect(context.shadowRoot!.querySelector('slot')).to.equal(null);
    const failed = context.state;
    svcCart.setLanguage('fr');
    await until(
      () => status(context) === 'Ce produit ne peut pas être affiché. Réessayez plus tard.',
      'the French message',
    );
    // Asked again in French (the SDK retries twice), and failed again: a new state.
    await until(() => context.state !== failed, 'failed again in French');
    await laterRequestAnswered();
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.match(/^Cart Widget: <svc-context product-id="200">: \S/);
    await expect(context).to.be.accessible();
  });
});
