// What the storefront pages' checks share (36-storefront-elements*.check.mjs): a page in a fresh
// browser context that watches layout shifts and keeps the API requests, the layout-shift and axe
// assertions, the keyboard's Tab walk, and the product pages' and the grid's painted states.
import { fileURLToPath } from 'node:url';
import { watchLayoutShifts } from '../../scripts/bench/layout-shift.mjs';
import { recordApiRequests } from './api-requests.mjs';

export { watchLayoutShifts };

export const AXE = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));
export const WAIT = { timeout: 15_000 };
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
/**
 * Follows the stylesheet and font requests of `page` (the widget's web-font link, the faces a
 * stylesheet names): `settled()` resolves once every one seen so far has finished or failed.
 */
function followFontRequests(page) {
  const pending = new Set();
  const done = (request) => pending.delete(request);
  page.on('request', (request) => {
    if (['stylesheet', 'font'].includes(request.resourceType())) pending.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled() {
      // Each round ends at the next request that finishes or fails (a listener of the same event
      // as `done`, which has run by then); a request still open after WAIT fails the check.
      while (pending.size)
        await Promise.race([
          page.waitForEvent('requestfinished', WAIT),
          page.waitForEvent('requestfailed', WAIT),
        ]);
    },
  };
}

/** What each product page shows once its data painted: name, price, what to choose, description. */
export const PRODUCTS = {
  'ceramic-mug': { name: 'Ceramic Mug', price: '$14.00', picker: 'Colour', text: 'A 350 ml stoneware mug.' },
  'tea-club': {
    name: 'Tea Club',
    price: '$25.00',
    picker: 'How often?',
    text: 'A tin of tea picked for you, every month.',
  },
  'gift-card': { name: 'Gift Card', price: '$25.00', picker: 'Choose one', text: 'Let them choose.' },
  'build-your-box': {
    name: 'Build Your Box',
    builder: true,
    text: 'Pick the coffees you love; we ship them monthly.',
  },
};

/** The storefront pages' helpers, bound to a check module's `assert`, `base` and `browser`. */
export function storefrontPages({ assert, base, browser }) {
  /** The font requests of each page `onPage` opened. */
  const fontRequests = new WeakMap();

  /**
   * Opens `path` in a fresh context of `viewport` that watches layout shifts and keeps the API
   * requests (method, path, query, body); runs `test`, then asserts the page threw nothing and
   * closes the context (also when the test fails).
   */
  async function onPage(path, test, viewport = DESKTOP) {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(watchLayoutShifts);
    const page = await context.newPage();
    fontRequests.set(page, followFontRequests(page));
    const errors = [];
    const requests = recordApiRequests(page);
    // Every load of the page, named in a failure: the dev server reloads pages when a source changes.
    const loads = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('load', () => loads.push(page.url().slice(base.length)));
    try {
      await page.goto(`${base}${path}`);
      await test({ page, requests });
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    } catch (error) {
      error.message += ` (page loads: ${loads.join(', ')})`;
      throw error;
    } finally {
      await context.close();
    }
  }

  /** The page's layout shifts so far, summed, and what moved. */
  async function layoutShift(page) {
    const shifts = await page.evaluate(() => window.svcTakeLayoutShifts?.());
    assert(Array.isArray(shifts), 'the layout-shift observer did not run before the page');
    return {
      total: shifts.reduce((sum, shift) => sum + shift.value, 0),
      moved: shifts.map((shift) => `${shift.value.toFixed(5)}: ${shift.sources.join(', ')}`).join('; '),
    };
  }

  /**
   * After the data painted, waits until what could still move the page has settled: its stylesheet
   * and font requests (the widget's web font among them), the font faces they started, and a frame
   * drawn after that. Then asserts nothing has moved since the first paint.
   */
  async function assertNoShift(page, where) {
    await fontRequests.get(page).settled();
    await page.evaluate(async () => {
      await document.fonts.ready;
      // A shift is recorded when its frame is drawn: two frames later, that one is done.
      for (let frame = 0; frame < 2; frame += 1)
        await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    const { total, moved } = await layoutShift(page);
    assert(total === 0, `${where}: CLS ${total} (${moved})`);
    return total;
  }

  async function assertAxeClean(page, where) {
    await page.addScriptTag({ path: AXE });
    const violations = await page.evaluate(async () => {
      const result = await window.axe.run(document);
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    assert(violations.length === 0, `${where}: ${violations.join('\n')}`);
  }

  /** The requests of `method` whose path matches `pattern`. */
  const sent = (requests, method, pattern) =>
    requests.filter((request) => request.method === method && pattern.test(request.path));

  /** The one line added to the cart: exactly one POST /carts/{id}/items, its body parsed. */
  function addedOnce(requests) {
    const posts = sent(requests, 'POST', /^\/carts\/[^/]+\/items$/);
    assert(
      posts.length === 1,
      `${posts.length} × POST /carts/{id}/items: ${posts.map((post) => post.body).join(' | ')}`,
    );
    return JSON.parse(posts[0].body);
  }

  /** Whether `locator` has the focus (inside its shadow root, where the browser keeps it). */
  const focused = (locator) => locator.evaluate((element) => element.matches(':focus'));

  /** Presses `key` (Tab, or Shift+Tab) until `locator` has the focus, at most `limit` times. */
  async function tabTo(page, locator, what, { key = 'Tab', limit = 40 } = {}) {
    await locator.waitFor(WAIT);
    for (let presses = 0; presses < limit && !(await focused(locator)); presses += 1)
      await page.keyboard.press(key);
    if (await focused(locator)) return;
    const at = await page.evaluate(() => {
      let element = document.activeElement;
      while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
      return element
        ? `${element.localName}${element.getAttribute('part') ? `[part=${element.getAttribute('part')}]` : ''}`
        : 'nothing';
    });
    assert(false, `${key} never reached ${what}; the focus is on ${at}`);
  }

  /** The drawer: open, holding a line whose text has `name`. */
  async function lineInDrawer(page, name) {
    await page.waitForFunction(() => window.svcCart?.isOpen === true, null, WAIT);
    const drawer = page.locator('svc-cart-panel dialog[open]');
    await drawer.waitFor(WAIT);
    await drawer.locator('svc-cart-summary svc-cart-line').filter({ hasText: name }).first().waitFor(WAIT);
    return drawer;
  }

  /** The product page's own parts, and what a view in the drawer holds. */
  const addButton = (page) => page.locator('svc-add-to-cart').getByRole('button');
  const picker = (page, name) => page.locator('svc-option-picker').getByRole('radiogroup', { name });
  const drawerView = (page, tag) => page.locator(`svc-cart-panel dialog[open] svc-cart-customization ${tag}`);

  /** Waits until a product page shows the product of `slug`: its name, price, choices, description. */
  async function productPainted(page, slug) {
    const shown = PRODUCTS[slug];
    await page.getByRole('heading', { level: 1, name: shown.name, exact: true }).waitFor(WAIT);
    await page.getByText(shown.text, { exact: true }).waitFor(WAIT);
    if (shown.builder) {
      await page.locator('svc-bundle-builder [part~="submit-button"]').waitFor(WAIT);
      return;
    }
    await picker(page, shown.picker).waitFor(WAIT);
    const price = (
      await page.locator('.product-price svc-money').evaluate((money) => money.shadowRoot.textContent)
    )
      .replace(/\s+/g, ' ')
      .trim();
    assert(price === shown.price, `${slug}: the price reads "${price}"`);
    await addButton(page).filter({ hasText: 'Add to cart' }).waitFor(WAIT);
  }

  /** The grid's cards as read: each card's name and price. */
  const cardsShown = (page) =>
    page.locator('svc-list > svc-context[role="listitem"]').evaluateAll((cards) =>
      cards.map((card) => {
        const text = (element) => (element?.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').trim();
        return {
          name: text(card.querySelector('svc-data[field="product.name"]')),
          price: text(card.querySelector('svc-money')),
          href: card.querySelector('a')?.getAttribute('href'),
        };
      }),
    );

  const list = (page) => page.getByRole('list', { name: 'All products' });
  const grid = (page) => page.locator('svc-list');

  /** Waits until the grid shows page `pageNumber` of 2, every card with its price. */
  async function gridPainted(page, pageNumber = 1) {
    await page
      .locator('svc-list [part="page-status"]')
      .filter({ hasText: `Page ${pageNumber} of 2` })
      .waitFor(WAIT);
    await page.waitForFunction(
      () => {
        const cards = [...document.querySelectorAll('svc-list > svc-context[role="listitem"]')];
        return (
          cards.length > 0 &&
          cards.every((card) =>
            /\$\d+\.\d\d/.test(card.querySelector('svc-money')?.shadowRoot?.textContent ?? ''),
          )
        );
      },
      null,
      WAIT,
    );
  }

  return {
    onPage,
    layoutShift,
    assertNoShift,
    assertAxeClean,
    sent,
    addedOnce,
    focused,
    tabTo,
    lineInDrawer,
    addButton,
    picker,
    drawerView,
    productPainted,
    cardsShown,
    list,
    grid,
    gridPainted,
  };
}
