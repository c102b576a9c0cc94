#!/usr/bin/env node
// `npm run bench:startup`: the built widget on a plain page, the sandbox server with 150 ms added
// latency; time from the widget script's arrival to CART_READY (and from navigation start), median
// of 10 runs, and the API requests sent at start-up. A measurement, not a test.
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { chromiumPath, CHROMIUM_ARGS } from './chromium.mjs';
import { freePort, serveBuild, startServer } from './servers.mjs';

const LATENCY = Number(process.env.LATENCY || 150);
const RUNS = Number(process.env.RUNS || 10);

execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'ignore' });

// The sandbox API, its own origin, with latency.
const apiPort = await freePort();
const api = await startServer('scripts/sandbox.mjs', apiPort, 'Sandbox Storefront API:', {
  SANDBOX_LATENCY: String(LATENCY),
});

// The shop's page and the widget files, on another origin.
const page = (
  cartCookie,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body>
<h1>Shop</h1>
<script>window.svcConfig = { apiKey: 'demo-api-key', apiUrl: 'http://127.0.0.1:${apiPort}/storefront/v1/' };
${cartCookie ? '' : "document.cookie = 'svc_cart_id=; max-age=0; path=/';"}
window.addEventListener('svc-cart:ready', () => { window.__ready = performance.now(); });</script>
<script type="module" src="/cart/cart-widget.js"></script></body></html>`;
const site = await serveBuild({ '/': page(false), '/returning': page(true) });
const sitePort = site.port;

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  headless: true,
  args: CHROMIUM_ARGS,
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(path) {
  const results = [];
  const context = await browser.newContext();
  for (let run = 0; run < RUNS; run += 1) {
    const tab = await context.newPage();
    const requests = [];
    tab.on('request', (request) => {
      if (request.url().includes('/storefront/v1/') && request.method() !== 'OPTIONS') {
        requests.push(`${request.method()} ${new URL(request.url()).pathname.replace('/storefront/v1', '')}`);
      }
    });
    await tab.goto(`http://127.0.0.1:${sitePort}${path}`);
    await tab.waitForFunction(() => window.__ready !== undefined, null, { timeout: 15_000 });
    const timing = await tab.evaluate(() => {
      const script = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.endsWith('/cart/cart-widget.js'));
      return { fromScript: window.__ready - script.responseEnd, fromNavigation: window.__ready };
    });
    results.push({ ...timing, requests: requests.map((r) => r.replace(/[0-9a-f-]{36}/, ':cartId')) });
    await tab.close();
  }
  await context.close();
  return results;
}

try {
  console.log(
    `Widget start-up, sandbox latency ${LATENCY} ms, ${RUNS} runs (median); target < ${1.5 * LATENCY + 50} ms`,
  );
  console.log(
    '| visit | script → CART_READY | navigation → CART_READY | API requests at start-up |\n|---|---|---|---|',
  );
  for (const [label, path] of [
    ['first visit (no cookie)', '/'],
    ['returning (cart cookie)', '/returning'],
  ]) {
    const results = await measure(path);
    const last = results.at(-1);
    console.log(
      `| ${label} | ${median(results.map((r) => r.fromScript)).toFixed(0)} ms | ${median(results.map((r) => r.fromNavigation)).toFixed(0)} ms | ${last.requests.length}: ${last.requests.join(', ')} |`,
    );
  }
} finally {
  await browser.close();
  site.stop();
  api.stop();
}
