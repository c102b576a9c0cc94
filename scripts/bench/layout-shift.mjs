#!/usr/bin/env node
// Layout shift of each demo page on a phone (390×844) in Chromium: the sum of the `layout-shift`
// entries without recent input (what Chrome's CLS adds up), from the first paint until the page
// has settled: the widget ready, every storefront element and portal drawn from its data, the
// network quiet, the fonts in and two frames drawn after that. `node scripts/bench/layout-shift.mjs`
// starts the demo server itself and prints one line per page; test/e2e/38-layout-shift.check.mjs
// asserts the same figures with `measureLayoutShift`.
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { chromiumPath, CHROMIUM_ARGS } from '../chromium.mjs';
import { freePort, startServer } from '../servers.mjs';

export const PHONE = { width: 390, height: 844 };

/** The demo pages shops copy, by name: the ones the demo's navigation links, and a product page. */
export const DEMO_PAGES = {
  home: '/',
  storefront: '/storefront.html',
  product: '/product.html?slug=ceramic-mug',
  products: '/products.html',
  account: '/account.html',
  'checkout-only': '/checkout-only.html',
  'manual-start': '/manual-start.html',
  'strict-csp': '/strict-csp.html',
  spa: '/spa/',
  help: '/help/',
};

/**
 * Runs in the page before its own scripts: keeps every layout shift not caused by input, with what
 * moved. `svcTakeLayoutShifts()` also takes the entries the observer holds but has not delivered.
 */
export function watchLayoutShifts() {
  window.svcLayoutShifts = [];
  const keep = (entries) => {
    for (const entry of entries) {
      if (entry.hadRecentInput) continue;
      // A shift is the widget's (`widget`) when something it moved is inside one of its elements.
      const inWidget = (node) => {
        for (let at = node; at; at = at.parentNode ?? at.host) {
          if (at.localName?.startsWith('svc-')) return true;
        }
        return false;
      };
      window.svcLayoutShifts.push({
        value: entry.value,
        widget: entry.sources.some((source) => inWidget(source.node)),
        sources: entry.sources.map((source) => {
          const node = source.node;
          const name = node?.nodeName ? node.nodeName.toLowerCase() : '?';
          const id = node?.id ? `#${node.id}` : '';
          const className =
            typeof node?.className === 'string' && node.className ? `.${node.className.split(' ')[0]}` : '';
          return `${name}${id}${className} ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}`;
        }),
      });
    }
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  window.svcTakeLayoutShifts = () => {
    keep(observer.takeRecords());
    return window.svcLayoutShifts;
  };
}

/** Whether the page's widget and elements have drawn from their data (run in the page). */
function pageSettled() {
  const widget = window.svcCart;
  // A page where the widget stands down (help) or starts by hand (manual start) has no ready widget.
  if (widget && !widget.ready && widget.enabled !== false && !widget.error) return false;
  const loading = [...document.querySelectorAll('svc-context, svc-list, svc-bundle-builder')].some(
    (element) =>
      !customElements.get(element.localName) ||
      element.state?.status === 'loading' ||
      element.status === 'loading',
  );
  const portal = document.querySelector('svc-customer-portal');
  return !loading && (!portal || Boolean(customElements.get('svc-customer-portal') && portal.shadowRoot));
}

/**
 * Opens `base + path` in a fresh phone-sized context and resolves with the layout shift it caused
 * until it settled: `{ total, moved }` (`moved` names what moved, for a failure's message). With
 * `html`, that page is served at `path` instead of the demo server's.
 */
export async function measureLayoutShift(browser, base, path, { timeout = 20_000, html } = {}) {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  await context.addInitScript(watchLayoutShifts);
  // A page of the caller's own (`html`), served at `path` of the demo server, beside its files.
  if (html !== undefined)
    await context.route(`${base}${path}`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  const page = await context.newPage();
  try {
    await page.goto(`${base}${path}`, { waitUntil: 'load', timeout });
    await page.waitForFunction(pageSettled, null, { timeout, polling: 50 });
    await page.waitForLoadState('networkidle', { timeout });
    await page.evaluate(async () => {
      await document.fonts.ready;
      // A shift is recorded when its frame is drawn: two frames later, that one is done.
      for (let frame = 0; frame < 2; frame += 1)
        await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    const shifts = await page.evaluate(() => window.svcTakeLayoutShifts());
    return {
      total: shifts.reduce((sum, shift) => sum + shift.value, 0),
      moved: shifts.map((shift) => `${shift.value.toFixed(4)}: ${shift.sources.join(', ')}`).join('; '),
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const port = await freePort();
  const demo = await startServer('scripts/demo.mjs', port, 'Sandbox API:');
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    // The dev server compiles each module on its first request: one visit first, so the figures
    // measure the page, not the compiler.
    await measureLayoutShift(browser, base, '/');
    for (const [name, path] of Object.entries(DEMO_PAGES)) {
      const { total, moved } = await measureLayoutShift(browser, base, path);
      const detail = process.argv.includes('--why') && moved ? `  (${moved})` : '';
      console.log(`${name.padEnd(14)} ${path.padEnd(32)} layout shift ${total.toFixed(4)}${detail}`);
    }
  } finally {
    await browser.close();
    demo.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
