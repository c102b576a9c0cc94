// Extracts the fenced code blocks of Markdown documents and checks each one by its language. The
// rules are listed in ../90-doc-samples.check.mjs; this module holds the machinery so that the
// check can also feed it wrong samples and see them reported.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { excerpt, markdownFiles, sourceOf } from '../../../scripts/doc-examples.mjs';
import { PRELUDE } from './stubs.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/**
 * Where the samples' in-memory files live: two folders deep, like a test file in `test/<folder>/`,
 * so a sample's `../../sandbox/testing.js` names the repository's file.
 */
const VIRTUAL = join(ROOT, 'test/doc-samples');

/** The languages a fence may name, and what runs them. */
const SCRIPT = { js: 'js', javascript: 'js', ts: 'ts', typescript: 'ts' };
const SHELL = new Set(['sh', 'bash', 'shell']);
/** Framework code: a guide shows it only as cut from an example app, which compiles it. */
const FRAMEWORK = new Set(['jsx', 'tsx', 'vue', 'svelte']);

/**
 * Every fenced block of `text`: `lang` (the first word after the fence, lower-cased, '' when
 * none), `line` (1-based line of the opening fence), `body` (the lines between the fences,
 * without the fence's indentation) and `from` (the example file it is cut from, named by a
 * `<!-- from examples/… -->` line right above the fence; null for a sample of the guide's own).
 */
export function extractBlocks(text) {
  const lines = text.split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang] = open;
    const body = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(lines[j]);
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length) break;
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
    }
    blocks.push({
      lang: lang.toLowerCase(),
      line: i + 1,
      body: body.join('\n'),
      from: sourceOf(lines[i - 1] ?? ''),
    });
    i = j;
  }
  return blocks;
}

/** The inline `<script>` elements of an HTML sample: `body`, its first line (0-based, in the sample) and `module`. */
export function inlineScripts(html) {
  const scripts = [];
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (let match; (match = pattern.exec(html));) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/.test(attributes) || !body.trim()) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && !type.includes('javascript')) continue;
    const start = html.slice(0, match.index + match[0].indexOf('>') + 1).split('\n').length - 1;
    scripts.push({ body, line: start, module: type === 'module' });
  }
  return scripts;
}

// ---------------------------------------------------------------- TypeScript

function compilerOptions() {
  const config = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  return {
    ...options,
    strict: true,
    noEmit: true,
    allowJs: true,
    checkJs: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    paths: {
      '@svc/sdk': [join(ROOT, 'sdk/src/index.ts')],
      '@svc/cart-widget': [join(ROOT, 'src/index.ts')],
    },
  };
}

/**
 * Type-checks `units` (`{ id, ext, code, line }`: `line` is the document line of the code's
 * first line) in one program, as ES modules, together with the widget's globals
 * (src/bootstrap/index.ts), the SDK and the prelude. Returns, for each
 * unit in order, its messages, each with its document line.
 */
export function typeCheck(units) {
  const files = new Map();
  files.set(join(VIRTUAL, 'prelude.d.ts'), PRELUDE);
  const byFile = new Map();
  units.forEach((unit, index) => {
    const file = join(VIRTUAL, `sample-${index}.${unit.ext}`);
    // `export {}` makes every sample a module of its own (top-level await, no shared names).
    files.set(file, `${unit.code}\nexport {};\n`);
    byFile.set(file, unit);
  });
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => files.has(name) || fileExists.call(host, name);
  host.readFile = (name) => files.get(name) ?? readFile.call(host, name);
  host.getSourceFile = (name, version, ...rest) =>
    files.has(name)
      ? ts.createSourceFile(name, files.get(name), version, true)
      : getSourceFile.call(host, name, version, ...rest);
  const program = ts.createProgram({
    rootNames: [join(ROOT, 'src/bootstrap/index.ts'), ...files.keys()],
    options,
    host,
  });
  const result = new Map(units.map((unit) => [unit, []]));
  for (const [file, unit] of byFile) {
    const source = program.getSourceFile(file);
    const diagnostics = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ];
    for (const diagnostic of diagnostics) {
      const { line } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
      result.get(unit).push(`line ${unit.line + line}: TS${diagnostic.code} ${text}`);
    }
  }
  return units.map((unit) => result.get(unit));
}

// ---------------------------------------------------------------- shell

const NPM_COMMANDS = new Set(
  (
    'access adduser audit bugs cache ci completion config dedupe deprecate diff dist-tag docs doctor edit ' +
    'exec explain explore find-dupes fund help help-search init install install-ci-test install-test link ' +
    'll login logout ls org outdated owner pack ping pkg prefix profile prune publish query rebuild repo ' +
    'restart root run run-script sbom search set shrinkwrap star stars start stop team test token ' +
    'uninstall unpublish unstar update version view whoami i add rm t x'
  ).split(' '),
);

/** What is wrong with a shell sample: unknown `npm run` scripts, npm commands, repository paths. */
export function checkShell(body, line) {
  const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts;
  const problems = [];
  body.split('\n').forEach((raw, index) => {
    const at = `line ${line + 1 + index}`;
    const text = raw.replace(/(^|\s)#.*$/, '');
    for (const command of text.split(/&&|\|\||;|\|/)) {
      const words = command.trim().split(/\s+/).filter(Boolean);
      while (/^[A-Z_]+=/.test(words[0] ?? '')) words.shift();
      if (words[0] === 'npm') {
        const sub = words[1];
        if (!sub || !NPM_COMMANDS.has(sub)) problems.push(`${at}: "npm ${sub ?? ''}" is not an npm command`);
        if ((sub === 'run' || sub === 'run-script') && !Object.hasOwn(scripts, words[2] ?? ''))
          problems.push(`${at}: package.json has no script "${words[2] ?? ''}"`);
      }
      for (const word of words.slice(1)) {
        const token = word.replace(/^['"]|['"]$/g, '');
        const looksLikePath =
          !token.includes(':') &&
          !token.startsWith('-') &&
          !token.startsWith('/') &&
          !token.includes('=') &&
          /^(\.\/)?[\w.-]+\/[\w./-]*$|^[\w./-]+\.(mjs|js|ts|json|md|html)$/.test(token);
        if (looksLikePath && !existsSync(join(ROOT, token)))
          problems.push(`${at}: the path ${token} does not exist in the repository`);
      }
    }
  });
  return problems;
}

// ---------------------------------------------------------------- CSS

function walk(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, found);
    else if (path.endsWith('.ts')) found.push(path);
  }
  return found;
}

let cssNames;

/** The part lists of src/ui/parts.ts (plain constants), evaluated from its source. */
function uiParts() {
  const { outputText: code } = ts.transpileModule(readFileSync(join(ROOT, 'src/ui/parts.ts'), 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS },
  });
  const exports = {};
  new Function('exports', code)(exports);
  return exports;
}

/** The names an `exportparts` value forwards (`inner: outer` forwards `outer`). */
const exportPartNames = (value) => value.split(',').map((entry) => entry.split(':').pop().trim());
/**
 * The widget's styling surface, read from src/: every `--svc-*` property it reads or documents,
 * every `@csspart` of an element, and the parts `<svc-cart-root>` exposes to the page.
 */
export function cssSurface() {
  if (cssNames) return cssNames;
  const properties = new Set();
  const parts = new Set();
  for (const file of walk(join(ROOT, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const [name] of text.matchAll(/--svc-[a-z0-9-]+/g)) properties.add(name);
    for (const [, name] of text.matchAll(/@csspart\s+([a-z0-9-]+)/g)) parts.add(name);
  }
  // The root forwards the panel's parts (src/ui/parts.ts, the one list) and its button's own.
  const root = readFileSync(join(ROOT, 'src/elements/svc-cart-root/svc-cart-root.ts'), 'utf8');
  const rootParts = new Set(exportPartNames(uiParts().PANEL_PARTS));
  for (const list of root.matchAll(/const BUTTON_PARTS = \[([\s\S]*?)\]/g))
    for (const [, entry] of list[1].matchAll(/'([^']+)'/g)) rootParts.add(entry.split(':').pop().trim());
  cssNames = { properties, parts, rootParts };
  return cssNames;
}

/** Top-level rules of a style sheet's text (each `{` at depth 0), comments removed. */
function topLevelRules(css) {
  let depth = 0;
  let count = 0;
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (char === '{' && depth++ === 0) count += 1;
    if (char === '}') depth -= 1;
  }
  return count;
}

/** Names a CSS sample uses that the widget does not have (static part of the CSS rule). */
export function checkCssNames(body, line) {
  const { properties, parts, rootParts } = cssSurface();
  const problems = [];
  body.split('\n').forEach((text, index) => {
    const at = `line ${line + 1 + index}`;
    for (const [name] of text.matchAll(/--svc-[a-z0-9-]+/g))
      if (!properties.has(name)) problems.push(`${at}: the widget has no custom property ${name}`);
    for (const [, host, name] of text.matchAll(/([\w-]*)::part\(\s*([\w-]+)\s*\)/g)) {
      if (host === 'svc-cart-root' && !rootParts.has(name))
        problems.push(`${at}: <svc-cart-root> does not expose the part ${name}`);
      else if (!parts.has(name)) problems.push(`${at}: no element of the widget has the part ${name}`);
    }
  });
  return problems;
}

/** Runs in the page: parses `css` and reports dropped rules and declarations Chromium refuses. */
function parseInPage({ css, expected }) {
  const problems = [];
  const sheet = new CSSStyleSheet();
  try {
    sheet.replaceSync(css);
  } catch (error) {
    return [`the style sheet does not parse: ${error.message}`];
  }
  if (sheet.cssRules.length !== expected)
    problems.push(`${expected - sheet.cssRules.length} rule(s) dropped by the CSS parser`);
  const declarations = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .matchAll(/([a-z-]+)\s*:\s*([^;{}]+?)\s*(?:;|(?=}))/gi);
  for (const [, property, value] of declarations) {
    if (property.startsWith('--') || /^(part|hover|focus|root|host|not|is|where)$/.test(property)) continue;
    if (!CSS.supports(property, value.replace(/\s*!important$/, '')))
      problems.push(`the declaration "${property}: ${value}" is invalid`);
  }
  return problems;
}

// ---------------------------------------------------------------- HTML in Chromium

/**
 * The page an HTML sample becomes: a whole document (fragments go into `<body>`), the widget's
 * script from the demo server's source build, the sandbox's API key, and the demo server's API
 * for an empty `apiUrl` or one ending in `/storefront/v1/` (such as `npm run sandbox`'s).
 */
export function pageOf(html, base) {
  const apiUrl = `${base}/storefront/v1/`;
  let page = html
    .replace(/(src\s*=\s*["'])[^"']*cart\/cart-widget\.js(["'])/g, '$1/widget.ts$2')
    .replace(/apiUrl\s*:\s*(['"])(?:[^'"]*\/storefront\/v1\/?)?\1/g, `apiUrl: '${apiUrl}'`);
  page = page.replace(/apiKey\s*:\s*(['"])<API_KEY>\1/g, (match, quote, offset) => {
    const rest = page.slice(offset, page.indexOf('}', offset));
    return rest.includes('apiUrl') ? `apiKey: 'demo-api-key'` : `apiKey: 'demo-api-key', apiUrl: '${apiUrl}'`;
  });
  if (!/<html[\s>]/i.test(page))
    page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sample</title></head><body>\n${page}\n</body></html>`;
  return page;
}

let pageCount = 0;

/** Loads an HTML sample in Chromium; returns what went wrong. */
async function runHtml(html, { base, browser }) {
  const problems = [];
  const url = `${base}/__doc-sample-${(pageCount += 1)}.html`;
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.route(url, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: pageOf(html, base) }),
    );
    await page.addInitScript(() => {
      window.__docEvents = [];
      for (const name of ['svc-cart-loaded', 'svc-cart-initialized'])
        window.addEventListener(name, () => window.__docEvents.push(name));
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    // The dev server's own live-reload client is not the widget's: the sample page is served by the
    // check, so the browser refuses that client's socket to the dev server (no shop page has it).
    const devServer = (text) =>
      text.startsWith('[vite] ') || /^WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/\?token=/.test(text);
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && !text.startsWith('Failed to load resource') && !devServer(text))
        problems.push(`console error: ${text}`);
    });
    await page.goto(url);
    if (/cart\/cart-widget\.js/.test(html)) {
      const event = /\binit\s*:\s*false\b/.test(html) ? 'svc-cart-loaded' : 'svc-cart-initialized';
      const fired = await page
        .waitForFunction((name) => window.__docEvents.includes(name), event, { timeout: 15_000 })
        .then(
          () => true,
          () => false,
        );
      if (!fired) problems.push(`${event} was not dispatched within 15 s`);
      // Give start-up requests their answers, so failures among them are seen.
      await page
        .waitForFunction(() => !window.svcCart || window.svcCart.ready, null, { timeout: 15_000 })
        .catch(() => problems.push('the widget did not become ready within 15 s'));
    } else {
      await page.waitForLoadState('load');
    }
  } finally {
    await context.close();
  }
  return problems;
}

// ---------------------------------------------------------------- all of it

/**
 * Checks every block of `documents` (`[{ name, text }]`). Returns `Map<name, string[]>`: each
 * failure as `name:line (lang): message`. Needs `browser` and `base` for `html` and `css` blocks.
 */
export async function checkDocuments(documents, { base, browser }) {
  const failures = new Map(documents.map((doc) => [doc.name, []]));
  const units = [];
  const later = [];
  for (const doc of documents) {
    const fail = (block, message) =>
      failures.get(doc.name).push(`${doc.name}:${block.line} (${block.lang || 'no language'}): ${message}`);
    for (const block of extractBlocks(doc.text)) {
      const id = `${doc.name}:${block.line}`;
      const unit = (ext, code, line) => units.push({ id, ext, code, line, doc, block });
      // A block cut from an example app must be its source's text; the examples compile and run it
      // (scripts/examples.mjs), so it is not type-checked here.
      if (block.from) {
        const { text, error } = excerpt(block.from);
        const source = block.from.region ? `${block.from.path}#${block.from.region}` : block.from.path;
        if (error) fail(block, error);
        else if (text !== block.body)
          fail(block, `differs from its source ${source}: run npm run docs:examples`);
        continue;
      }
      if (block.lang === '') fail(block, 'the fence has no language; tag it (text for plain text)');
      else if (block.lang === 'text') continue;
      else if (FRAMEWORK.has(block.lang))
        fail(
          block,
          'a framework sample is cut from an example app: put <!-- from examples/<app>/<file> --> above it',
        );
      else if (SCRIPT[block.lang]) unit(SCRIPT[block.lang], block.body, block.line + 1);
      else if (block.lang === 'html') {
        for (const script of inlineScripts(block.body)) unit('js', script.body, block.line + 1 + script.line);
        later.push(async () => {
          for (const problem of await runHtml(block.body, { base, browser })) fail(block, problem);
        });
      } else if (SHELL.has(block.lang)) {
        for (const problem of checkShell(block.body, block.line)) fail(block, problem);
      } else if (block.lang === 'css') {
        for (const problem of checkCssNames(block.body, block.line)) fail(block, problem);
        later.push(async () => {
          const page = await browser.newPage();
          try {
            const problems = await page.evaluate(parseInPage, {
              css: block.body,
              expected: topLevelRules(block.body),
            });
            for (const problem of problems) fail(block, problem);
          } finally {
            await page.close();
          }
        });
      } else if (block.lang === 'json') {
        try {
          JSON.parse(block.body);
        } catch (error) {
          fail(block, `invalid JSON: ${error.message}`);
        }
      } else fail(block, `unknown sample language "${block.lang}"`);
    }
  }
  const diagnostics = typeCheck(units);
  units.forEach((unit, index) => {
    for (const message of diagnostics[index])
      failures.get(unit.doc.name).push(`${unit.id} (${unit.block.lang}): ${message}`);
  });
  for (const run of later) await run();
  const lineOf = (failure) => Number(/^[^:]+:(\d+)/.exec(failure)?.[1] ?? 0);
  for (const list of failures.values()) list.sort((a, b) => lineOf(a) - lineOf(b));
  return failures;
}

/** README.md and every Markdown file under docs/, as `{ name, text }`. */
export function projectDocuments() {
  const names = markdownFiles();
  const documents = names.map((name) => ({ name, text: readFileSync(join(ROOT, name), 'utf8') }));
  // A snippet file is one sample: checked as an `html` block of its own.
  for (const entry of readdirSync(join(ROOT, 'docs/snippets'))) {
    if (!entry.endsWith('.html')) continue;
    const html = readFileSync(join(ROOT, 'docs/snippets', entry), 'utf8');
    documents.push({ name: `docs/snippets/${entry}`, text: `\`\`\`html\n${html.trimEnd()}\n\`\`\`\n` });
  }
  return documents;
}
