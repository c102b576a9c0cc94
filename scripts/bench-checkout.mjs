#!/usr/bin/env node
// `npm run bench:checkout`: the API requests of the signed-in happy path through the embedded
// checkout (saved address, the cheapest delivery method, the default saved card 4242), counted from
// opening the checkout to the receipt, with the built widget and the sandbox server at 150 ms
// latency; also the time from Pay to the receipt and the checkout chunks the browser fetched.
// A measurement, not a test.
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { chromiumPath, CHROMIUM_ARGS } from './chromium.mjs';
import { freePort, serveBuild, startServer } from './servers.mjs';

const LATENCY = Number(process.env.LATENCY || 150);

execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'ignore' });
const apiPort = await freePort();
const api = await startServer('scripts/sandbox.mjs', apiPort, 'Sandbox Storefront API:', {
  SANDBOX_LATENCY: String(LATENCY),
});
const apiUrl = `http://127.0.0.1:${apiPort}/storefront/v1/`;
const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body>
<script>window.svcConfig = { apiKey: 'demo-api-key', apiUrl: '${apiUrl}' };
window.addEventListener('svc-cart:ready', () => { window.__ready = true; });</script>
<script type="module" src="/cart/cart-widget.js"></script></body></html>`;
const site = await serveBuild({ '/': page });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  headless: true,
  args: CHROMIUM_ARGS,
});

try {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(`http://127.0.0.1:${site.port}/`);
  await tab.waitForFunction(() => window.__ready === true, null, { timeout: 20_000 });
  // The shopper is signed in and has a mug in the cart before the checkout opens.
  await tab.evaluate(async () => {
    const { svcCart } = window;
    await svcCart.sdk.auth.login({ email: 'shopper@example.com', password: 'demo1234' });
    await svcCart.authenticate();
    await svcCart.addItem({ productId: 201, quantity: 1 });
  });
  const requests = [];
  const chunks = [];
  tab.on('request', (request) => {
    const url = new URL(request.url());
    if (url.href.startsWith(apiUrl) && request.method() !== 'OPTIONS')
      requests.push(`${request.method()} ${url.pathname.replace('/storefront/v1', '')}`);
    else if (url.pathname.startsWith('/cart/')) chunks.push(url.pathname.replace('/cart/', ''));
  });
  await tab.evaluate(() => window.svcCart.open('checkout'));
  const next = async (step) => {
    const button = tab.locator(`svc-checkout-${step}`).getByRole('button', { name: 'Continue', exact: true });
    await button.waitFor({ timeout: 20_000 }).catch(async (error) => {
      await tab.screenshot({ path: '/tmp/bench-checkout.png' });
      throw error;
    });
    // Wait for the step's choices (saved address and method, saved card) before continuing.
    await tab.waitForTimeout(LATENCY * 4);
    await button.click();
  };
  // The saved address, the cheapest method (Standard) and the default card are put on the cart
  // after the contact step (the express path): the review comes next.
  await next('contact');
  const pay = tab.locator('svc-checkout-review').getByRole('button', { name: /^Pay / });
  await pay.waitFor({ timeout: 20_000 });
  await tab.waitForTimeout(LATENCY * 4);
  const paid = Date.now();
  await pay.click();
  await tab
    .locator('svc-checkout-receipt')
    .getByText('Thank you for your order!')
    .waitFor({ timeout: 20_000 });
  const payToReceipt = Date.now() - paid;
  await tab.waitForTimeout(LATENCY * 4);
  console.log(`Signed-in happy path, sandbox latency ${LATENCY} ms`);
  console.log(`API requests from opening the checkout to the receipt: ${requests.length}`);
  for (const request of requests) console.log(`  ${request}`);
  console.log(`Pay → receipt: ${payToReceipt} ms`);
  console.log(`checkout chunks fetched: ${chunks.join(', ')}`);
  await context.close();
} finally {
  await browser.close();
  site.stop();
  api.stop();
}
