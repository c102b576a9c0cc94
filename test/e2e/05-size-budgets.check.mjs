// The size budgets and structural rules of scripts/size-budgets.mjs: on the real build (one check per
// budget and rule), then on fake builds in a temporary folder that break one budget or rule each.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  BUDGETS,
  budgetText,
  DEFAULTS,
  checkBudgets,
  duplicatedModules,
  lazyModulesAtStart,
  measureBudgets,
  measureFiles,
  readGraph,
  staleGraph,
} from '../../scripts/size-budgets.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const gzip = (text) => gzipSync(text, { level: 9 }).length;
/** `length` characters that gzip hardly shrinks (base64 of hashes), the same on every run. */
function noise(length, seed) {
  let text = '';
  for (let i = 0; text.length < length; i++)
    text += createHash('sha256').update(`${seed}:${i}`).digest('base64url');
  return text.slice(0, length);
}

/** A small build that is within every budget and rule, with `change` applied to its files. */
function fakeBuild(root, change = {}) {
  const cartDir = join(root, 'cart');
  const sdkDir = join(root, 'sdk');
  const graphs = join(root, 'module-graph');
  for (const dir of [cartDir, sdkDir, graphs]) mkdirSync(dir, { recursive: true });
  const chunk = (imports, modules, extra = {}) => ({
    isEntry: false,
    isDynamicEntry: false,
    imports,
    dynamicImports: [],
    modules,
    ...extra,
  });
  const files = {
    'cart/cart-widget.js': 'import"./widget-fake.js";',
    'cart/widget-fake.js': 'export const w=1;export const view=()=>import("./svc-view-pricing-fake.js");',
    'cart/svc-view-pricing-fake.js': 'import{w}from"./widget-fake.js";export const v=w;',
    'sdk/index.js': 'export const a=1;export const more=()=>import("./extra.js");',
    'sdk/extra.js': 'export const b=2;',
    'sdk/svc.min.js': 'var Svc=(function(){return{a:1}})();',
    'module-graph/cart.json': {
      outDir: cartDir,
      chunks: {
        'cart-widget.js': chunk(['widget-fake.js'], {}, { isEntry: true }),
        'widget-fake.js': chunk([], { 'src/cart-widget.ts': 40, 'src/controller/cart.ts': 30 }),
        'svc-view-pricing-fake.js': chunk(
          ['widget-fake.js'],
          { 'src/views/svc-view-pricing/svc-view-pricing.ts': 25, 'src/checkout/purchase.ts': 0 },
          { isDynamicEntry: true },
        ),
      },
    },
    'module-graph/sdk.json': {
      outDir: sdkDir,
      chunks: {
        'index.js': chunk([], { 'sdk/src/index.ts': 50 }, { isEntry: true }),
        'extra.js': chunk([], { 'sdk/src/payloads.ts': 17 }, { isDynamicEntry: true }),
      },
    },
    ...change,
  };
  for (const [file, content] of Object.entries(files))
    if (content !== null)
      writeFileSync(
        join(root, file),
        typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`,
      );
  return {
    options: { cartDir, sdkDir, cartGraph: join(graphs, 'cart.json'), sdkGraph: join(graphs, 'sdk.json') },
    files,
    cartDir,
    sdkDir,
  };
}

export default async ({ check, assert }) => {
  if (![DEFAULTS.cartDir + '/cart-widget.js', DEFAULTS.cartGraph, DEFAULTS.sdkGraph].every(existsSync))
    execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'pipe' });
  let measured;
  const real = () => (measured ??= measureBudgets());

  await check(
    'the widget start set (cart-widget.js + its static imports) is within 30 KB min+gzip',
    async () => {
      const [start] = (await real()).sizes;
      assert(start.files[0] === 'cart-widget.js' && start.files.length >= 2, `start: ${start.files}`);
      const sum = measureFiles(DEFAULTS.cartDir)
        .filter((row) => start.files.includes(row.file))
        .reduce((total, row) => total + row.gzip, 0);
      assert(start.gzip === sum, `start measured ${start.gzip} B, its files ${sum} B`);
      assert(start.gzip <= BUDGETS.start, `${start.label} is ${kb(start.gzip)} min+gzip, over 30 KB`);
    },
  );

  await check(
    `the SDK’s whole ES module (index.js with all its chunks) is within ${budgetText(BUDGETS.sdkEsm)} min+gzip`,
    async () => {
      const [, esm] = (await real()).sizes;
      // Bundled with its lazy chunks: more than index.js alone.
      assert(esm.min > measureFiles(DEFAULTS.sdkDir).find((row) => row.file === 'index.js').min, 'no chunks');
      assert(
        esm.gzip <= BUDGETS.sdkEsm,
        `${esm.label} is ${kb(esm.gzip)} min+gzip, over ${budgetText(BUDGETS.sdkEsm)}`,
      );
    },
  );

  await check(
    `what Svc.init loads before its first request (index.js and its static imports, bundled with code splitting) is within ${budgetText(BUDGETS.sdkInit)} min+gzip, less than the whole ES module`,
    async () => {
      const [, esm, , init] = (await real()).sizes;
      assert(init.gzip < esm.gzip, `init ${init.gzip} B, the whole ES module ${esm.gzip} B`);
      assert(
        init.gzip <= BUDGETS.sdkInit,
        `${init.label} is ${kb(init.gzip)} min+gzip, over ${budgetText(BUDGETS.sdkInit)}`,
      );
    },
  );

  await check(`sdk/dist/svc.min.js is within ${budgetText(BUDGETS.sdkIife)} min+gzip`, async () => {
    const [, , iife] = (await real()).sizes;
    assert(
      iife.gzip <= BUDGETS.sdkIife,
      `${iife.label} is ${kb(iife.gzip)} min+gzip, over ${budgetText(BUDGETS.sdkIife)}`,
    );
  });

  await check(
    'the build’s module graphs describe dist/cart and sdk/dist, outside the published folders',
    () => {
      const cart = readGraph(DEFAULTS.cartGraph);
      const sdk = readGraph(DEFAULTS.sdkGraph);
      assert(cart && sdk, 'a module graph is missing');
      const stale = [
        ...staleGraph(cart, DEFAULTS.cartGraph, DEFAULTS.cartDir),
        ...staleGraph(sdk, DEFAULTS.sdkGraph, DEFAULTS.sdkDir, ['svc.min.js']),
      ];
      assert(stale.length === 0, stale.join('\n'));
      assert(cart.chunks['cart-widget.js']?.isEntry, 'cart-widget.js is no entry of the graph');
      assert(sdk.chunks['index.js']?.isEntry, 'index.js is no entry of the SDK graph');
      const modules = Object.values(cart.chunks).flatMap((chunk) => Object.keys(chunk.modules));
      assert(modules.includes('src/cart-widget.ts'), `modules: ${modules.slice(0, 5)}`);
      // Neither package publishes them (the "files" of package.json and sdk/package.json).
      const published = [
        ...JSON.parse(readFileSync('package.json', 'utf8')).files,
        ...JSON.parse(readFileSync('sdk/package.json', 'utf8')).files.map((file) => `sdk/${file}`),
      ];
      for (const graph of [DEFAULTS.cartGraph, DEFAULTS.sdkGraph])
        assert(!published.some((file) => graph.startsWith(`${file}/`)), `${graph} is published`);
    },
  );

  await check('no source module is bundled into two chunks of dist/cart', () => {
    const duplicates = duplicatedModules(readGraph(DEFAULTS.cartGraph));
    assert(duplicates.length === 0, JSON.stringify(duplicates));
  });

  await check('no source module is bundled into two chunks of the SDK’s ES module', () => {
    const duplicates = duplicatedModules(readGraph(DEFAULTS.sdkGraph));
    assert(duplicates.length === 0, JSON.stringify(duplicates));
  });

  await check(
    'every customization view, checkout, analytics and debug overlay module is in a chunk that does not load at start',
    async () => {
      const graph = readGraph(DEFAULTS.cartGraph);
      const [start] = (await real()).sizes;
      const atStart = lazyModulesAtStart(graph, start.files);
      assert(atStart.length === 0, JSON.stringify(atStart));
      // The rule has something to hold: every view folder and the checkout are in the build.
      const modules = Object.values(graph.chunks).flatMap((chunk) =>
        Object.entries(chunk.modules)
          .filter(([, length]) => length > 0)
          .map(([module]) => module),
      );
      for (const view of ['pricing', 'variant', 'survey', 'bundle', 'voucher', 'gift', 'out-of-stock'])
        assert(
          modules.some((module) => module.startsWith(`src/views/svc-view-${view}/`)),
          `no module of svc-view-${view}`,
        );
      assert(
        modules.filter((module) => module.startsWith('src/checkout/')).length >= 5,
        'few checkout modules',
      );
      for (const module of ['src/analytics/analytics.ts', 'src/debug/debug.ts', 'sdk/src/debug.ts'])
        assert(modules.includes(module), `${module} is not in the build`);
    },
  );

  const root = mkdtempSync(join(tmpdir(), 'svc-size-'));
  let count = 0;
  const fake = (change) => fakeBuild(join(root, String(count++)), change);
  try {
    await check('a fake build within every budget and rule reports no problem', async () => {
      const problems = await checkBudgets(fake().options);
      assert(problems.length === 0, problems.join('\n'));
    });

    await check('a start chunk of 31 KB incompressible bytes is reported over the 30 KB budget', async () => {
      const big = `export const w=${JSON.stringify(noise(43_000, 'start'))};`;
      const build = fake({ 'cart/widget-fake.js': big });
      const size = gzip(build.files['cart/cart-widget.js']) + gzip(big);
      assert(size > 31 * 1024, `the fake is only ${size} B`);
      const problems = await checkBudgets(build.options);
      const expected = `start (cart-widget.js + widget-fake.js) is ${kb(size)} min+gzip, over the 30 KB budget`;
      assert(problems.length === 1 && problems[0] === expected, problems.join('\n'));
    });

    await check('an oversized svc.min.js is reported over its budget', async () => {
      const big = `var Svc=${JSON.stringify(noise(16_000, 'iife'))};`;
      assert(gzip(big) > BUDGETS.sdkIife, `the fake is only ${gzip(big)} B`);
      const build = fake({ 'sdk/svc.min.js': big });
      const problems = await checkBudgets(build.options);
      const expected = `${build.sdkDir}/svc.min.js is ${kb(gzip(big))} min+gzip, over the ${budgetText(BUDGETS.sdkIife)} budget`;
      assert(problems.length === 1 && problems[0] === expected, problems.join('\n'));
    });

    await check(
      'an oversized lazy chunk of the SDK is reported: the ES module counts all its chunks',
      async () => {
        const big = `export const b=${JSON.stringify(noise(16_000, 'esm'))};`;
        const build = fake({ 'sdk/extra.js': big });
        const problems = await checkBudgets(build.options);
        const match = new RegExp(
          `^SDK ES module \\((.+) with its chunks, bundled and minified\\) is (\\d+\\.\\d\\d) KB min\\+gzip, over the ${budgetText(BUDGETS.sdkEsm).replace('.', '\\.')} budget$`,
        ).exec(problems[0] ?? '');
        assert(problems.length === 1 && match, problems.join('\n'));
        assert(match[1] === `${build.sdkDir}/index.js`, match[1]);
        assert(Number(match[2]) * 1024 >= gzip(big) - 64, `${match[2]} KB for ${gzip(big)} B of chunk`);
      },
    );

    await check('a graph with one module in two chunks is reported, for the widget and the SDK', async () => {
      const build = fake();
      const cart = JSON.parse(JSON.stringify(build.files['module-graph/cart.json']));
      cart.chunks['svc-view-pricing-fake.js'].modules['src/controller/cart.ts'] = 31;
      const sdk = JSON.parse(JSON.stringify(build.files['module-graph/sdk.json']));
      sdk.chunks['extra.js'].modules['sdk/src/index.ts'] = 12;
      const changed = fake({ 'module-graph/cart.json': cart, 'module-graph/sdk.json': sdk });
      const problems = await checkBudgets(changed.options);
      const expected = [
        `src/controller/cart.ts is bundled into 2 chunks of ${changed.cartDir} (widget-fake.js: 0.03 KB, svc-view-pricing-fake.js: 0.03 KB); a module belongs in one chunk`,
        `sdk/src/index.ts is bundled into 2 chunks of ${changed.sdkDir} (index.js: 0.05 KB, extra.js: 0.01 KB); a module belongs in one chunk`,
      ];
      assert(JSON.stringify(problems) === JSON.stringify(expected), problems.join('\n'));
    });

    await check('a view module and a checkout module in the start set are reported', async () => {
      const build = fake();
      const cart = JSON.parse(JSON.stringify(build.files['module-graph/cart.json']));
      cart.chunks['widget-fake.js'].modules['src/views/svc-view-gift/svc-view-gift.ts'] = 2048;
      cart.chunks['cart-widget.js'].modules['src/checkout/step-kit.ts'] = 512;
      const problems = await checkBudgets(fake({ 'module-graph/cart.json': cart }).options);
      const expected = [
        'src/checkout/step-kit.ts (0.50 KB min) is in cart-widget.js, which loads at start; customization views, the checkout, analytics and the debug overlay must load only when first needed',
        'src/views/svc-view-gift/svc-view-gift.ts (2.00 KB min) is in widget-fake.js, which loads at start; customization views, the checkout, analytics and the debug overlay must load only when first needed',
      ];
      assert(JSON.stringify(problems) === JSON.stringify(expected), problems.join('\n'));
    });

    await check('a missing or stale module graph is reported, not taken as within the rules', async () => {
      const missing = fake({ 'module-graph/sdk.json': null });
      const stale = fake({ 'cart/extra-chunk.js': 'export const x=1;' });
      const problems = [...(await checkBudgets(missing.options)), ...(await checkBudgets(stale.options))];
      const expected = [
        `${missing.options.sdkGraph} is missing (the module graph of ${missing.sdkDir}): build again with node scripts/build.mjs`,
        `${stale.options.cartGraph} does not describe ${stale.cartDir} (extra-chunk.js is not in the graph): build again with node scripts/build.mjs`,
      ];
      assert(JSON.stringify(problems) === JSON.stringify(expected), problems.join('\n'));
    });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
};
