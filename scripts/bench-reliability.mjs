#!/usr/bin/env node
// `npm run bench:reliability`: does the widget hold its memory over a long session, and does the
// sandbox HTTP server keep its state under concurrent load? A measurement, not a test; printed as
// markdown tables.
//   1. memory: the built widget (a snapshot of dist/cart) on the sample shop page against the
//      sandbox HTTP server, in headless Chromium: CYCLES open/close cycles, then UPDATES cart
//      updates through the controller's queued pipeline with the drawer open (in groups of four:
//      two `updateItem` calls at once, quantity 2 then 1; `addItem` of the eBook; `removeItem` of
//      it, so the cart ends as it started). JS heap after a forced GC (CDP
//      `HeapProfiler.collectGarbage`, `Runtime.getHeapUsage`), DOM nodes, documents and event
//      listeners (`Memory.getDOMCounters`) before and after. Targets: heap within 1 MB of the
//      start, no growth in DOM nodes or listeners.
//   2. load: the sandbox HTTP server (scripts/sandbox.mjs) in one process, and
//      scripts/bench/reliability/load.mjs in another sending REQUESTS requests over loopback,
//      CONCURRENCY at a time, in a mix of shop, products, new carts, items added, quantities set
//      and carts read (see that file). Requests per second, p50/p95/p99 latency, errors (target 0),
//      and a state check afterwards: every cart's lines on the server equal what the client sent
//      (quantities summed; target 0 mismatches).
// Settings (environment): CYCLES (default 1000), UPDATES (500, rounded up to a multiple of 4),
// REQUESTS (10000), CONCURRENCY (50); BUILD=0 uses the existing build when there is one;
// ONLY=memory or ONLY=load runs one part.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { memoryCounters, memoryRows, pageTools, serveFiles, shopPage } from './bench/browser.mjs';
import { chromiumPath, CHROMIUM_ARGS } from './chromium.mjs';
import { freePort, startServer } from './servers.mjs';

const CYCLES = Math.max(1, Number(process.env.CYCLES || 1000));
const UPDATES = Math.max(4, Math.ceil(Number(process.env.UPDATES || 500) / 4) * 4);
const REQUESTS = Math.max(1, Number(process.env.REQUESTS || 10_000));
const CONCURRENCY = Math.max(1, Number(process.env.CONCURRENCY || 50));
const PARTS = ['memory', 'load'];
const ONLY = (process.env.ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
for (const name of ONLY)
  if (!PARTS.includes(name)) throw new Error(`ONLY: unknown part ${name} (${PARTS.join(', ')})`);
const runs = (part) => !ONLY.length || ONLY.includes(part);
const WAIT = { timeout: 30_000 };
const SNAPSHOT = 'node_modules/.cache/svc-bench-reliability/cart';
const began = Date.now();

const log = (line) => process.stderr.write(`${line}\n`);
const print = (line = '') => process.stdout.write(`${line}\n`);
const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '—');

/** The sandbox HTTP server on a free port, in its own process. */
async function startSandbox() {
  const port = await freePort();
  const server = await startServer('scripts/sandbox.mjs', port, 'Sandbox Storefront API:');
  return { server, url: `http://127.0.0.1:${port}/storefront/v1/` };
}

// ------------------------------------------------------------------ 1. memory

/** In the page: `cycles` times open, a frame, close, a frame. Resolves with the time taken. */
async function openCloseCycles(cycles) {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const start = performance.now();
  for (let cycle = 0; cycle < cycles; cycle += 1) {
    window.svcCart.open();
    await frame();
    window.svcCart.close();
    await frame();
  }
  return performance.now() - start;
}

/**
 * In the page, with the drawer open: `groups` groups of two queued quantity changes (2, then 1,
 * called at once), an add of the eBook and its removal; then the drawer closes. Resolves with the
 * time the updates took.
 */
async function updateGroups(groups) {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const svcCart = window.svcCart;
  svcCart.open();
  await frame();
  const id = svcCart.cart.items[0].id;
  const start = performance.now();
  for (let group = 0; group < groups; group += 1) {
    await Promise.all([svcCart.updateItem(id, { quantity: 2 }), svcCart.updateItem(id, { quantity: 1 })]);
    const cart = await svcCart.addItem({ productId: 231, quantity: 1 });
    const added = cart.items.find((item) => item.id !== id);
    await svcCart.removeItem(added.id);
  }
  const elapsed = performance.now() - start;
  await frame();
  svcCart.close();
  await frame();
  return elapsed;
}

/** The counters 1 s after the last action, after a forced GC. */
async function settled(tab, cdp) {
  await tab.waitForTimeout(1000);
  return memoryCounters(cdp);
}

async function memory() {
  if (process.env.BUILD !== '0' || !existsSync('dist/cart/cart-widget.js')) {
    log('building (node scripts/build.mjs)…');
    execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  // Served from a copy, so a build started meanwhile changes nothing under way.
  rmSync(SNAPSHOT, { recursive: true, force: true });
  mkdirSync(SNAPSHOT, { recursive: true });
  for (const file of readdirSync('dist/cart').filter((name) => name.endsWith('.js')))
    cpSync(`dist/cart/${file}`, `${SNAPSHOT}/${file}`);

  const api = await startSandbox();
  const site = await serveFiles({ '/shop': shopPage(api.url) }, { '/cart/': SNAPSHOT });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    log(`memory: ${CYCLES} open/close cycles, ${UPDATES} cart updates…`);
    const context = await browser.newContext();
    await context.addInitScript(pageTools);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('HeapProfiler.enable');
    await tab.goto(`http://127.0.0.1:${site.port}/shop`);
    await tab.waitForFunction(() => window.__bench.ready !== undefined, null, WAIT);
    await tab.evaluate(() => window.svcCart.addItem({ productId: 201, quantity: 1 }));
    // Warm up: each phase once as measured, so every chunk and everything made once is in.
    await tab.evaluate(openCloseCycles, 5);
    await tab.evaluate(updateGroups, 1);
    const before = await settled(tab, cdp);
    const cyclesTime = await tab.evaluate(openCloseCycles, CYCLES);
    const middle = await settled(tab, cdp);
    const updatesTime = await tab.evaluate(updateGroups, UPDATES / 4);
    const after = await settled(tab, cdp);
    const end = await tab.evaluate(() => ({
      lines: window.svcCart.cart.items.length,
      quantity: window.svcCart.cart.items[0]?.quantity,
      counter: document.querySelector('#cart-count')?.textContent,
      open: window.svcCart.isOpen,
    }));
    await context.close();

    print('## 1. Memory over a long session');
    print();
    print(
      `The built widget on the sample shop page, sandbox HTTP server at 0 ms latency, one line in the cart (the Sand mug). ${CYCLES} open/close cycles (\`svcCart.open()\`, a frame, \`svcCart.close()\`, a frame) in ${(cyclesTime / 1000).toFixed(1)} s; then ${UPDATES} cart updates with the drawer open in ${(updatesTime / 1000).toFixed(1)} s, in groups of four: \`updateItem\` to quantity 2 and to 1 called at once (the queue runs them in order), \`addItem\` of the eBook (231), \`removeItem\` of it. At the end: ${end.lines} line, quantity ${end.quantity}, page counter "${end.counter}", drawer ${end.open ? 'open' : 'closed'}. Figures after a forced GC (CDP \`HeapProfiler.collectGarbage\` twice, \`Runtime.getHeapUsage\`, \`Memory.getDOMCounters\`), 1 s after the last action. Before: after a warm-up of 5 cycles and one group of updates, as measured.`,
    );
    print();
    print(
      `| measure | before | after ${CYCLES} open/close cycles | after ${UPDATES} cart updates | change | target |`,
    );
    print('|---|---|---|---|---|---|');
    for (const line of memoryRows(before, after, [middle])) print(line);
    print();
  } finally {
    await browser.close();
    site.stop();
    api.server.stop();
  }
}

// ------------------------------------------------------------------ 2. load

async function load() {
  const api = await startSandbox();
  let result;
  try {
    log(`load: ${REQUESTS} requests, ${CONCURRENCY} at a time…`);
    const child = spawn(process.execPath, ['scripts/bench/reliability/load.mjs'], {
      env: { ...process.env, API_URL: api.url, REQUESTS: String(REQUESTS), CONCURRENCY: String(CONCURRENCY) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    if (code !== 0) throw new Error(`scripts/bench/reliability/load.mjs exited with ${code}`);
    result = JSON.parse(output);
  } finally {
    api.server.stop();
  }

  print('## 2. Sandbox HTTP server under load');
  print();
  print(
    `scripts/sandbox.mjs in one process; scripts/bench/reliability/load.mjs in another (Node \`fetch\`, loopback) sends ${result.requests} requests, ${result.concurrency} at a time, in a fixed mix (weights: GET /shop 10, GET /products 10, POST /carts 4, POST items 36, PATCH quantity 15, GET cart 25; half of the cart requests go to the first 5 carts). Latency: from the call to the whole body read. Then every cart is read back and compared with what the client sent: one-time products' quantities summed over the successful adds, each plan line at its last quantity set.`,
  );
  print();
  print('| measure | result | target |');
  print('|---|---|---|');
  print(`| requests | ${result.requests} in ${result.seconds.toFixed(1)} s | |`);
  print(`| requests/s | ${result.perSecond.toFixed(0)} | |`);
  print(
    `| latency p50 / p95 / p99 (max) | ${ms(result.all.p50)} / ${ms(result.all.p95)} / ${ms(result.all.p99)} (${ms(result.all.max)}) | |`,
  );
  print(
    `| errors (non-2xx, network, unexpected answers) | ${result.errors} | 0: ${result.errors === 0 ? 'yes' : 'NO'} |`,
  );
  print(
    `| state check: carts, lines compared | ${result.carts} carts (${result.cartsWithLines} with lines), ${result.linesChecked} lines | |`,
  );
  print(
    `| state check: lines that differ from what was sent | ${result.mismatches} | 0: ${result.mismatches === 0 ? 'yes' : 'NO'} |`,
  );
  print();
  print('| request | count | p50 | p95 | p99 | max |');
  print('|---|---|---|---|---|---|');
  for (const kind of result.kinds)
    print(
      `| ${kind.kind} | ${kind.count} | ${ms(kind.p50)} | ${ms(kind.p95)} | ${ms(kind.p99)} | ${ms(kind.max)} |`,
    );
  print();
  for (const sample of result.errorSamples) print(`- error: ${JSON.stringify(sample)}`);
  for (const sample of result.mismatchSamples) print(`- mismatch: ${JSON.stringify(sample)}`);
  if (result.errorSamples.length || result.mismatchSamples.length) print();
}

// ------------------------------------------------------------------ run

print('# Reliability benchmark: memory over a long session, the sandbox under load');
print();
print(
  `Node ${process.version}. Settings: CYCLES=${CYCLES} UPDATES=${UPDATES} REQUESTS=${REQUESTS} CONCURRENCY=${CONCURRENCY}.`,
);
print();
if (runs('memory')) await memory();
if (runs('load')) await load();
print(`Total time: ${((Date.now() - began) / 1000).toFixed(0)} s.`);
