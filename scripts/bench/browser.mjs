// Helpers of `npm run bench` for Chromium: a static server for the snapshot of the build and the
// anchors' files, a trace reader for script evaluation time, the sample shop page, and the tools
// every bench page gets before its own scripts run.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.html': 'text/html' };

/**
 * Serves `pages` (path → HTML), `files` (path → file) and the files under `roots` (URL prefix →
 * directory) on 127.0.0.1. Resolves with its port and a stop.
 */
export async function serveFiles(pages, roots, files = {}) {
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    const page = pages[path];
    if (page !== undefined) return res.writeHead(200, { 'content-type': 'text/html' }).end(page);
    if (files[path])
      return res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(files[path]));
    for (const [prefix, dir] of Object.entries(roots)) {
      if (!path.startsWith(prefix)) continue;
      const file = normalize(join(dir, path.slice(prefix.length)));
      if (!file.startsWith(normalize(dir))) break;
      try {
        const body = readFileSync(file);
        return res
          .writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
          .end(body);
      } catch {
        break;
      }
    }
    res.writeHead(404).end();
  });
  const port = await new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server.address().port)),
  );
  return { port, stop: () => server.close() };
}

/** The trace categories `widgetLongTasks` needs on top of devtools.timeline: tasks and JS samples. */
export const TASK_CATEGORIES = [
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
];

/**
 * Runs `action` while Chromium traces (category devtools.timeline and `extra`, every process);
 * returns the events. Each browser context gets its own renderer process, so one trace can hold
 * many loads.
 */
export async function traced(browser, action, extra = []) {
  await browser.startTracing(undefined, { categories: ['devtools.timeline', ...extra] });
  let buffer;
  try {
    await action();
  } finally {
    buffer = await browser.stopTracing();
  }
  return JSON.parse(buffer.toString()).traceEvents;
}

/**
 * Main-thread script evaluation of `urls` (the first is the entry), in ms, from a trace: for
 * classic scripts the `EvaluateScript` events (compile + run); for an ES module graph each file's
 * `v8.compileModule` plus the graph's `v8.evaluateModule` (the first one on that thread after the
 * entry was compiled: later ones are dynamic imports). Parsing on the streaming background thread
 * is not counted (it blocks nothing). NaN when the trace has none of them.
 */
export function evaluationTime(events, urls) {
  const set = new Set(urls);
  const urlOf = (event) => event.args?.data?.url;
  const complete = events.filter((event) => event.ph === 'X');
  const classic = complete.filter((event) => event.name === 'EvaluateScript' && set.has(urlOf(event)));
  const compiles = complete.filter((event) => event.name === 'v8.compileModule' && set.has(urlOf(event)));
  if (!classic.length && !compiles.length) return NaN;
  let total = [...classic, ...compiles].reduce((sum, event) => sum + event.dur, 0);
  const entry = compiles.find((event) => urlOf(event) === urls[0]);
  if (entry) {
    const evaluation = complete
      .filter(
        (event) =>
          event.name === 'v8.evaluateModule' &&
          event.pid === entry.pid &&
          event.tid === entry.tid &&
          event.ts >= entry.ts,
      )
      .sort((a, b) => a.ts - b.ts)[0];
    if (!evaluation) return NaN;
    total += evaluation.dur;
  }
  return total / 1000;
}

/** `evaluationTime` of every renderer process in the trace that loaded `urls` (one per load). */
export function evaluationTimes(events, urls) {
  const byProcess = new Map();
  for (const event of events) {
    if (event.ph !== 'X') continue;
    if (!byProcess.has(event.pid)) byProcess.set(event.pid, []);
    byProcess.get(event.pid).push(event);
  }
  return [...byProcess.values()]
    .map((list) => evaluationTime(list, urls))
    .filter((value) => Number.isFinite(value));
}

/**
 * The long tasks (> 50 ms, main thread) that ran the widget's code, per renderer process that ran
 * the widget, in ms: a task is the widget's when a JavaScript sample taken during it (trace categories
 * `TASK_CATEGORIES`) has a frame from a URL starting with `prefix`. Work the widget only caused
 * (style and layout in the page's next frame) is not counted; the page's own tasks are not either.
 */
export function widgetLongTasks(events, prefix) {
  const byProcess = new Map();
  const of = (pid) => {
    if (!byProcess.has(pid))
      byProcess.set(pid, { tasks: [], nodes: new Map(), samples: [], main: undefined });
    return byProcess.get(pid);
  };
  for (const event of events) {
    if (event.name === 'thread_name' && event.args?.name === 'CrRendererMain') of(event.pid).main = event.tid;
  }
  for (const event of events) {
    const process = byProcess.get(event.pid);
    if (!process) continue;
    if (event.name === 'RunTask' && event.ph === 'X' && event.tid === process.main && event.dur > 50_000)
      process.tasks.push(event);
    // The main thread's profile; its chunks come from the profiler's own thread, with its id.
    else if (event.name === 'Profile' && event.tid === process.main) {
      process.profile = event.id;
      process.time = event.args.data.startTime;
    } else if (event.name === 'ProfileChunk' && event.id === process.profile) {
      const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
      for (const node of cpuProfile.nodes ?? []) process.nodes.set(node.id, node);
      (cpuProfile.samples ?? []).forEach((id, index) => {
        process.time += timeDeltas[index] ?? 0;
        process.samples.push([process.time, id]);
      });
    }
  }
  const result = [];
  for (const process of byProcess.values()) {
    if (!process.samples.length) continue;
    const ours = (id) => {
      for (let node = process.nodes.get(id); node; node = process.nodes.get(node.parent))
        if (node.callFrame?.url?.startsWith(prefix)) return true;
      return false;
    };
    const times = process.samples.filter(([, id]) => ours(id)).map(([time]) => time);
    // Renderers that never ran the widget (a new tab's first page) are not loads of it.
    if (!times.length) continue;
    result.push(
      process.tasks
        .filter((task) => times.some((time) => time >= task.ts && time <= task.ts + task.dur))
        .map((task) => task.dur / 1000),
    );
  }
  return result;
}

/**
 * Runs in every bench page before its scripts (`context.addInitScript`): long tasks, layout
 * shifts, the widget's start-up events, and `window.__bench.deep(selector)` / `.painted(test)`.
 */
export function pageTools() {
  const bench = {
    longTasks: [],
    shifts: [],
    initialized: undefined,
    ready: undefined,
    click: undefined,
    waiting: undefined,
    /** The elements matching `selector` inside the widget, through every open shadow root. */
    deep(selector) {
      const found = [];
      const visit = (root) => {
        for (const element of root.querySelectorAll('*')) {
          if (element.matches(selector)) found.push(element);
          if (element.shadowRoot) visit(element.shadowRoot);
        }
      };
      const host = document.querySelector('svc-cart-root');
      if (host?.shadowRoot) visit(host.shadowRoot);
      return found;
    },
    /** Resolves with `performance.now()` in the next frame after `test()` holds (checked every ms). */
    painted(test, timeout = 15_000) {
      const deadline = performance.now() + timeout;
      return new Promise((resolve, reject) => {
        const check = () => {
          if (test()) requestAnimationFrame(() => resolve(performance.now()));
          else if (performance.now() > deadline) reject(new Error('not painted in time'));
          else setTimeout(check, 1);
        };
        check();
      });
    },
    /** Notes the next click's `event.timeStamp` and starts waiting for `test` painted after it. */
    armClick(test) {
      bench.click = undefined;
      document.addEventListener(
        'click',
        (event) => {
          bench.click ??= event.timeStamp;
        },
        { capture: true, once: true },
      );
      bench.waiting = bench.painted(() => bench.click !== undefined && test());
    },
    /** The armed click → painted time, in ms. */
    async clickToPaint() {
      return (await bench.waiting) - bench.click;
    },
  };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) bench.shifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
  window.addEventListener('svc-cart-initialized', () => {
    bench.initialized = performance.now();
  });
  window.addEventListener('svc-cart:ready', () => {
    bench.ready = performance.now();
    // Read by the bench from the console, which needs no script of Playwright's in the page.
    console.debug('svc-bench:ready');
  });
}

const PRODUCTS = [
  ['House Blend', '18.00', 'Chocolate, hazelnut and a clean finish. Roasted every Monday.'],
  ['Tea Club', '24.00', 'Three loose-leaf teas a month, picked to your taste profile.'],
  ['Winter Reserve', '22.00', 'A limited lot from the high slopes; ships in December.'],
  ['Ceramic Mug', '16.00', 'Hand-glazed stoneware, 350 ml, in sand or slate.'],
  ['Paper Filters', '6.00', 'Unbleached cone filters, 100 per box, fit most drippers.'],
  ['Espresso Machine', '499.00', 'A single boiler with a steam wand and a 58 mm portafilter.'],
];

const IMAGE = (hue) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="hsl(${hue} 35% 80%)"/></svg>`)}`;

/** The sample shop's frame around `main`: its styles, header with the cart link, and footer. */
function shopLayout(main, apiUrl) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Northside Roasters</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #222; }
  header { display: flex; align-items: center; gap: 2rem; padding: 1rem 2rem; border-bottom: 1px solid #ddd; }
  header .logo { font-weight: 700; font-size: 1.25rem; margin-right: auto; }
  nav a, header a { color: inherit; text-decoration: none; margin-left: 1.25rem; }
  .hero { padding: 3rem 2rem; background: #f6f1ea; }
  .hero h1 { margin: 0 0 .5rem; font-size: 2.5rem; }
  .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 1.5rem; padding: 2rem; }
  .card img { width: 100%; height: auto; display: block; }
  .price { font-weight: 600; }
  footer { padding: 2rem; border-top: 1px solid #ddd; color: #555; }
</style>
</head>
<body>
<header>
  <span class="logo">Northside Roasters</span>
  <nav aria-label="Main"><a href="/coffee">Coffee</a><a href="/tea">Tea</a><a href="/gear">Gear</a><a href="/gifts">Gifts</a></nav>
  <a id="cart-link" href="/cart">Cart (<span id="cart-count">0</span>)</a>
</header>
<main>
${main}
</main>
<footer><p>© Northside Roasters · Shipping · Returns · Contact</p></footer>
${
  apiUrl
    ? `<script>window.svcConfig = { apiKey: 'demo-api-key', apiUrl: ${JSON.stringify(apiUrl)},
  settings: { cartToggleEl: '#cart-link', cartCounterEl: '#cart-count' } };</script>
<script type="module" src="/cart/cart-widget.js"></script>`
    : ''
}
</body>
</html>`;
}

/**
 * A shop's page with real content: a header with navigation and a cart link with its counter
 * (the widget's `cartToggleEl` / `cartCounterEl`), a hero, a product grid and a footer. Without
 * `apiUrl`, the same page without the widget.
 */
export function shopPage(apiUrl) {
  const cards = PRODUCTS.map(
    ([name, price, text], index) => `<article class="card">
      <img src="${IMAGE(index * 50)}" width="320" height="200" alt="">
      <h3>${name}</h3><p class="price">$${price}</p><p>${text}</p>
      <button type="button">View details</button>
    </article>`,
  ).join('\n');
  return shopLayout(
    `  <section class="hero">
    <h1>Fresh coffee, on your schedule</h1>
    <p>Subscribe to any roast and choose how often it comes. Skip, swap or cancel whenever you like.</p>
  </section>
  <section class="grid" aria-label="Products">
${cards}
  </section>
  <section class="story" style="padding: 0 2rem 2rem">
    <h2>Our story</h2>
    <p>We buy green coffee directly from growers we know, roast in small batches and ship within a day of roasting.
    Every bag carries the farm, the altitude and the roast date, and our brew guides help you get the most from it.</p>
  </section>`,
    apiUrl,
  );
}

/**
 * The sample shop's account page: the same header and footer, and `<svc-customer-portal>` in the
 * HTML with a contact link, on the widget's script for the API at `apiUrl`.
 */
export function portalPage(apiUrl) {
  return shopLayout(
    `  <section style="padding: 2rem">
    <h1>My account</h1>
    <svc-customer-portal>
      <a slot="contact" href="mailto:hello@northside.example">Email us to pause, skip or cancel</a>
    </svc-customer-portal>
  </section>`,
    apiUrl,
  );
}

/**
 * Runs in a portal bench page before its scripts (`context.addInitScript`): notes when the parser
 * adds `<svc-customer-portal>` (`window.__bench.portalTag`, ms from navigation start); checks every animation
 * frame whether the portal shows its first subscription card (through the open shadow roots of
 * `<svc-customer-portal>`, `<svc-portal-subscriptions>` and `<svc-portal-subscription>`); in the
 * next frame after it does, notes `window.__bench.portalListed` (ms from navigation start) and
 * logs `svc-bench:portal-listed` for the bench to read from the console.
 */
export function portalTools() {
  // The moment the parser puts the tag on the page: the start of the figure the target is for.
  const tag = new MutationObserver(() => {
    if (!document.querySelector('svc-customer-portal')) return;
    (window.__bench ??= {}).portalTag = performance.now();
    tag.disconnect();
  });
  tag.observe(document, { childList: true, subtree: true });
  const listed = () => {
    const portal = document.querySelector('svc-customer-portal')?.shadowRoot;
    const list = portal?.querySelector('svc-portal-subscriptions')?.shadowRoot;
    const card = list?.querySelector('svc-portal-subscription')?.shadowRoot;
    return Boolean(card?.querySelector('[part~="card"] [part~="title"]')?.textContent.trim());
  };
  const watch = () => {
    if (!listed()) return void requestAnimationFrame(watch);
    requestAnimationFrame(() => {
      (window.__bench ??= {}).portalListed = performance.now();
      console.debug('svc-bench:portal-listed');
    });
  };
  requestAnimationFrame(watch);
}

/**
 * The sample shop's product page written with the storefront elements: a `<svc-context>` for the
 * Ceramic Mug (product 200) with its name, its price (`<svc-money>`, the shop's "$14" until the data
 * is there), its options and "Add to cart", on the widget's script for the API at `apiUrl`.
 */
export function storefrontPage(apiUrl) {
  return shopLayout(
    `  <section style="padding: 2rem">
    <svc-context product-id="200">
      <h1><svc-data field="product.name">Ceramic Mug</svc-data></h1>
      <p class="price"><svc-money field="leaf.price">$14</svc-money></p>
      <svc-option-picker></svc-option-picker>
      <svc-add-to-cart></svc-add-to-cart>
    </svc-context>
  </section>`,
    apiUrl,
  );
}

/**
 * The floor of the storefront row on this machine: a page with no widget whose inline module script
 * asks for the shop and the product at once (the widget's start-up and a context's product, with
 * the same headers and expands), sets up `Intl.NumberFormat` while they are on their way, and writes
 * the price in the shop's default currency when both answered. `window.__floor` is the time from
 * the script's start to the next animation frame after the price was written (as the widget's row
 * counts it); `svc-bench:floor` is logged then.
 */
export function floorPage(apiUrl) {
  const api = JSON.stringify(apiUrl);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title></head><body>
<p id="price">$14</p>
<script type="module">
const start = performance.now();
const headers = { 'x-api-key': 'demo-api-key', 'accept-language': 'en' };
const ask = (path) => fetch(${api} + path, { headers }).then((response) => response.json());
const answers = Promise.all([ask('shop'), ask('products/200?expand%5B%5D=variants.parent&expand%5B%5D=pricings.parent')]);
setTimeout(() => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(1));
const [shop, product] = await answers;
const currency = shop.currencies.find((entry) => entry.default).abbreviation;
const leaf = product.variants?.[0] ?? product;
document.getElementById('price').textContent = new Intl.NumberFormat('en', { style: 'currency', currency }).format(leaf.price / 100);
requestAnimationFrame(() => requestAnimationFrame(() => {
  window.__floor = performance.now() - start;
  console.debug('svc-bench:floor');
}));
</script></body></html>`;
}

/**
 * Runs in a storefront bench page before its scripts: checks every animation frame whether the
 * context's `<svc-money>` shows the price it read (in its shadow root, not the shop's slotted
 * text); in the next frame after it does, notes `window.__bench.pricePainted` (ms from navigation
 * start), the widget script's arrival (`responseEnd` of cart-widget.js, from the resource timing)
 * as `window.__bench.scriptArrived`, and logs `svc-bench:price-painted`.
 */
export function storefrontTools() {
  const painted = () => {
    const root = document.querySelector('svc-context svc-money')?.shadowRoot;
    return Boolean(root && !root.querySelector('slot') && /\d/.test(root.textContent ?? ''));
  };
  const watch = () => {
    if (!painted()) return void requestAnimationFrame(watch);
    requestAnimationFrame(() => {
      const bench = (window.__bench ??= {});
      bench.pricePainted = performance.now();
      const script = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.endsWith('/cart/cart-widget.js'));
      bench.scriptArrived = script ? script.responseEnd : NaN;
      bench.priceText = document.querySelector('svc-context svc-money').shadowRoot.textContent.trim();
      console.debug('svc-bench:price-painted');
    });
  };
  requestAnimationFrame(watch);
}

/** A page that only loads `src` (classic or module script), after an optional inline `before`. */
export const evalPage = (src, module, before = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>evaluation</title></head><body>
<h1>Evaluation</h1>${before ? `<script>${before}</script>` : ''}
<script ${module ? 'type="module" ' : ''}src="${src}"></script></body></html>`;

/**
 * The page's memory after a forced GC (CDP `HeapProfiler.collectGarbage` twice,
 * `Runtime.getHeapUsage`, `Memory.getDOMCounters`): `{ heap, nodes, listeners, documents }`.
 */
export async function memoryCounters(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  return { heap: heap.usedSize, nodes: dom.nodes, listeners: dom.jsEventListeners, documents: dom.documents };
}

/**
 * The memory table's rows (markdown) for counters taken `before` and `after`, with the columns in
 * `middle` between them: the heap within 1 MB, no growth in DOM nodes, listeners and documents.
 */
export function memoryRows(before, after, middle = []) {
  const signed = (value, text = String(value)) => `${value >= 0 ? '+' : ''}${text}`;
  const mb = (bytes) => `${(bytes / 1048576).toFixed(2)} MB`;
  const heapChange = after.heap - before.heap;
  const row = (cells) => `| ${cells.join(' | ')} |`;
  return [
    row([
      'JS heap used',
      mb(before.heap),
      ...middle.map((counts) => mb(counts.heap)),
      mb(after.heap),
      signed(heapChange, `${(heapChange / 1024).toFixed(0)} KB`),
      `within 1 MB: ${Math.abs(heapChange) <= 1048576 ? 'yes' : 'NO'}`,
    ]),
    ...[
      ['DOM nodes', 'nodes'],
      ['JS event listeners', 'listeners'],
      ['documents', 'documents'],
    ].map(([label, key]) => {
      const change = after[key] - before[key];
      return row([
        label,
        before[key],
        ...middle.map((counts) => counts[key]),
        after[key],
        signed(change),
        `no growth: ${change <= 0 ? 'yes' : 'NO'}`,
      ]);
    }),
  ];
}
