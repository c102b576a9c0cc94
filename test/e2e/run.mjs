#!/usr/bin/env node
// End-to-end checks against real processes: `npm run demo` serves the demo page and the sandbox
// API, and a headless Chromium sees the sandbox shop on it. After the checks below, every
// `test/e2e/*.check.mjs` module runs in name order with the same demo server and browser: each
// default-exports `async ({ check, assert, base, browser }) => {}`. Writes its counts to
// SVC_SUMMARY_FILE. `node test/e2e/run.mjs name` runs only the check modules whose file name
// contains `name`, and of the built-in checks only the server start.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumPath, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { freePort, startServer } from '../../scripts/servers.mjs';
import { writeSummaryFile } from '../../scripts/summary-file.mjs';

const results = [];
const only = process.argv[2];
let builtIn = true;
let module = 'run.mjs';
async function check(name, fn) {
  // With a module name given, of the built-in checks only the demo server's start runs.
  if (only && builtIn && !name.startsWith('npm run demo')) return;
  try {
    await fn();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name}`);
  } catch (error) {
    results.push({ name, where: module, ok: false, error: String(error?.message ?? error).split('\n')[0] });
    console.log(`  ✗ ${name}\n    ${error.stack ?? error}`);
  }
}
function assert(condition, message) {
  if (!condition) throw new Error(message);
}

const port = await freePort();
const sandboxPort = await freePort();
let demo;
let sandboxServer;
let browser;
try {
  await check('npm run demo prints its URL on 127.0.0.1 at PORT', async () => {
    demo = await startServer('scripts/demo.mjs', port, 'Sandbox API:');
    assert(
      demo.output().includes(`Demo:        http://127.0.0.1:${port}/`),
      `unexpected output:\n${demo.output()}`,
    );
  });

  await check('the demo server answers the sandbox API with the key, and 401 without it', async () => {
    const base = `http://127.0.0.1:${port}/storefront/v1/`;
    const withKey = await fetch(`${base}shop`, { headers: { 'x-api-key': 'demo-api-key' } });
    assert(withKey.status === 200, `shop with key answered ${withKey.status}`);
    assert((await withKey.json()).name === 'Sandbox Coffee Co.', 'shop name differs');
    const withoutKey = await fetch(`${base}shop`);
    assert(withoutKey.status === 401, `shop without key answered ${withoutKey.status}`);
    assert((await withoutKey.json()).code === 'invalid_api_key', 'missing error code');
  });

  await check(
    'npm run build writes the SDK module, its types, svc.min.js and the widget script',
    async () => {
      execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'pipe' });
      for (const file of [
        'sdk/dist/index.js',
        'sdk/dist/index.d.ts',
        'sdk/dist/svc.min.js',
        'dist/cart/cart-widget.js',
      ]) {
        assert(existsSync(file), `${file} is missing`);
      }
      const types = readFileSync('sdk/dist/index.d.ts', 'utf8');
      assert(
        types.includes('SvcApiError') && types.includes('SvcConfig'),
        'index.d.ts lacks the public types',
      );
    },
  );

  await check('the demo page shows the sandbox shop and its products in Chromium', async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.getByRole('heading', { level: 1, name: 'Sandbox Coffee Co.' }).waitFor({ timeout: 15_000 });
    await page
      .getByRole('status')
      .filter({ hasText: /\d+ products/ })
      .waitFor({ timeout: 15_000 });
    const names = await page.getByRole('list', { name: 'Products' }).getByRole('heading').allTextContents();
    assert(names.includes('House Blend Subscription'), `products shown: ${names.join(', ')}`);
    assert(names.includes('Ceramic Mug'), `products shown: ${names.join(', ')}`);
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    if (process.env.SVC_SCREENSHOT)
      await page.screenshot({ path: process.env.SVC_SCREENSHOT, fullPage: true });
  });

  await check(
    'the demo page runs the cart widget: a product link adds to the cart and the button shows the count',
    async () => {
      const page = await browser.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForFunction(() => window.svcCart?.ready === true, null, { timeout: 15_000 });
      await page.locator('a[href="/checkout/add/230"]').click();
      await page.waitForFunction(() => window.svcCart.itemCount === 1, null, { timeout: 10_000 });
      const button = page.locator('svc-cart-root').locator('svc-cart-button').getByRole('button');
      assert(
        (await button.getAttribute('aria-label')) === 'Cart, 1 item',
        await button.getAttribute('aria-label'),
      );
      assert(page.url() === `http://127.0.0.1:${port}/`, `the link navigated to ${page.url()}`);
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
      await page.close();
    },
  );

  await check(
    'the demo header counts the cart, its toggle opens the drawer, and the event log prints each event',
    async () => {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForFunction(() => window.svcCart?.ready === true, null, { timeout: 15_000 });
      await page.evaluate(() => window.svcCart.addItem({ productId: 201, quantity: 2 }));
      await page.waitForFunction(() => document.querySelector('#cart-count')?.textContent === '2', null, {
        timeout: 10_000,
      });
      await page.locator('#cart-toggle').click();
      await page.waitForFunction(() => window.svcCart.isOpen === true, null, { timeout: 10_000 });
      assert(page.url() === `http://127.0.0.1:${port}/`, `the toggle navigated to ${page.url()}`);
      const log = await page.locator('#event-log li').allTextContents();
      const names = log.map((line) => line.split(' ')[1]).reverse();
      assert(
        JSON.stringify(names.slice(-2)) === JSON.stringify(['CART_UPDATED', 'CART_OPEN']),
        `event log: ${log.join(' | ')}`,
      );
      assert(
        log.some((line) => /CART_UPDATED cart \S+: 1 line\(s\)/.test(line)),
        `event log: ${log.join(' | ')}`,
      );
      await page.close();
    },
  );

  await check('the demo lists every view, and each card’s button opens that view', async () => {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => window.svcCart?.ready === true, null, { timeout: 15_000 });
    const cards = await page
      .locator('li.card[data-view]')
      .evaluateAll((items) => items.map((item) => item.dataset.view));
    const every = [
      'pricing',
      'variant',
      'survey',
      'survey-flow',
      'bundle',
      'bundle-plan',
      'voucher',
      'out-of-stock',
      'subscription-replacement',
      'gift',
      'error',
    ];
    assert(JSON.stringify(cards) === JSON.stringify(every), `cards: ${cards.join(', ')}`);
    for (const view of every) {
      await page.locator(`li.card[data-view="${view}"] button`).click();
      // The drawer says which view it shows; the view's own element has drawn its action bar.
      const shown = await page
        .waitForFunction(
          (name) => {
            const panel = document
              .querySelector('svc-cart-root')
              ?.shadowRoot?.querySelector('svc-cart-panel')?.shadowRoot;
            const dialog = panel?.querySelector('dialog[open]');
            if (dialog?.getAttribute('data-view') !== name) return false;
            if (name === 'error') return Boolean(panel.querySelector('svc-cart-error'));
            const router = panel.querySelector('svc-cart-customization')?.shadowRoot;
            const element = router?.querySelector(`svc-view-${name}`)?.shadowRoot;
            return Boolean(element?.querySelector('[part~="view-actions"], [part~="submit-button"]'));
          },
          view,
          { timeout: 10_000 },
        )
        .then(
          () => true,
          () => false,
        );
      assert(shown, `the ${view} card did not open the ${view} view`);
      await page.evaluate(() => window.svcCart.close());
    }
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  });

  await check('svc.min.js as a classic script sets window.Svc, whose init reaches the sandbox', async () => {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.addScriptTag({ content: readFileSync('sdk/dist/svc.min.js', 'utf8') });
    const result = await page.evaluate(async () => {
      const { Svc } = window;
      const client = await Svc.init({ apiKey: 'demo-api-key', apiUrl: `${location.origin}/storefront/v1/` });
      const error = await Svc.init({ apiKey: '' }).catch((e) => e);
      return {
        version: client.VERSION,
        shop: client.shop.name,
        namespaces: Object.keys(client).length,
        message: error.message,
        validation: error instanceof Svc.SvcValidationError,
      };
    });
    const pkg = JSON.parse(readFileSync('sdk/package.json', 'utf8'));
    assert(result.version === pkg.version, `VERSION ${result.version}`);
    assert(result.shop === 'Sandbox Coffee Co.', `shop ${result.shop}`);
    assert(result.namespaces >= 18, `only ${result.namespaces} namespaces`);
    assert(
      result.message === 'Missing required apiKey config' && result.validation,
      `error ${result.message}`,
    );
  });

  await check(
    'npm run sandbox prints its base URL and answers the shop with the key, 401 without',
    async () => {
      sandboxServer = await startServer('scripts/sandbox.mjs', sandboxPort, 'Sandbox Storefront API:');
      const base = `http://127.0.0.1:${sandboxPort}/storefront/v1/`;
      assert(sandboxServer.output().includes(`Sandbox Storefront API: ${base}`), sandboxServer.output());
      const shop = await fetch(`${base}shop`, { headers: { 'x-api-key': 'demo-api-key' } });
      assert(
        shop.status === 200 && (await shop.json()).name === 'Sandbox Coffee Co.',
        `shop answered ${shop.status}`,
      );
      const refused = await fetch(`${base}shop`);
      assert(refused.status === 401, `without key: ${refused.status}`);
    },
  );

  await check('the sandbox server answers CORS preflights for the SDK headers from any origin', async () => {
    const response = await fetch(`http://127.0.0.1:${sandboxPort}/storefront/v1/carts`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'x-api-key, x-currency, accept-language, authorization, content-type',
      },
    });
    assert(response.status === 204, `preflight ${response.status}`);
    assert(response.headers.get('access-control-allow-origin') === '*', 'allow-origin');
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const header of ['x-api-key', 'x-currency', 'accept-language', 'authorization', 'content-type']) {
      assert(allowed.includes(header), `allow-headers lacks ${header}: ${allowed}`);
    }
  });

  await check(
    'a page on another origin runs a shopping flow through the sandbox server with svc.min.js',
    async () => {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.addScriptTag({ content: readFileSync('sdk/dist/svc.min.js', 'utf8') });
      const result = await page.evaluate(async (apiUrl) => {
        const client = await window.Svc.init({ apiKey: 'demo-api-key', apiUrl, loadCart: true });
        await client.auth.login({ email: 'shopper@example.com', password: 'demo1234' });
        await client.cart.addItem({ productId: 101, quantity: 1 });
        await client.cart.addItem({ productId: 211, quantity: 2, addon: true });
        await client.cart.attachCustomer();
        await client.cart.update({ shippingAddressId: 1, shippingMethodId: 1, paymentMethodId: 1 });
        const cart = await client.cart.update({ currencyCode: 'EUR' });
        const purchase = await client.checkout.purchase(cart.id);
        const fault = await client.countries
          .list({ 'x-sandbox-faults': 'fail=countries.list' })
          .catch((e) => e.code);
        return {
          currency: cart.currencyCode,
          lines: cart.items.length,
          invoice: purchase.invoice.total === cart.total,
          fault,
        };
      }, `http://127.0.0.1:${sandboxPort}/storefront/v1/`);
      assert(result.currency === 'EUR' && result.lines === 2, JSON.stringify(result));
      assert(result.invoice, 'invoice total differs from the cart total');
      assert(result.fault === 'sandbox_fault', `fault header: ${result.fault}`);
    },
  );

  browser ??= await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
  builtIn = false;
  const modules = readdirSync(new URL('.', import.meta.url))
    .filter((file) => file.endsWith('.check.mjs') && (!only || file.includes(only)))
    .sort();
  for (const file of modules) {
    console.log(`  ${file}`);
    module = file;
    const { default: run } = await import(new URL(file, import.meta.url).href);
    await run({ check, assert, base: `http://127.0.0.1:${port}`, browser });
  }
} finally {
  await browser?.close();
  demo?.stop();
  sandboxServer?.stop();
}

const { passed, failed } = writeSummaryFile(results);
console.log(`end-to-end: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
