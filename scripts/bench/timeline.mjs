#!/usr/bin/env node
// `node scripts/bench/timeline.mjs`: where the time of the storefront row (bench section 6) goes.
// It loads the bench's product page against the sandbox at 150 ms latency and prints, per run, a
// timeline from `cart-widget.js`'s arrival: every fetch the page sends and when it was answered,
// every script and request the resource timing lists, long tasks, `svc-cart-initialized`,
// CART_READY, the page's `performance.mark`s and the price painted; then the median per build.
//
// BUILDS=name:folder,name:folder compares builds of dist/cart (default `current:dist/cart`), their
// runs alternating so that a change of the machine's load falls on each alike. RUNS (default 7)
// is the number of runs per build, QUIET=1 prints the medians only. The sandbox runs at the
// bench's priority (measure.mjs, `raiseSandboxPriority`); PRIORITY=0 leaves it as it is.
// Build first (`node scripts/build.mjs`); copy dist/cart elsewhere to keep a build to compare.
import { chromium } from 'playwright-core';
import { chromiumPath, CHROMIUM_ARGS } from '../chromium.mjs';
import { freePort, startServer } from '../servers.mjs';
import { serveFiles, storefrontPage, storefrontTools } from './browser.mjs';
import { median, raiseSandboxPriority } from './measure.mjs';

const RUNS = Math.max(1, Number(process.env.RUNS || 7));
const QUIET = Boolean(process.env.QUIET);
const BUILDS = (process.env.BUILDS || 'current:dist/cart').split(',').map((entry) => entry.split(':'));

const port = await freePort();
const sandbox = await startServer('scripts/sandbox.mjs', port, 'Sandbox Storefront API:', {
  SANDBOX_LATENCY: '150',
});
if (process.env.PRIORITY !== '0' && !raiseSandboxPriority(sandbox.child.pid))
  console.log('The sandbox runs at the same priority as the browser (raising it was not permitted).');
const api = `http://127.0.0.1:${port}/storefront/v1/`;
const pages = {};
const roots = {};
for (const [name, folder] of BUILDS) {
  roots[`/${name}/cart/`] = folder;
  pages[`/${name}/`] = storefrontPage(api).replaceAll('/cart/cart-widget.js', `/${name}/cart/cart-widget.js`);
}
const site = await serveFiles(pages, roots);
const origin = `http://127.0.0.1:${site.port}`;
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  headless: true,
  args: CHROMIUM_ARGS,
});

/** Runs in the page before its scripts: notes fetches, their answers, long tasks and the widget's events. */
function pageTimeline() {
  const log = (window.__timeline = []);
  const now = () => Math.round(performance.now());
  const name = (input) =>
    String(input instanceof Request ? input.url : input)
      .replace(/^.*\/storefront\/v1\//, '')
      .slice(0, 48);
  const send = window.fetch;
  window.fetch = function (input, init) {
    log.push([now(), `fetch ${name(input)}`]);
    const answer = send.call(this, input, init);
    answer.then(
      () => log.push([now(), `answer ${name(input)}`]),
      () => log.push([now(), `failed ${name(input)}`]),
    );
    return answer;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      log.push([Math.round(entry.startTime), `long task ${Math.round(entry.duration)} ms`]);
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('svc-cart-initialized', () => log.push([now(), 'svc-cart-initialized']));
  addEventListener('svc-cart:ready', () => log.push([now(), 'CART_READY']));
}

const medians = {};
for (let run = 0; run < RUNS; run += 1) {
  for (const [name] of BUILDS) {
    const context = await browser.newContext();
    await context.addInitScript(pageTimeline);
    await context.addInitScript(storefrontTools);
    const tab = await context.newPage();
    const painted = tab.waitForEvent('console', {
      predicate: (message) => message.text() === 'svc-bench:price-painted',
      timeout: 30_000,
    });
    await tab.goto(`${origin}/${name}/`);
    await painted;
    const { lines, arrived, paintedAt } = await tab.evaluate(() => {
      const file = (url) => url.replace(/^.*\//, '').slice(0, 48);
      const resources = performance
        .getEntriesByType('resource')
        .map((entry) => [
          Math.round(entry.startTime),
          `requested ${file(entry.name)} (arrived ${Math.round(entry.responseEnd)})`,
        ]);
      const marks = performance
        .getEntriesByType('mark')
        .map((entry) => [Math.round(entry.startTime), `mark ${entry.name}`]);
      return {
        lines: [...window.__timeline, ...resources, ...marks].sort((a, b) => a[0] - b[0]),
        arrived: Math.round(window.__bench.scriptArrived),
        paintedAt: Math.round(window.__bench.pricePainted),
      };
    });
    (medians[name] ??= []).push(paintedAt - arrived);
    if (!QUIET) {
      console.log(
        `--- ${name}, run ${run + 1}: ms from cart-widget.js's arrival (${arrived} ms after navigation)`,
      );
      for (const [at, what] of [...lines, [paintedAt, 'price painted']])
        console.log(`${String(at - arrived).padStart(6)}  ${what}`);
    }
    await context.close();
  }
}
for (const [name, times] of Object.entries(medians)) {
  console.log(
    `${name}: cart-widget.js → price painted, median ${median(times)} ms (runs: ${times.join(', ')})`,
  );
}
await browser.close();
sandbox.stop();
site.stop();
