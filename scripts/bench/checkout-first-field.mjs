#!/usr/bin/env node
// The time from tapping "Checkout" in the cart to the checkout's first field (the contact step's
// email), on the built widget, for a guest with a mug in the cart, in Chromium at 4× CPU slowdown
// and 150 ms of network latency on every request (the widget's chunks and the API alike, through
// the DevTools protocol). Each run starts from an empty cache; the median of RUNS runs is printed,
// with the chunks and API requests the tap started. A measurement, not a test.
//
//   node scripts/bench/checkout-first-field.mjs          (builds first; BUILD=0 skips the build)
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { chromiumPath, CHROMIUM_ARGS } from '../chromium.mjs';
import { freePort, serveBuild, startServer } from '../servers.mjs';

const RUNS = Math.max(1, Number(process.env.RUNS || 5));
const LATENCY = Number(process.env.LATENCY ?? 150);
const THROTTLE = Number(process.env.THROTTLE ?? 4);

if (process.env.BUILD !== '0') execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'ignore' });
const apiPort = await freePort();
// The latency is the browser's (below), so the sandbox answers at once.
const api = await startServer('scripts/sandbox.mjs', apiPort, 'Sandbox Storefront API:', {
  SANDBOX_LATENCY: '0',
});
const apiUrl = `http://127.0.0.1:${apiPort}/storefront/v1/`;
const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>bench</title></head><body>
<script>window.svcConfig = { apiKey: 'demo-api-key', apiUrl: '${apiUrl}' };
window.addEventListener('svc-cart:ready', () => { window.__ready = true; });</script>
<script type="module" src="/cart/cart-widget.js"></script></body></html>`;
const site = await serveBuild({ '/': page });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  headless: true,
  args: CHROMIUM_ARGS,
});

/** One run: a fresh context on a phone, the cart with a mug, the tap on Checkout, the first field. */
async function run() {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await tab.goto(`http://127.0.0.1:${site.port}/`);
  await tab.waitForFunction(() => window.__ready === true, null, { timeout: 60_000 });
  await tab.evaluate(async () => {
    await window.svcCart.addItem({ productId: 201, quantity: 1 });
    window.svcCart.open();
  });
  const checkout = tab.locator('svc-cart-summary [part~="checkout-button"]');
  await checkout.waitFor({ timeout: 30_000 });
  // Whatever the drawer fetches after it opens (its parts after CART_READY) is in before the tap.
  await tab.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const fetched = [];
  tab.on('request', (request) => {
    const url = new URL(request.url());
    if (url.href.startsWith(apiUrl)) {
      if (request.method() !== 'OPTIONS')
        fetched.push(`${request.method()} ${url.pathname.replace('/storefront/v1', '')}`);
    } else if (url.pathname.startsWith('/cart/')) fetched.push(url.pathname.replace('/cart/', ''));
  });
  // In the page: the moment of the tap, and the frame after the email field is drawn.
  const measured = tab.evaluate(
    () =>
      new Promise((resolve, reject) => {
        let tapped;
        window.addEventListener('pointerdown', () => (tapped ??= performance.now()), { capture: true });
        const field = () => {
          const checkoutEl = document
            .querySelector('svc-cart-root')
            ?.shadowRoot?.querySelector('svc-cart-panel')
            ?.shadowRoot?.querySelector('svc-cart-checkout');
          const contact = checkoutEl?.shadowRoot?.querySelector('svc-checkout-contact');
          return contact?.shadowRoot?.querySelector('input[autocomplete~="email"], input[type="email"]');
        };
        const deadline = performance.now() + 60_000;
        const check = () => {
          if (tapped !== undefined && field())
            requestAnimationFrame(() => resolve(performance.now() - tapped));
          else if (performance.now() > deadline) reject(new Error('no email field in time'));
          else setTimeout(check, 5);
        };
        check();
      }),
  );
  await checkout.tap();
  const elapsed = await measured;
  await context.close();
  return { elapsed, fetched };
}

try {
  const runs = [];
  for (let index = 0; index < RUNS; index++) runs.push(await run());
  const times = runs.map((one) => one.elapsed).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `Tap on Checkout → the first field (email), ${THROTTLE}× CPU, ${LATENCY} ms latency, ${RUNS} runs`,
  );
  console.log(
    `  median ${median.toFixed(0)} ms (runs: ${times.map((time) => time.toFixed(0)).join(', ')} ms)`,
  );
  console.log(`  fetched after the tap (first run): ${runs[0].fetched.join(', ')}`);
} finally {
  await browser.close();
  site.stop();
  api.stop();
}
