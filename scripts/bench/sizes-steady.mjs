// Sections 3 and 4 of `npm run bench` (scripts/bench.mjs): sizes and evaluation next to the
// anchors, and the steady state.
import { readFileSync } from 'node:fs';
import { evaluationTimes, memoryCounters, memoryRows, traced } from './browser.mjs';
import { median } from './measure.mjs';
import {
  RUNS,
  CYCLES,
  UPDATES,
  THROTTLE,
  WAIT,
  log,
  print,
  gz,
  kb,
  ms,
  ratio,
  SNAPSHOT,
  widgetFiles,
  sdkEsm,
  startFiles,
  fileSize,
  anchors,
  origin,
  startUrls,
  browser,
  freshTab,
} from './context.mjs';

// ------------------------------------------------------------------ 3. sizes and evaluation

/** Median main-thread evaluation of `urls` over RUNS loads of `path` (fresh contexts), per CPU rate. */
async function evaluations(path, urls) {
  const result = {};
  for (const throttle of [1, THROTTLE]) {
    const events = await traced(browser, async () => {
      for (let run = 0; run < RUNS; run += 1) {
        const { context, tab } = await freshTab(throttle);
        await tab.goto(`${origin}${path}`, { waitUntil: 'load' });
        await context.close();
      }
    });
    result[throttle] = median(evaluationTimes(events, urls));
  }
  return result;
}

export async function sizes() {
  log('sizes and evaluation…');
  const start = fileSize(startFiles);
  const whole = fileSize(widgetFiles);
  const iife = readFileSync(`${SNAPSHOT}/sdk/svc.min.js`);
  const ours = [
    {
      name: 'widget start set',
      label: `${startFiles.join(' + ')} (each file gzipped)`,
      min: start.min,
      gzip: start.gzip,
      evaluation: await evaluations('/eval/widget', startUrls),
    },
    {
      name: 'whole widget',
      label: `all ${widgetFiles.length} files of dist/cart (each file gzipped)`,
      min: whole.min,
      gzip: whole.gzip,
      evaluation: {},
    },
    {
      name: 'SDK ESM bundle',
      label: 'sdk/dist/index.js with every lazy chunk (esbuild bundle + minify)',
      min: sdkEsm.length,
      gzip: gz(sdkEsm),
      evaluation: await evaluations('/eval/sdk-esm', [`${origin}/sdk/svc.esm.mjs`]),
    },
    {
      name: 'svc.min.js',
      label: 'sdk/dist/svc.min.js',
      min: iife.length,
      gzip: gz(iife),
      evaluation: await evaluations('/eval/sdk-iife', [`${origin}/sdk/svc.min.js`]),
    },
  ];
  const theirs = [];
  for (const anchor of anchors) {
    if (anchor.unavailable) {
      theirs.push({ ...anchor, min: NaN, gzip: NaN, evaluation: {} });
      continue;
    }
    log(`evaluation of ${anchor.name}…`);
    theirs.push({
      ...anchor,
      min: anchor.bytes.length,
      gzip: gz(anchor.bytes),
      evaluation: await evaluations(`/eval/${anchor.id}`, [`${origin}/anchor/${anchor.id}`]),
    });
  }

  print('## 3. Size and script evaluation');
  print();
  print(
    `min+gzip: gzip level 9. Evaluation: median of ${RUNS} loads of a page with only that file, each in a fresh context, measured from a Chromium trace like the start-up (classic scripts: \`EvaluateScript\`; modules: \`v8.compileModule\` + \`v8.evaluateModule\`); the widget's start set includes its bootstrap (it starts itself on evaluation). Anchors: the published files from the npm registry (pinned versions).`,
  );
  print();
  print('| file | what | min | min+gzip | evaluation | evaluation, 4× CPU | reference |');
  print('|---|---|---|---|---|---|---|');
  for (const row of ours)
    print(
      `| ours: ${row.name} | ${row.label} | ${kb(row.min)} | ${kb(row.gzip)} | ${ms(row.evaluation[1], 1)} | ${ms(row.evaluation[THROTTLE], 1)} | |`,
    );
  for (const row of theirs) {
    const reference = [
      row.anchor.reference.kb ? `${row.anchor.reference.kb} KB` : '',
      row.anchor.reference.ms ? `${row.anchor.reference.ms} ms` : '',
    ]
      .filter(Boolean)
      .join(' / ');
    if (row.unavailable)
      print(`| ${row.name} | ${row.label} | unavailable: ${row.unavailable} | | | | ${reference} |`);
    else
      print(
        `| ${row.name} | ${row.label} | ${kb(row.min)} | ${kb(row.gzip)} | ${ms(row.evaluation[1], 1)} | ${ms(row.evaluation[THROTTLE], 1)} | ${reference} |`,
      );
  }
  print();
  print('Ratios, ours / theirs (below 1× means ours is smaller or faster):');
  print();
  print(`| ours | ${theirs.map((row) => row.name).join(' | ')} |`);
  print(`|---|${theirs.map(() => '---|').join('')}`);
  for (const row of ours)
    print(`| ${row.name}, min+gzip | ${theirs.map((anchor) => ratio(row.gzip, anchor.gzip)).join(' | ')} |`);
  for (const row of ours.filter((entry) => Number.isFinite(entry.evaluation[1])))
    for (const throttle of [1, THROTTLE])
      print(
        `| ${row.name}, evaluation${throttle === 1 ? '' : `, ${throttle}× CPU`} | ${theirs.map((anchor) => ratio(row.evaluation[throttle], anchor.evaluation[throttle])).join(' | ')} |`,
      );
  print();
}

// ------------------------------------------------------------------ 4. steady state

export async function steadyState() {
  log(`steady state: ${CYCLES} open/close cycles, ${UPDATES} cart updates…`);
  const { context, tab, cdp } = await freshTab();
  await cdp.send('HeapProfiler.enable');
  await tab.goto(`${origin}/shop-0`);
  await tab.waitForFunction(() => window.__bench.ready !== undefined, null, WAIT);
  // Warm up: a line in the cart, one open/close and one update, so every start-up chunk is in.
  await tab.evaluate(async () => {
    const svcCart = window.svcCart;
    await svcCart.addItem({ productId: 201, quantity: 1 });
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    svcCart.open();
    await frame();
    const id = svcCart.cart.items[0].id;
    await svcCart.updateItem(id, { quantity: 2 });
    await svcCart.updateItem(id, { quantity: 1 });
    await frame();
    svcCart.close();
    await frame();
  });
  await tab.waitForTimeout(1000);
  const before = await memoryCounters(cdp);
  const cyclesTime = await tab.evaluate(async (cycles) => {
    const svcCart = window.svcCart;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const start = performance.now();
    for (let cycle = 0; cycle < cycles; cycle += 1) {
      svcCart.open();
      await frame();
      svcCart.close();
      await frame();
    }
    return performance.now() - start;
  }, CYCLES);
  const updatesTime = await tab.evaluate(async (updates) => {
    const svcCart = window.svcCart;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    svcCart.open();
    const id = svcCart.cart.items[0].id;
    const start = performance.now();
    for (let update = 0; update < updates; update += 1)
      await svcCart.updateItem(id, { quantity: update % 2 === 0 ? 2 : 1 });
    const elapsed = performance.now() - start;
    await frame();
    svcCart.close();
    await frame();
    return elapsed;
  }, UPDATES);
  await tab.waitForTimeout(1000);
  const after = await memoryCounters(cdp);
  const quantity = await tab.evaluate(() => window.svcCart.cart.items[0].quantity);
  await context.close();

  print('## 4. Steady state');
  print();
  print(
    `One page of the sample shop (0 ms API latency, one line in the cart): ${CYCLES} open/close cycles (\`svcCart.open()\`, a frame, \`svcCart.close()\`, a frame) in ${(cyclesTime / 1000).toFixed(1)} s, then ${UPDATES} cart updates with the drawer open (\`svcCart.updateItem\`, quantity 2 and 1 in turn; the line ends at ${quantity}) in ${(updatesTime / 1000).toFixed(1)} s. Figures after a forced GC (CDP \`HeapProfiler.collectGarbage\`, \`Runtime.getHeapUsage\`, \`Memory.getDOMCounters\`).`,
  );
  print();
  print('| measure | before | after | change | target |');
  print('|---|---|---|---|---|');
  for (const line of memoryRows(before, after)) print(line);
  print();
}
