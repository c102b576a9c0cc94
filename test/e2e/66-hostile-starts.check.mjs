// Pages that make the built widget's start hard (issue 39's faults 3, 5, 6 and 7): a script that
// added an enumerable key to `Object.prototype` before the widget loads, a page whose
// `document.cookie` throws, a page that defined `svc-cart-root` first, and `globalName: '__proto__'`.
// Each ends with a working widget or a console message that names the field or tag and what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { serveBuild } from '../../scripts/servers.mjs';

const WAIT = { timeout: 15_000 };

export default async ({ check, assert, base, browser }) => {
  if (!existsSync('dist/cart/cart-widget.js')) execFileSync(process.execPath, ['scripts/build.mjs']);
  /** A shop page with the built widget; `before` runs first, in a classic script of the page. */
  const shopPage = (before, config = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Hostile start</title></head><body><main><h1>A shop</h1></main>
<script>${before}</script>
<script>window.svcConfig = { apiKey: 'demo-api-key', apiUrl: '${base}/storefront/v1/', settings: { cartButton: true }${config} };</script>
<script type="module" src="/cart/cart-widget.js"></script></body></html>`;
  const site = await serveBuild({
    '/polluted': shopPage("Object.prototype.polluted = 'yes';"),
    '/no-cookies': shopPage(
      `Object.defineProperty(Document.prototype, 'cookie', {
        get() { throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError'); },
        set() { throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError'); },
      });`,
    ),
    '/root-taken': shopPage("customElements.define('svc-cart-root', class extends HTMLElement {});"),
    '/proto-name': shopPage('', ", globalName: '__proto__'"),
  });
  /** A new tab on `path` with its console messages and page errors recorded. */
  const open = async (path) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const messages = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    await page.goto(`http://127.0.0.1:${site.port}${path}`);
    return { context, page, messages };
  };
  /** Adds a mug from the page's script and waits for the drawer's line: the widget works. */
  const addAndShow = async (page) => {
    await page.evaluate(() => window.svcCart.addItem({ productId: 201, quantity: 1 }));
    await page.evaluate(() => window.svcCart.open());
    await page.locator('svc-cart-line').getByText('Ceramic Mug').waitFor(WAIT);
  };
  try {
    await check(
      'a key another script added to Object.prototype before the widget loads: the widget starts and adds',
      async () => {
        const { context, page, messages } = await open('/polluted');
        await page.waitForFunction(() => window.svcCart?.ready === true, null, WAIT);
        await addAndShow(page);
        // The widget's own errors and the page's; a missing favicon is not the widget's.
        const errors = messages.filter(
          (text) =>
            text.startsWith('pageerror') ||
            text.startsWith('error: Cart Widget') ||
            text.startsWith('error: Svc'),
        );
        assert(errors.length === 0, `errors: ${errors.join(' | ')}`);
        await context.close();
      },
    );

    await check(
      'a page whose document.cookie throws: the widget starts, keeps its cart in memory and says so once',
      async () => {
        const { context, page, messages } = await open('/no-cookies');
        await page.waitForFunction(() => window.svcCart?.ready === true, null, WAIT);
        await addAndShow(page);
        // The cart ID lives in memory: the widget reads the same cart again.
        const id = await page.evaluate(() => window.svcCart.cart.id);
        await page.evaluate(() => window.svcCart.reload());
        const again = await page.evaluate(() => window.svcCart.cart.id);
        assert(again === id, `the cart after reload() is ${again}, not ${id}`);
        const said = messages.filter((text) => text.includes('cannot use cookies'));
        assert(
          said.length === 1 &&
            said[0] ===
              'warning: Svc: this page cannot use cookies, so the cart and sign-in last only until it is reloaded',
          `the console said ${JSON.stringify(said)}`,
        );
        const errors = messages.filter((text) => text.startsWith('pageerror'));
        assert(errors.length === 0, `errors: ${errors.join(' | ')}`);
        await context.close();
      },
    );

    await check(
      'a page that defined svc-cart-root first: the console names the tag and what to do',
      async () => {
        const { context, page, messages } = await open('/root-taken');
        await page.waitForFunction(() => window.svcCart !== undefined, null, WAIT);
        const expected =
          'error: Cart Widget: <svc-cart-root> is already defined by another script, so the cart cannot use it. Rename or remove that element, or load cart-widget.js only once.';
        await page.waitForFunction(() => window.svcCart.ready === true, null, WAIT);
        assert(messages.includes(expected), `the console said ${JSON.stringify(messages)}`);
        await context.close();
      },
    );

    await check(
      "globalName '__proto__': an error that names the field, and nothing on the page changed",
      async () => {
        const context = await browser.newContext();
        const page = await context.newPage();
        const thrown = page.waitForEvent('pageerror', WAIT);
        await page.goto(`http://127.0.0.1:${site.port}/proto-name`);
        const { message } = await thrown;
        const expected =
          'Cart Widget:initialize config.globalName must be a name window does not have yet (got "__proto__")';
        assert(message === expected, `the page's error was ${message}`);
        const state = await page.evaluate(() => ({
          root: document.querySelector('svc-cart-root') !== null,
          proto: Object.getPrototypeOf(window) === Window.prototype,
        }));
        assert(!state.root && state.proto, `after the error: ${JSON.stringify(state)}`);
        await context.close();
      },
    );
  } finally {
    site.stop();
  }
};
