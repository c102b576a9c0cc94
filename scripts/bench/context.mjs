// What every section of `npm run bench` (scripts/bench.mjs) shares: the settings from the
// environment, the report's formatting, and, on import, the build and its snapshot, the anchors,
// the sandbox APIs, the site and the browser. bench.mjs stops the servers and the browser.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { CACHE, prepareAnchors } from './anchors.mjs';
import {
  evalPage,
  pageTools,
  portalPage,
  serveFiles,
  shopPage,
  floorPage,
  storefrontPage,
} from './browser.mjs';
import { raiseSandboxPriority } from './measure.mjs';
import { chromiumPath, CHROMIUM_ARGS } from '../chromium.mjs';
import { freePort, startServer } from '../servers.mjs';

export const RUNS = Math.max(1, Number(process.env.RUNS || 5));
export const CYCLES = Math.max(1, Number(process.env.CYCLES || 1000));
export const UPDATES = Math.max(2, Number(process.env.UPDATES || 500));
export const LATENCIES = [0, 150];
export const THROTTLE = 4;
export const ONLY = (process.env.ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
export const WAIT = { timeout: 30_000 };
export const began = Date.now();

export const log = (line) => process.stderr.write(`${line}\n`);
export const print = (line = '') => process.stdout.write(`${line}\n`);
export const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;
export const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(2)} KB` : '—');
export const ms = (value, digits = 0) => (Number.isFinite(value) ? `${value.toFixed(digits)} ms` : '—');
export const ratio = (ours, theirs) =>
  Number.isFinite(ours) && Number.isFinite(theirs) && theirs > 0 ? `${(ours / theirs).toFixed(2)}×` : '—';
export const apiPath = (url) =>
  new URL(url).pathname
    .replace('/storefront/v1', '')
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':cartId')
    .replace(/\/items\/[^/]+/, '/items/:itemId');

// ------------------------------------------------------------------ build, and a snapshot of it

if (
  process.env.BUILD !== '0' ||
  !existsSync('dist/cart/cart-widget.js') ||
  !existsSync('sdk/dist/index.js')
) {
  log('building (node scripts/build.mjs)…');
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
}
// Served and measured from a copy, so a build started meanwhile changes nothing under way.
export const SNAPSHOT = `${CACHE}/build`;
rmSync(SNAPSHOT, { recursive: true, force: true });
mkdirSync(`${SNAPSHOT}/cart`, { recursive: true });
mkdirSync(`${SNAPSHOT}/sdk`, { recursive: true });
export const widgetFiles = readdirSync('dist/cart').filter((file) => file.endsWith('.js'));
for (const file of widgetFiles) cpSync(`dist/cart/${file}`, `${SNAPSHOT}/cart/${file}`);
cpSync('sdk/dist/svc.min.js', `${SNAPSHOT}/sdk/svc.min.js`);
export const sdkEsm = (
  await build({ entryPoints: ['sdk/dist/index.js'], bundle: true, minify: true, format: 'esm', write: false })
).outputFiles[0].contents;
writeFileSync(`${SNAPSHOT}/sdk/svc.esm.mjs`, sdkEsm);

// What loads before the widget can show the cart: the entry and every chunk it imports statically.
export const startFiles = [];
const visit = (file) => {
  if (startFiles.includes(file)) return;
  startFiles.push(file);
  const code = readFileSync(`${SNAPSHOT}/cart/${file}`, 'utf8');
  for (const match of code.matchAll(/import\s*(?:[\w$*{}\s,]*?from\s*)?["'`]\.\/([^"'`]+)["'`]/g))
    visit(match[1]);
};
visit('cart-widget.js');
export const fileSize = (files) =>
  files.reduce(
    (sum, file) => {
      const bytes = readFileSync(`${SNAPSHOT}/cart/${file}`);
      return { min: sum.min + bytes.length, gzip: sum.gzip + gz(bytes) };
    },
    { min: 0, gzip: 0 },
  );

// ------------------------------------------------------------------ anchors, servers, browser

// Only the size section measures the anchors.
export const anchors = ONLY.length && !ONLY.includes('sizes') ? [] : await prepareAnchors(log);
if (anchors.length) log('prepared the anchors (cached in node_modules/.cache/svc-bench/anchors)');

/** What the report says of the sandbox's priority (see `raiseSandboxPriority`). */
export let sandboxPriority = 'the same CPU priority as the browser (raising it was not permitted here)';

log('starting the sandbox API (0 ms and 150 ms latency) and the site…');
export const apis = {};
for (const latency of LATENCIES) {
  const port = await freePort();
  const server = await startServer('scripts/sandbox.mjs', port, 'Sandbox Storefront API:', {
    SANDBOX_LATENCY: String(latency),
  });
  apis[latency] = { server, url: `http://127.0.0.1:${port}/storefront/v1/` };
  if (raiseSandboxPriority(server.child.pid))
    sandboxPriority =
      'a higher CPU priority than the browser (nice −10), so that it answers when its latency is up, as a server on another machine would, instead of waiting for the page under test';
}
const pages = {};
for (const latency of LATENCIES) pages[`/shop-${latency}`] = shopPage(apis[latency].url);
pages['/shop-without-widget'] = shopPage();
for (const latency of LATENCIES) pages[`/account-${latency}`] = portalPage(apis[latency].url);
for (const latency of LATENCIES) pages[`/product-${latency}`] = storefrontPage(apis[latency].url);
for (const latency of LATENCIES) pages[`/floor-${latency}`] = floorPage(apis[latency].url);
const widgetConfig = `window.svcConfig = { apiKey: 'demo-api-key', apiUrl: ${JSON.stringify(apis[0].url)} };`;
pages['/eval/widget'] = evalPage('/cart/cart-widget.js', true, widgetConfig);
pages['/eval/sdk-esm'] = evalPage('/sdk/svc.esm.mjs', true);
pages['/eval/sdk-iife'] = evalPage('/sdk/svc.min.js', false);
for (const anchor of anchors)
  if (!anchor.unavailable) pages[`/eval/${anchor.id}`] = evalPage(`/anchor/${anchor.id}`, anchor.module);
const roots = { '/cart/': `${SNAPSHOT}/cart`, '/sdk/': `${SNAPSHOT}/sdk` };
const anchorFiles = Object.fromEntries(
  anchors.filter((anchor) => !anchor.unavailable).map((anchor) => [`/anchor/${anchor.id}`, anchor.path]),
);
export const site = await serveFiles(pages, roots, anchorFiles);
export const origin = `http://127.0.0.1:${site.port}`;
export const startUrls = startFiles.map((file) => `${origin}/cart/${file}`);

export const browser = await chromium.launch({
  executablePath: chromiumPath(),
  headless: true,
  args: CHROMIUM_ARGS,
});

/** A fresh context (empty cache, no cookies) with the page tools, optionally CPU-throttled. */
export async function freshTab(throttle = 1) {
  const context = await browser.newContext();
  await context.addInitScript(pageTools);
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return { context, tab, cdp };
}

/**
 * Counts the CORS preflights the browser sends to the API at `latency` into `counter.preflights`.
 * Playwright's request events leave them out (the browser's network service sends them itself);
 * the DevTools protocol reports them, with the initiator type `preflight`.
 */
export async function countPreflights(cdp, latency, counter) {
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.initiator?.type === 'preflight' && event.request.url.startsWith(apis[latency].url))
      counter.preflights += 1;
  });
}

/**
 * Requests `tab` sends to the API at `latency`, and, with `cdp`, the CORS preflights apart. The
 * timed runs leave `cdp` out: the protocol's network reports slow the page down; one more run
 * counts the preflights.
 */
export async function apiRequests(tab, latency, cdp) {
  const list = { sent: [], preflights: 0 };
  if (cdp) await countPreflights(cdp, latency, list);
  tab.on('request', (request) => {
    if (request.url().startsWith(apis[latency].url))
      list.sent.push(`${request.method()} ${apiPath(request.url())}`);
  });
  return list;
}
