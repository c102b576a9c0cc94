#!/usr/bin/env node
// `npm run bench:views`: for each customization view, the time from the `configureItem` call to
// the view painted with its data (its options or fields drawn, nothing loading), with the sandbox
// server at 150 ms added latency and the built widget served locally (a fresh browser context per
// run, so the view's chunk is fetched each time). Median of 5 runs. A measurement, not a test.
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { chromiumPath, CHROMIUM_ARGS } from './chromium.mjs';
import { freePort, serveBuild, startServer } from './servers.mjs';

const LATENCY = Number(process.env.LATENCY || 150);
const RUNS = Number(process.env.RUNS || 5);

/** The view, what opens it, and what must be in the cart first. */
const VIEWS = [
  ['pricing', { productId: 100 }],
  ['variant', { productId: 200 }],
  ['survey', { productId: 111 }],
  ['survey-flow', { surveyId: 1 }],
  ['bundle', { bundleId: 1 }],
  ['bundle-plan', { productId: 520 }],
  ['voucher', { productId: 300 }],
  ['out-of-stock', { productId: 202 }],
  ['subscription-replacement', { productId: 101 }, { productId: 101 }],
  ['gift', null, { productId: 101 }],
];

execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'ignore' });
const apiPort = await freePort();
const api = await startServer('scripts/sandbox.mjs', apiPort, 'Sandbox Storefront API:', {
  SANDBOX_LATENCY: String(LATENCY),
});
const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body>
<script>window.svcConfig = { apiKey: 'demo-api-key', apiUrl: 'http://127.0.0.1:${apiPort}/storefront/v1/' };
window.addEventListener('svc-cart:ready', () => { window.__ready = true; });</script>
<script type="module" src="/cart/cart-widget.js"></script></body></html>`;
const site = await serveBuild({ '/': page });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  headless: true,
  args: CHROMIUM_ARGS,
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** In the page: configure (or mount the gift view), then wait for the view painted with data. */
async function openView([view, payload, before]) {
  const svcCart = window.svcCart;
  if (before) await svcCart.addItem(before);
  const deep = () => {
    const panel = document.querySelector('svc-cart-root')?.shadowRoot?.querySelector('svc-cart-panel');
    const router = panel?.shadowRoot?.querySelector('svc-cart-customization');
    return router?.shadowRoot?.querySelector(`svc-view-${view}`)?.shadowRoot ?? null;
  };
  const painted = () => {
    const root = deep();
    const body = root?.querySelector('[part~="view-body"]');
    if (!body || body.querySelector('[aria-busy="true"], [role="status"] .spinner')) return false;
    // The replacement view's body is text only (the two plans); its choice is the action bar.
    if (view === 'subscription-replacement') return Boolean(root.querySelector('[part~="submit-button"]'));
    return Boolean(body.querySelector('[part~="option"], [part~="field"], button, input'));
  };
  const start = performance.now();
  if (payload) svcCart.configureItem(payload);
  else {
    svcCart.configureGift(null, true);
    svcCart.open(false);
  }
  const deadline = start + 10_000;
  await new Promise((resolve, reject) => {
    const check = () => {
      if (painted()) requestAnimationFrame(() => resolve());
      else if (performance.now() > deadline) reject(new Error(`the ${view} view did not paint`));
      else setTimeout(check, 2);
    };
    check();
  });
  return performance.now() - start;
}

try {
  console.log(
    `Customization views, sandbox latency ${LATENCY} ms, ${RUNS} runs (median), fresh cache each run`,
  );
  console.log('| view | configureItem → painted with data | opened with |\n|---|---|---|');
  for (const [view, payload, before] of VIEWS) {
    const times = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      await tab.goto(`http://127.0.0.1:${site.port}/`);
      await tab.waitForFunction(() => window.__ready === true, null, { timeout: 15_000 });
      times.push(await tab.evaluate(openView, [view, payload ?? null, before ?? null]).catch(() => NaN));
      await context.close();
    }
    const opened = payload ? `configureItem(${JSON.stringify(payload)})` : 'configureGift(null, true)';
    console.log(
      `| ${view} | ${median(times).toFixed(0)} ms | ${opened}${before ? ' (cart holds it already)' : ''} |`,
    );
  }
} finally {
  await browser.close();
  site.stop();
  api.stop();
}
