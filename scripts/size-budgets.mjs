// The size budgets of the build and its structural rules, measured on built folders (so a test can
// feed it fakes). Sizes are min+gzip at level 9 of the built, minified files.
// - start: everything fetched before `CART_READY`: `cart-widget.js` and every chunk it imports
//   statically (what the widget needs to show the cart summary), each file gzipped on its own:
//   30 KB. The chunks the widget fetches in the task after `CART_READY` (the theme, the code
//   entries, the error view, the drawer's focus and scroll lock, the registry of lazy elements)
//   are not part of it; the start-set check (test/e2e/41-start-set.check.mjs) asserts in Chromium
//   that these files are exactly the scripts fetched before `CART_READY`;
// - what `Svc.init` loads before its start-up requests leave: the SDK's ES module (readable in
//   sdk/dist) bundled by esbuild with code splitting, as a shop's bundler does, and minified; the
//   entry with the chunks it imports statically, each gzipped on its own: 8 KB. The chunk of the
//   namespaces that load on first use, which `init` fetches beside its requests, is not in it;
// - the SDK's whole ES module: `index.js` bundled with all its chunks and minified by esbuild
//   (everything a page that calls `Svc.init` fetches, with that chunk): 10 KB;
// - the SDK's classic script `svc.min.js` (minified as built; a page loads it whole before it can
//   call `Svc.init`): 10 KB, as the whole ES module (it holds the same code);
// - no source module is bundled into two chunks (of the widget, or of the SDK's ES module);
// - every customization view module (`src/views/svc-view-*/`), every checkout module
//   (`src/checkout/`) and each module of `LAZY_MODULES` is in a chunk that does not load at start.
// The rules read the module graphs that the build writes (vite.config.ts, `moduleGraph`):
// `dist/module-graph/cart.json` and `dist/module-graph/sdk.json`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export const KB = 1024;
/** The client's budgets. */
export const BUDGETS = {
  start: 30 * KB,
  sdkEsm: 10 * KB,
  sdkIife: 10 * KB,
  sdkInit: 8 * KB,
  portal: 35 * KB,
  storefront: 15 * KB,
  /** One language's messages for the whole widget (every `messages/*.<lang>.js`), summed: a target, printed by npm run size, not yet enforced. */
  language: 6 * KB,
};
export const DEFAULTS = {
  cartDir: 'dist/cart',
  sdkDir: 'sdk/dist',
  cartGraph: 'dist/module-graph/cart.json',
  sdkGraph: 'dist/module-graph/sdk.json',
};
/** Source modules that must load only when first needed. */
export const LAZY_MODULES = [
  /^src\/views\/svc-view-[^/]+\//,
  /^src\/checkout\//,
  // The payment providers' client side (the checkout's payment step and the portal's saved cards).
  /^src\/ui\/gateways\//,
  /^src\/controller\/checkout\//,
  /^src\/controller\/(choose-view|view-data)\.ts$/,
  // Fetched in the task after CART_READY (or when first needed before it).
  /^src\/elements\/(parts\/code-entry|svc-cart-root\/theme|drawer-focus|svc-cart-error\/[^/]+)\.ts$/,
  /^src\/bootstrap\/(web-font|page-elements|registry)\.ts$/,
  // The customer portal: only pages with <svc-customer-portal> load it.
  /^src\/portal\//,
  /^src\/controller\/portal\//,
  // The storefront elements: only pages with <svc-context>, <svc-list> or <svc-bundle-builder>.
  /^src\/storefront\//,
  /^src\/controller\/storefront\//,
  /^src\/analytics\//,
  /^src\/debug\//,
  /^sdk\/src\/debug\.ts$/,
];

export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;
export const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;
export const budgetText = (bytes) => `${bytes / KB} KB`;

/** Every `.js` file of `dir` with its size, minified (as built) and min+gzip. */
export function measureFiles(dir) {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const bytes = readFileSync(join(dir, file));
      return { file, min: bytes.length, gzip: gzipSize(bytes) };
    });
}

/** The files that load at start: `entry` and every chunk reachable from it by static imports. */
export function startFiles(dir, entry = 'cart-widget.js') {
  const files = [];
  const visit = (file) => {
    if (files.includes(file)) return;
    files.push(file);
    const code = readFileSync(join(dir, file), 'utf8');
    // `import"./a.js"`, `import{x as y}from"./a.js"`, `export{x}from"./a.js"`; never `import("./a.js")`.
    for (const match of code.matchAll(
      /\b(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["'`]\.\/([^"'`]+)["'`]/g,
    ))
      visit(match[1]);
  };
  visit(entry);
  return files;
}

/** (a) The start set of the widget in `cartDir`: its files and their summed min+gzip. */
export function measureStart(cartDir) {
  const files = startFiles(cartDir);
  const gzip = files.reduce((sum, file) => sum + gzipSize(readFileSync(join(cartDir, file))), 0);
  return { files, gzip, label: `start (${files.join(' + ')})` };
}

/** (b) The SDK's whole ES module: `index.js` of `sdkDir` with every chunk, bundled and minified. */
export async function measureSdkEsm(sdkDir) {
  const result = await build({
    entryPoints: [join(sdkDir, 'index.js')],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  const bytes = result.outputFiles[0].contents;
  return {
    min: bytes.length,
    gzip: gzipSize(bytes),
    label: `SDK ES module (${join(sdkDir, 'index.js')} with its chunks, bundled and minified)`,
  };
}

/**
 * (b2) What `Svc.init` loads before its start-up requests leave: `index.js` of `sdkDir` bundled
 * with code splitting (as a shop's bundler does) and minified; the entry's file and the chunks it
 * imports statically, each gzipped on its own, summed. The chunks it imports dynamically (the
 * namespaces that load on first use) are left out: `init` fetches them beside its requests.
 */
export async function measureSdkInit(sdkDir) {
  const result = await build({
    entryPoints: [join(sdkDir, 'index.js')],
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    // Nothing is written; esbuild needs a folder to name the chunks.
    outdir: join(tmpdir(), 'svc-sdk-init'),
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint);
  const files = [];
  const visit = (file) => {
    if (files.includes(file)) return;
    files.push(file);
    for (const imported of outputs[file].imports)
      if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(entry);
  const bytes = files.map(
    (file) => result.outputFiles.find((output) => output.path === resolve(file)).contents,
  );
  return {
    min: bytes.reduce((sum, file) => sum + file.length, 0),
    gzip: bytes.reduce((sum, file) => sum + gzipSize(file), 0),
    label: `what Svc.init loads before its first request (${join(sdkDir, 'index.js')} bundled with code splitting and minified: the entry and the chunks it imports statically, ${files.length} files)`,
  };
}

/** (c) The SDK's classic script `svc.min.js` of `sdkDir`. */
export function measureSdkIife(sdkDir) {
  const bytes = readFileSync(join(sdkDir, 'svc.min.js'));
  return { min: bytes.length, gzip: gzipSize(bytes), label: join(sdkDir, 'svc.min.js') };
}

/** The module graph the build wrote (`{ outDir, chunks: { file: { imports, modules } } }`), or null. */
export function readGraph(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * Problems of a graph that does not describe `dir`: a chunk it lists that is not there, or a `.js`
 * file of `dir` it does not list (but `others`, files that another build wrote).
 */
export function staleGraph(graph, graphFile, dir, others = []) {
  const files = readdirSync(dir).filter((file) => file.endsWith('.js') && !others.includes(file));
  const listed = Object.keys(graph.chunks);
  const missing = listed.filter((file) => !files.includes(file));
  const unlisted = files.filter((file) => !listed.includes(file));
  if (missing.length === 0 && unlisted.length === 0) return [];
  const what = [
    ...missing.map((file) => `${file} is not in ${dir}`),
    ...unlisted.map((file) => `${file} is not in the graph`),
  ];
  return [
    `${graphFile} does not describe ${dir} (${what.join('; ')}): build again with node scripts/build.mjs`,
  ];
}

/** (d) Source modules with code in more than one chunk: `[{ module, chunks: [{ file, length }] }]`. */
export function duplicatedModules(graph) {
  const where = new Map();
  for (const [file, chunk] of Object.entries(graph.chunks))
    for (const [module, length] of Object.entries(chunk.modules))
      if (length > 0) where.set(module, [...(where.get(module) ?? []), { file, length }]);
  return [...where].filter(([, chunks]) => chunks.length > 1).map(([module, chunks]) => ({ module, chunks }));
}

/** (e) Customization view and checkout modules in a chunk of `start`: `[{ module, file, length }]`. */
export function lazyModulesAtStart(graph, start) {
  const found = [];
  for (const file of start)
    for (const [module, length] of Object.entries(graph.chunks[file]?.modules ?? {}))
      if (length > 0 && LAZY_MODULES.some((pattern) => pattern.test(module)))
        found.push({ module, file, length });
  return found;
}

/**
 * The modules a page with `<svc-customer-portal>` may load beyond the start set, all of it used:
 * the element and its parts, its page connection, its data work, and the views and gateway
 * adapters it reuses (the build-a-box and survey views in edit mode, the sandbox's card form).
 */
export const PORTAL_ENTRIES = [
  'src/bootstrap/page-elements.ts',
  'src/bootstrap/registry.ts',
  'src/portal/svc-customer-portal/index.ts',
  'src/controller/portal/portal-data.ts',
];
export const PORTAL_REUSED = [
  'src/views/svc-view-bundle/index.ts',
  'src/views/svc-view-survey/index.ts',
  'src/ui/gateways/sandbox.ts',
];

/**
 * The modules a page with the storefront elements may load beyond the start set: their page
 * connection, the one chunk of the elements and their data work. The box built on the page
 * (`<svc-bundle-builder>`, which brings the drawer's build-a-box view) and the description
 * sanitizer (DOMPurify, loaded only where a description is shown) are counted apart.
 */
export const STOREFRONT_ENTRIES = [
  'src/bootstrap/page-elements.ts',
  'src/bootstrap/registry.ts',
  'src/storefront/index.ts',
  'src/controller/storefront/storefront-data.ts',
];
export const STOREFRONT_BUILDER = ['src/storefront/svc-bundle-builder/index.ts'];
export const STOREFRONT_SANITIZER = ['src/storefront/svc-data/sanitize.ts'];

/** The chunks holding `modules` and every chunk they import statically, less the start set, summed. */
function chunkSum(cartDir, graph, start, modules) {
  const chunks = Object.entries(graph?.chunks ?? {});
  const files = new Set();
  for (const module of modules) {
    const entry = chunks.find(([, chunk]) => (chunk.modules[module] ?? 0) > 0)?.[0];
    if (entry) for (const file of startFiles(cartDir, entry)) if (!start.includes(file)) files.add(file);
  }
  const gzip = [...files].reduce((total, file) => total + gzipSize(readFileSync(join(cartDir, file))), 0);
  return { files: [...files], gzip };
}

/**
 * The storefront elements' code (`STOREFRONT_ENTRIES`), with its budget; `withBuilder` and
 * `withSanitizer` add the box built on the page and the description sanitizer, for the record.
 * `null` when the graph has no chunk with them.
 */
export function measureStorefront(cartDir, graph, start) {
  const own = chunkSum(cartDir, graph, start, STOREFRONT_ENTRIES);
  if (own.files.length === 0) return null;
  const withBuilder = chunkSum(cartDir, graph, start, [...STOREFRONT_ENTRIES, ...STOREFRONT_BUILDER]);
  const withSanitizer = chunkSum(cartDir, graph, start, [...STOREFRONT_ENTRIES, ...STOREFRONT_SANITIZER]);
  return {
    ...own,
    budget: BUDGETS.storefront,
    ok: own.gzip <= BUDGETS.storefront,
    withBuilder,
    withSanitizer,
  };
}

/**
 * (f) The portal's code: the chunks holding `modules` and every chunk they import statically, less
 * the start set, summed; `null` when the graph has no chunk with the portal. The budget applies to
 * the portal's own code (`PORTAL_ENTRIES`); `withReused` adds the drawer's views and card form the
 * portal reuses, for the record.
 */
export function measurePortal(cartDir, graph, start) {
  const sum = (modules) => chunkSum(cartDir, graph, start, modules);
  const own = sum(PORTAL_ENTRIES);
  if (own.files.length === 0) return null;
  const withReused = sum([...PORTAL_ENTRIES, ...PORTAL_REUSED]);
  return { ...own, budget: BUDGETS.portal, ok: own.gzip <= BUDGETS.portal, withReused };
}

/**
 * Measures every budget and applies every rule. Returns `{ sizes, rules, problems }`: `sizes` the
 * three measured sizes with their budgets (`{ label, min, gzip, budget, ok }`), `rules` the
 * structural rules (`{ label, problems }`), and `problems` every problem as a sentence that names
 * the file, its size and its budget or rule.
 */
export async function measureBudgets(options = {}) {
  const { cartDir, sdkDir, cartGraph, sdkGraph } = { ...DEFAULTS, ...options };
  const start = measureStart(cartDir);
  const sizes = [
    { ...start, budget: BUDGETS.start },
    { ...(await measureSdkEsm(sdkDir)), budget: BUDGETS.sdkEsm },
    { ...measureSdkIife(sdkDir), budget: BUDGETS.sdkIife },
    { ...(await measureSdkInit(sdkDir)), budget: BUDGETS.sdkInit },
  ].map((size) => ({ ...size, ok: size.gzip <= size.budget }));

  const graphs = [
    { dir: cartDir, file: cartGraph, graph: readGraph(cartGraph), others: [] },
    { dir: sdkDir, file: sdkGraph, graph: readGraph(sdkGraph), others: ['svc.min.js'] },
  ];
  const missing = ({ dir, file, graph, others }) =>
    graph
      ? staleGraph(graph, file, dir, others)
      : [`${file} is missing (the module graph of ${dir}): build again with node scripts/build.mjs`];
  const duplicates = (entry) => {
    const stale = missing(entry);
    if (stale.length > 0) return stale;
    return duplicatedModules(entry.graph).map(
      ({ module, chunks }) =>
        `${module} is bundled into ${chunks.length} chunks of ${entry.dir} (${chunks
          .map(({ file, length }) => `${file}: ${kb(length)}`)
          .join(', ')}); a module belongs in one chunk`,
    );
  };
  const lazy = () => {
    const [cart] = graphs;
    const stale = missing(cart);
    if (stale.length > 0) return stale;
    return lazyModulesAtStart(cart.graph, start.files).map(
      ({ module, file, length }) =>
        `${module} (${kb(length)} min) is in ${file}, which loads at start; customization views, the checkout, analytics and the debug overlay must load only when first needed`,
    );
  };
  const rules = [
    { label: `no module in two chunks of ${cartDir}`, problems: duplicates(graphs[0]) },
    { label: `no module in two chunks of ${sdkDir} (ES module)`, problems: duplicates(graphs[1]) },
    {
      label: 'customization views, the checkout, analytics and the debug overlay load when first needed',
      problems: lazy(),
    },
  ];
  const portal = graphs[0].graph ? measurePortal(cartDir, graphs[0].graph, start.files) : null;
  const storefront = graphs[0].graph ? measureStorefront(cartDir, graphs[0].graph, start.files) : null;
  const languages = measureLanguages(cartDir);
  // Each language's messages for the whole widget (one file: scripts/messages.mjs) have a budget too.
  const problems = [
    ...(portal && !portal.ok
      ? [
          `the customer portal's code is ${kb(portal.gzip)} min+gzip, over the ${budgetText(portal.budget)} budget`,
        ]
      : []),
    ...(storefront && !storefront.ok
      ? [
          `the storefront elements' code is ${kb(storefront.gzip)} min+gzip, over the ${budgetText(storefront.budget)} budget`,
        ]
      : []),
    ...languages
      .filter((language) => !language.ok)
      .map(
        (language) =>
          `the ${language.lang} messages are ${kb(language.gzip)} min+gzip, over the ${budgetText(language.budget)} budget`,
      ),
    ...sizes
      .filter((size) => !size.ok)
      .map(
        (size) => `${size.label} is ${kb(size.gzip)} min+gzip, over the ${budgetText(size.budget)} budget`,
      ),
    // The same stale-graph sentence can come from two rules.
    ...new Set(rules.flatMap((rule) => rule.problems)),
  ];
  return { sizes, rules, problems, portal, storefront, languages };
}

/**
 * Each language's messages for the whole widget: the files of `<cartDir>/messages/` named
 * `<lang>.js` (the build writes one per language; any other file of a language, `<name>.<lang>.js`,
 * counts too), each gzipped on its own, summed per language.
 */
export function measureLanguages(cartDir) {
  const dir = join(cartDir, 'messages');
  if (!existsSync(dir)) return [];
  const byLanguage = new Map();
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .sort()) {
    const lang = file.split('.').at(-2);
    const bytes = readFileSync(join(dir, file));
    const sum = byLanguage.get(lang) ?? { lang, files: 0, min: 0, gzip: 0 };
    sum.files += 1;
    sum.min += bytes.length;
    sum.gzip += gzipSize(bytes);
    byLanguage.set(lang, sum);
  }
  return [...byLanguage.values()].map((sum) => ({
    ...sum,
    budget: BUDGETS.language,
    ok: sum.gzip <= BUDGETS.language,
  }));
}

/** Every problem with the budgets and rules of the build (none: all within). */
export async function checkBudgets(options = {}) {
  return (await measureBudgets(options)).problems;
}
