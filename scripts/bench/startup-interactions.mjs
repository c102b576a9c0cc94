// Sections 1 and 2 of `npm run bench` (scripts/bench.mjs): start-up on the sample shop page, and
// the interactions.
import { evaluationTimes, TASK_CATEGORIES, traced, widgetLongTasks } from './browser.mjs';
import { median } from './measure.mjs';
import {
  RUNS,
  LATENCIES,
  THROTTLE,
  WAIT,
  log,
  print,
  ms,
  startFiles,
  origin,
  startUrls,
  browser,
  freshTab,
  apiRequests,
} from './context.mjs';

// ------------------------------------------------------------------ 1. start-up

async function startupRun(latency, throttle, preflights = false) {
  const { context, tab, cdp } = await freshTab(throttle);
  const requests = await apiRequests(tab, latency, preflights && cdp);
  // CART_READY comes as a console message: polling with waitForFunction would put Playwright's
  // own script into the page, a long task of its own under throttling.
  const ready = tab.waitForEvent('console', {
    predicate: (message) => message.text() === 'svc-bench:ready',
    ...WAIT,
  });
  await tab.goto(`${origin}/shop-${latency}`);
  await ready;
  const atReady = { sent: [...requests.sent], preflights: requests.preflights };
  // Long tasks and shifts that come right after CART_READY (the counter, the first render) count too.
  await tab.waitForTimeout(1000);
  const seen = await tab.evaluate(() => ({
    initialized: window.__bench.initialized,
    ready: window.__bench.ready,
    longTasks: window.__bench.longTasks,
    shift: window.__bench.shifts.reduce((sum, value) => sum + value, 0),
    counter: document.querySelector('#cart-count')?.textContent,
  }));
  await context.close();
  return { ...seen, requests: atReady };
}

/** The sample shop page without the widget, for its own long tasks: 2 s after the load event. */
async function withoutWidgetRun(throttle) {
  const { context, tab } = await freshTab(throttle);
  await tab.goto(`${origin}/shop-without-widget`);
  await tab.waitForTimeout(2000);
  const seen = await tab.evaluate(() => ({
    longTasks: window.__bench.longTasks,
    shift: window.__bench.shifts.reduce((sum, value) => sum + value, 0),
  }));
  await context.close();
  return seen;
}

export async function startup() {
  print('## 1. Start-up on the sample shop page (first visit, no cart cookie)');
  print();
  print(
    `Median of ${RUNS} runs, each in a fresh browser context. Script evaluation: main-thread compile and evaluation of ${startFiles.join(' + ')} from a Chromium trace (\`v8.compileModule\` of each file + the graph's \`v8.evaluateModule\`; the streaming parse on the background thread is not counted); times from navigation start; CORS preflights counted through the DevTools protocol in one more run (Playwright's request events leave them out; the sandbox answers them at once, without the added latency); long tasks from a 'longtask' PerformanceObserver and layout shift from a 'layout-shift' PerformanceObserver (sum), both until 1 s after CART_READY. Long tasks on the page count the page's own too (its parsing, images and first frames: see the row without the widget); those that ran the widget's code are the main-thread tasks over 50 ms in the same trace during which a JavaScript sample had a frame from dist/cart (\`RunTask\` and \`ProfileChunk\` events; style and layout the widget causes in the page's next frame are not in them).`,
  );
  print();
  print(
    '| API latency, CPU | script evaluation | → svc-cart-initialized | → CART_READY | API requests at start-up | long tasks > 50 ms on the page (count, longest) | long tasks > 50 ms running the widget (count, longest; target 0) | layout shift (sum; target 0) |',
  );
  print('|---|---|---|---|---|---|---|---|');
  let listed;
  for (const [latency, throttle] of [
    [0, 1],
    [150, 1],
    [0, THROTTLE],
  ]) {
    log(`start-up at ${latency} ms, ${throttle}× CPU…`);
    const runs = [];
    // One trace for the runs (each its own context, so its own renderer process).
    const events = await traced(
      browser,
      async () => {
        for (let run = 0; run < RUNS; run += 1) runs.push(await startupRun(latency, throttle));
      },
      TASK_CATEGORIES,
    );
    const { requests: counted } = await startupRun(latency, throttle, true);
    const evaluation = median(evaluationTimes(events, startUrls));
    const widgetTasks = widgetLongTasks(events, `${origin}/cart/`);
    const last = runs.at(-1);
    listed ??= last.requests.sent;
    const shifts = runs.map((run) => run.shift);
    print(
      `| ${latency} ms, ${throttle === 1 ? 'no throttling' : `${throttle}× slowdown`} | ${ms(evaluation, 1)} | ${ms(median(runs.map((run) => run.initialized)))} | ${ms(median(runs.map((run) => run.ready)))} | ${median(runs.map((run) => run.requests.sent.length))} (+${counted.preflights} CORS preflight) | ${median(runs.map((run) => run.longTasks.length))}, ${ms(median(runs.map((run) => Math.max(0, ...run.longTasks))))} | ${median(widgetTasks.map((tasks) => tasks.length))}, ${ms(median(widgetTasks.map((tasks) => Math.max(0, ...tasks))))} | ${median(shifts).toFixed(4)} (max ${Math.max(...shifts).toFixed(4)}) |`,
    );
  }
  log(`the page without the widget, ${THROTTLE}× CPU…`);
  const bare = [];
  for (let run = 0; run < RUNS; run += 1) bare.push(await withoutWidgetRun(THROTTLE));
  const bareShifts = bare.map((run) => run.shift);
  print(
    `| the same page without the widget, ${THROTTLE}× slowdown (2 s after load) | — | — | — | — | ${median(bare.map((run) => run.longTasks.length))}, ${ms(median(bare.map((run) => Math.max(0, ...run.longTasks))))} | — | ${median(bareShifts).toFixed(4)} (max ${Math.max(...bareShifts).toFixed(4)}) |`,
  );
  print();
  print(`Requests at start-up: ${listed.join(', ')}.`);
  print();
}

// ------------------------------------------------------------------ 2. interactions

const closeWidget = () => {
  window.svcCart.close();
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
};

async function interactionRun(latency) {
  const { context, tab } = await freshTab();
  const requests = await apiRequests(tab, latency);
  await tab.goto(`${origin}/shop-${latency}`);
  await tab.waitForFunction(() => window.__bench.ready !== undefined, null, WAIT);
  const result = {};

  requests.sent.length = 0;
  result.added = await tab.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const start = performance.now();
        const off = window.svcCart.events.on('CART_UPDATED', () => {
          off();
          resolve(performance.now() - start);
        });
        window.svcCart.addItem({ productId: 201, quantity: 1 }).catch(reject);
      }),
  );
  result.addRequests = [...requests.sent];
  await tab.evaluate(closeWidget);

  // The page's cart link (cartToggleEl) → the summary with the line, in the open drawer.
  await tab.evaluate(() => {
    const bench = window.__bench;
    bench.armClick(
      () =>
        bench.deep('dialog[open]').length > 0 &&
        bench
          .deep('svc-cart-line')
          .some((line) => line.shadowRoot?.querySelector('[part~="name"]')?.textContent.trim()),
    );
  });
  await tab.click('#cart-link');
  result.opened = await tab.evaluate(() => window.__bench.clickToPaint());

  // + on the line → the new total painted.
  await tab.evaluate(() => {
    const bench = window.__bench;
    const total = () => bench.deep('[part~="due-today"] dd')[0]?.textContent.trim();
    const before = total();
    let updated = false;
    const off = window.svcCart.events.on('CART_UPDATED', () => {
      updated = true;
      off();
    });
    bench.armClick(() => updated && Boolean(total()) && total() !== before);
  });
  requests.sent.length = 0;
  await tab.locator('svc-cart-line [part~="increase"]').first().click();
  result.quantity = await tab.evaluate(() => window.__bench.clickToPaint());
  result.quantityRequests = [...requests.sent];
  await tab.evaluate(closeWidget);

  // configureItem({ bundleId: 1 }) → the bundle view painted with its data (its chunk fetched).
  result.bundle = await tab.evaluate(async () => {
    const bench = window.__bench;
    const start = performance.now();
    window.svcCart.configureItem({ bundleId: 1 }).catch(() => {});
    const painted = await bench.painted(() => {
      const body = bench.deep('svc-view-bundle')[0]?.shadowRoot?.querySelector('[part~="view-body"]');
      if (!body || body.querySelector('[aria-busy="true"], [role="status"] .spinner')) return false;
      return Boolean(body.querySelector('[part~="option"], [part~="field"], button, input'));
    });
    return painted - start;
  });
  await context.close();
  return result;
}

export async function interactions() {
  print('## 2. Interactions');
  print();
  print(
    `Median of ${RUNS} runs, each on a fresh page of the sample shop (the cart holds one mug after addItem). Clicks are real input events (Playwright); times run from the click's \`event.timeStamp\` (or from the call) to the next animation frame after the condition holds in the DOM.`,
  );
  print();
  const byLatency = {};
  for (const latency of LATENCIES) {
    log(`interactions at ${latency} ms…`);
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await interactionRun(latency));
    byLatency[latency] = runs;
  }
  const cell = (key) => LATENCIES.map((latency) => ms(median(byLatency[latency].map((run) => run[key]))));
  const sent = (key) => {
    const last = byLatency[LATENCIES[0]].at(-1)[key];
    return `${last.length}: ${last.join(', ')}`;
  };
  print(
    `| interaction | ${LATENCIES.map((latency) => `${latency} ms API latency`).join(' | ')} | requests sent |`,
  );
  print(`|---|${LATENCIES.map(() => '---|').join('')}---|`);
  print(
    `| click on the cart link (cartToggleEl) → summary with the line painted | ${cell('opened').join(' | ')} | 0 |`,
  );
  print(
    `| \`addItem({ productId: 201 })\` → CART_UPDATED | ${cell('added').join(' | ')} | ${sent('addRequests')} (target 1) |`,
  );
  print(
    `| + on the line → the new total painted | ${cell('quantity').join(' | ')} | ${sent('quantityRequests')} |`,
  );
  print(
    `| \`configureItem({ bundleId: 1 })\` → bundle view painted with its data | ${cell('bundle').join(' | ')} | (view chunk + bundle data) |`,
  );
  print();
}
