// The built widget (`dist/cart/cart-widget.js` from a plain web server on its own origin, the
// sandbox API on the demo server's) in Firefox and WebKit, as 40-built-widget.check.mjs sees it in
// Chromium: it starts, adds, takes a real click on a line's + button (the sandbox agrees), and draws
// the drawer and the checkout's first step. Playwright's own Firefox and WebKit builds cannot be
// downloaded here, so Debian's browsers are driven with other drivers (scripts/engines.mjs):
// Firefox ESR through Puppeteer over WebDriver BiDi, WebKitGTK's MiniBrowser through webdriverio
// and WebKitWebDriver over classic WebDriver. `SVC_ENGINES` chooses them (default: both).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer';
import { remote } from 'webdriverio';
import {
  enginesWanted,
  FIREFOX_PATH,
  missingPackages,
  startWebKitDriver,
  WEBKIT_CAPABILITIES,
} from '../../scripts/engines.mjs';
import { serveBuild } from '../../scripts/servers.mjs';

const READY_MS = 20_000;
const WAIT_MS = 15_000;
const NAMES = { firefox: 'Firefox', webkit: 'WebKit' };

// The functions below run in the page (each driver sends their source), so they stand alone.

/** What the page shows, reached through the widget's shadow roots. */
function probe() {
  const cart = window.svcCart;
  const root = document.querySelector('svc-cart-root')?.shadowRoot;
  const panel = root?.querySelector('svc-cart-panel')?.shadowRoot;
  const summary = panel?.querySelector('svc-cart-summary')?.shadowRoot;
  const lineRoots = [...(summary?.querySelectorAll('svc-cart-line') ?? [])].map((line) => line.shadowRoot);
  const lines = lineRoots.map((line) => (line?.querySelector('[part~="name"]')?.textContent ?? '').trim());
  const button = root?.querySelector('svc-cart-button')?.shadowRoot?.querySelector('button');
  const checkout = panel?.querySelector('svc-cart-checkout')?.shadowRoot;
  const contact = checkout?.querySelector('svc-checkout-contact')?.shadowRoot;
  return {
    ready: cart?.ready === true,
    notDefined: ['svc-cart-root', 'svc-cart-panel', 'svc-cart-summary', 'svc-cart-line'].filter(
      (tag) => !customElements.get(tag),
    ),
    buttonLabel: button?.getAttribute('aria-label') ?? null,
    isOpen: cart?.isOpen ?? null,
    view: cart?.view ?? null,
    lines,
    increaseLabels: lineRoots.map(
      (line) => line?.querySelector('button[part~="increase"]')?.getAttribute('aria-label') ?? null,
    ),
    cartId: cart?.cart?.id ?? null,
    quantities: (cart?.cart?.items ?? []).map((item) => item.quantity),
    contactHeading: (contact?.querySelector('[part~="contact-heading"]')?.textContent ?? '').trim() || null,
    emailField: Boolean(contact?.querySelector('input[name="email"]')),
  };
}

/** The + button of the drawer's Ceramic Mug line, or null. */
function increaseButton() {
  const root = document.querySelector('svc-cart-root')?.shadowRoot;
  const panel = root?.querySelector('svc-cart-panel')?.shadowRoot;
  const summary = panel?.querySelector('svc-cart-summary')?.shadowRoot;
  for (const line of summary?.querySelectorAll('svc-cart-line') ?? []) {
    const button = line.shadowRoot?.querySelector('button[part~="increase"]');
    if (button?.getAttribute('aria-label') === 'Increase the quantity of Ceramic Mug') return button;
  }
  return null;
}

/** Records the page's uncaught errors and rejections in `window.__svcErrors` (WebKit). */
function recordErrors() {
  if (window.__svcErrors) return;
  window.__svcErrors = [];
  window.addEventListener('error', (event) => window.__svcErrors.push(String(event.message)));
  window.addEventListener('unhandledrejection', (event) =>
    window.__svcErrors.push(`unhandled rejection: ${String(event.reason?.message ?? event.reason)}`),
  );
}

/** Polls `read` until `ok` holds of what it returned; throws with the last value seen after `ms`. */
async function until(read, ok, what, ms = WAIT_MS) {
  const end = Date.now() + ms;
  let seen;
  for (;;) {
    try {
      seen = await read();
      if (ok(seen)) return seen;
    } catch (error) {
      seen = { error: String(error?.message ?? error).split('\n')[0] };
    }
    if (Date.now() > end) throw new Error(`${what} within ${ms} ms; last seen: ${JSON.stringify(seen)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Firefox ESR through Puppeteer (WebDriver BiDi). */
async function firefox() {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
  });
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error?.message ?? error)));
  return {
    open: (url) => page.goto(url),
    run: (fn, ...args) => page.evaluate(fn, ...args),
    async click(find) {
      const handle = await page.evaluateHandle(find);
      const element = handle.asElement();
      if (!element) throw new Error('no element to click');
      await element.click();
    },
    errors: async () => errors,
    close: () => browser.close(),
  };
}

/** WebKitGTK's MiniBrowser through webdriverio and WebKitWebDriver (classic WebDriver). */
async function webkit() {
  const port = await startWebKitDriver();
  const browser = await remote({
    hostname: '127.0.0.1',
    port,
    logLevel: 'error',
    capabilities: WEBKIT_CAPABILITIES,
  });
  return {
    async open(url) {
      await browser.url(url);
      await browser.execute(recordErrors);
    },
    run: (fn, ...args) => browser.execute(fn, ...args),
    async click(find) {
      const element = await browser.$(find);
      if (!(await element.isExisting())) throw new Error('no element to click');
      await element.click();
    },
    errors: () => browser.execute(() => window.__svcErrors ?? ['the error recorder is not installed']),
    close: () => browser.deleteSession(),
  };
}

const DRIVERS = { firefox, webkit };

export default async ({ check, assert, base }) => {
  let engines;
  try {
    engines = enginesWanted(process.env.SVC_ENGINES || 'chromium,firefox,webkit').filter(
      (engine) => engine in DRIVERS,
    );
  } catch (error) {
    await check('SVC_ENGINES names the built widget’s engines', () => {
      throw error;
    });
    return;
  }
  if (!engines.length) return;
  if (!existsSync('dist/cart/cart-widget.js')) execFileSync(process.execPath, ['scripts/build.mjs']);
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Built widget</title></head>
<body><main><h1>A shop</h1></main>
<script>window.svcConfig = { apiKey: 'demo-api-key', apiUrl: '${base}/storefront/v1/', settings: { cartButton: true } };</script>
<script type="module" src="/cart/cart-widget.js"></script></body></html>`;

  for (const engine of engines) {
    await check(
      `the built cart-widget.js in ${NAMES[engine]}: starts on another origin, adds, changes a quantity with a click, and draws the drawer and the checkout`,
      async () => {
        const missing = missingPackages(engine);
        assert(
          missing.length === 0,
          `${engine}: Debian's ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not installed`,
        );
        const site = await serveBuild({ '/': page });
        let driver;
        try {
          driver = await DRIVERS[engine]();
          const read = () => driver.run(probe);
          await driver.open(`http://127.0.0.1:${site.port}/`);
          await until(read, (seen) => seen.ready, 'window.svcCart.ready is not true', READY_MS);

          const started = await until(
            read,
            (seen) => seen.buttonLabel !== null,
            'the floating cart button did not draw',
          );
          assert(started.notDefined.length === 0, `not defined: ${started.notDefined.join(', ')}`);
          assert(
            started.buttonLabel === 'Cart, 0 items',
            `the cart button's aria-label is "${started.buttonLabel}"`,
          );

          await driver.run(() => window.svcCart.addItem({ productId: 201, quantity: 1 }).then(() => true));
          await driver.run(() => window.svcCart.open());
          const drawn = await until(
            read,
            (seen) => seen.lines.includes('Ceramic Mug'),
            'no line of the drawer shows Ceramic Mug',
          );
          assert(
            JSON.stringify(drawn.quantities) === JSON.stringify([1]),
            `before the click, the cart's quantities are ${JSON.stringify(drawn.quantities)}`,
          );

          // A real click of the driver (pointer input at the button's place), not button.click().
          await until(
            read,
            (seen) => seen.increaseLabels.includes('Increase the quantity of Ceramic Mug'),
            'the line has no "Increase the quantity of Ceramic Mug" button',
          );
          await driver.click(increaseButton);
          const fetchCart = async (id) => {
            const response = await fetch(`${base}/storefront/v1/carts/${id}`, {
              headers: { 'x-api-key': 'demo-api-key' },
            });
            const body = await response.json();
            return { status: response.status, quantities: (body.items ?? []).map((item) => item.quantity) };
          };
          const clicked = 2;
          const changed = await until(
            async () => {
              const seen = await read();
              const server = seen.cartId ? await fetchCart(seen.cartId) : undefined;
              return { quantities: seen.quantities, cartId: seen.cartId, server };
            },
            (seen) => seen.quantities[0] === clicked && seen.server?.quantities[0] === clicked,
            `after the click, the widget and the sandbox do not both say quantity ${clicked}`,
          );
          assert(
            changed.server.status === 200 &&
              JSON.stringify(changed.server.quantities) === JSON.stringify([clicked]),
            `the sandbox's cart ${changed.cartId} answered ${changed.server.status} with quantities ${JSON.stringify(changed.server.quantities)}`,
          );

          // open() leaves an open drawer as it is: closed first, it opens on the checkout.
          await driver.run(() => {
            window.svcCart.close();
            window.svcCart.open('checkout');
          });
          const checkout = await until(
            read,
            (seen) => seen.contactHeading !== null && seen.emailField,
            'the checkout did not draw its contact step',
          );
          assert(checkout.view === 'checkout', `the drawer's view is ${checkout.view}`);
          assert(
            checkout.contactHeading === 'Your email',
            `the contact step's heading reads "${checkout.contactHeading}"`,
          );

          const errors = await driver.errors();
          assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
        } finally {
          await driver?.close();
          site.stop();
        }
      },
    );
  }
};
