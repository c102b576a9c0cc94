// What a shop's page fetches before CART_READY, measured in Chromium on the built widget: exactly
// the start set that the size budget counts (`cart-widget.js` and its static imports, within 30 KB
// min+gzip). What follows CART_READY (the theme, the summary's code entries, the error view, the
// drawer's focus and scroll lock, the registry of the elements loaded on demand) is fetched after
// it, by itself, so it is there when the shopper opens the drawer.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveBuild } from '../../scripts/servers.mjs';
import { BUDGETS, DEFAULTS, gzipSize, kb, readGraph, startFiles } from '../../scripts/size-budgets.mjs';

const WAIT = { timeout: 15_000 };
/** Source modules whose chunks follow CART_READY. */
const AFTER_READY = [
  'src/elements/svc-cart-root/theme.ts',
  'src/ui/code-entry.ts',
  'src/elements/svc-cart-error/svc-cart-error.ts',
  'src/elements/drawer-focus.ts',
  'src/elements/line-batches.ts',
  'src/bootstrap/registry.ts',
];

export default async ({ check, assert, base, browser }) => {
  if (!existsSync('dist/cart/cart-widget.js')) execFileSync(process.execPath, ['scripts/build.mjs']);
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Start set</title></head>
<body><main><h1>A shop</h1></main>
<script>window.svcConfig = { apiKey: 'demo-api-key', apiUrl: '${base}/storefront/v1/' };
window.addEventListener('svc-cart:ready', () => { window.__readyAt = performance.now(); });</script>
<script type="module" src="/cart/cart-widget.js"></script></body></html>`;
  const site = await serveBuild({ '/': page });
  const graph = readGraph(DEFAULTS.cartGraph);
  /** The chunk file that holds `module`, from the build's module graph. */
  const chunkOf = (module) => {
    const file = Object.entries(graph.chunks).find(([, chunk]) => (chunk.modules[module] ?? 0) > 0)?.[0];
    assert(file, `${module} is in no chunk of the build`);
    return file;
  };
  try {
    await check(
      'the scripts fetched before CART_READY are the start set the budget counts, within 30 KB; the theme, the code entries, the error view, the drawer’s focus and scroll lock and the registry follow',
      async () => {
        const after = AFTER_READY.map(chunkOf);
        const context = await browser.newContext();
        const tab = await context.newPage();
        await tab.goto(`http://127.0.0.1:${site.port}/`);
        await tab.waitForFunction(() => window.__readyAt !== undefined, null, WAIT);
        // What follows CART_READY arrives by itself, without the shopper doing anything.
        await tab.waitForFunction(
          (files) =>
            files.every((file) =>
              performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(`/cart/${file}`)),
            ),
          after,
          WAIT,
        );
        const { readyAt, scripts } = await tab.evaluate(() => ({
          readyAt: window.__readyAt,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.startsWith('/cart/'))
            .map((entry) => ({
              file: new URL(entry.name).pathname.slice('/cart/'.length),
              start: entry.startTime,
            })),
        }));
        await context.close();

        const before = scripts.filter((script) => script.start < readyAt).map((script) => script.file);
        const expected = startFiles(DEFAULTS.cartDir);
        assert(
          JSON.stringify([...before].sort()) === JSON.stringify([...expected].sort()),
          `fetched before CART_READY: ${before.join(', ')}; the start set: ${expected.join(', ')}`,
        );
        const bytes = before.reduce(
          (sum, file) => sum + gzipSize(readFileSync(join(DEFAULTS.cartDir, file))),
          0,
        );
        assert(bytes <= BUDGETS.start, `fetched before CART_READY: ${kb(bytes)} min+gzip`);
        for (const file of after) assert(!before.includes(file), `${file} was fetched before CART_READY`);
      },
    );
  } finally {
    site.stop();
  }
};
