/**
 * The messages of every language the widget ships besides English.
 *
 * - Source: `src/core/i18n/messages/<file>.<lang>.js`, by key: `start` for the start catalogs
 *   (`catalogs/en.ts` and the `start-*` catalogs), and one per feature, named as the feature's
 *   English catalog (`defineMessages(name, …)`). `<lang>.js` gathers a language's files
 *   (`gather.js` lists them); this script writes both (`node scripts/messages.mjs`), and the widget
 *   loads `<lang>.js` in the source.
 * - Build: one file per language, `dist/cart/messages/<lang>.js` (vite.config.ts `messagesFiles`),
 *   its text a template literal: the catalogs' names, then each English catalog's messages, a line
 *   each in the order of its English keys, which the widget has (localize.ts reads it). One file
 *   and plain lines are what keeps a language within 6 KB min+gzip: a file per feature, or JSON,
 *   costs more than the words. A language whose keys differ from English in any catalog fails the
 *   build, naming every key.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const messagesDir = join(root, 'src/core/i18n/messages');

/** The languages that have messages files (`<file>.<lang>.js`), sorted. */
export function sourceLanguages(dir = messagesDir) {
  const langs = readdirSync(dir)
    .map((name) => name.match(/^[\w-]+\.(\w+)\.js$/)?.[1])
    .filter(Boolean);
  return [...new Set(langs)].sort();
}

/** The source file that holds a catalog's messages: `start` for the start catalogs. */
const fileOf = (catalog) => (catalog === 'start' || catalog.startsWith('start-') ? 'start' : catalog);

/** Every source file of `src/` that defines English messages (`defineMessages(`). */
function englishModules(dir = join(root, 'src')) {
  return readdirSync(dir, { recursive: true })
    .filter((name) => /\.ts$/.test(name) && !name.endsWith('localize.ts'))
    .map((name) => join(dir, name))
    .filter((file) => readFileSync(file, 'utf8').includes('defineMessages('));
}

/**
 * Every English catalog, by name (`Map<name, messages>`), as the code defines it: its modules are
 * bundled and evaluated here, in Node.
 */
export async function englishCatalogs() {
  const { build } = await import('esbuild');
  const entry = [
    ...englishModules().map((file) => `import ${JSON.stringify(file)};`),
    `export { englishCatalogs } from ${JSON.stringify(join(root, 'src/core/i18n/localize.ts'))};`,
  ].join('\n');
  const outfile = join(tmpdir(), `svc-english-${process.pid}-${Date.now()}.mjs`);
  await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'error',
  });
  try {
    const module = await import(pathToFileURL(outfile).href);
    return new Map(module.englishCatalogs());
  } finally {
    rmSync(outfile, { force: true });
  }
}

/** The messages of `lang`'s source file `file`, by key. */
const readSource = async (dir, file, lang) =>
  (await import(`${pathToFileURL(join(dir, `${file}.${lang}.js`)).href}?${Date.now()}`)).default;

/** The plural forms, in the order a build file lists them. */
const FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * The plural categories whole numbers take in `lang`, most taken first: the widget counts items,
 * days and deliveries, never fractions (Polish "other", Czech "many" are only for fractions).
 */
function wholeNumberForms(lang) {
  const rules = new Intl.PluralRules(lang);
  const taken = new Map();
  for (const n of [...Array(1000).keys(), 1e6])
    taken.set(rules.select(n), (taken.get(rules.select(n)) ?? 0) + 1);
  return [...taken.keys()].sort((a, b) => taken.get(b) - taken.get(a));
}

/**
 * A message as a line of the build file: its text, or for a plural message its forms in `FORMS`
 * order between tabs. A form no whole number takes is left out, and so is a form equal to
 * "other" (the widget falls back to "other"); where no whole number takes "other", it holds the
 * form most of them take (`taken`: `wholeNumberForms` of the language).
 */
function line(message, taken) {
  if (typeof message === 'string') return message;
  const other = taken.includes('other') ? message.other : (message[taken[0]] ?? message.other);
  const forms = FORMS.map((form) =>
    form === 'other' ? other : taken.includes(form) && message[form] !== other ? (message[form] ?? '') : '',
  );
  return forms.slice(0, -1).every((form) => !form) ? other : forms.join('\t');
}

/** A build file's text as a template literal's body. */
const literal = (text) => text.replace(/[`\\]|\$\{/g, (match) => `\\${match}`);

/**
 * `lang`'s build file: `{ code, problems }`, the module's code, and one line per key that is
 * missing from a source file or that English does not have.
 */
export async function languageFile(lang, english, dir = messagesDir) {
  const problems = [];
  const out = {};
  const taken = wholeNumberForms(lang);
  /** Each source file read once: its messages, and the English keys its catalogs have. */
  const sources = new Map();
  for (const [catalog, messages] of english) {
    const file = fileOf(catalog);
    if (!sources.has(file)) {
      try {
        sources.set(file, { messages: await readSource(dir, file, lang), keys: [] });
      } catch (error) {
        problems.push(`${file}.${lang}.js: cannot be loaded (${String(error).split('\n')[0]})`);
        sources.set(file, undefined);
      }
    }
    const source = sources.get(file);
    if (!source) continue;
    const keys = Object.keys(messages);
    for (const key of keys)
      if (!(key in source.messages)) problems.push(`${file}.${lang}.js ${key}: missing`);
    source.keys.push(...keys);
    out[catalog] = keys.map((key) => line(source.messages[key] ?? messages[key], taken)).join('\n');
  }
  for (const [file, source] of sources)
    for (const key of Object.keys(source?.messages ?? {}))
      if (!source.keys.includes(key)) problems.push(`${file}.${lang}.js ${key}: not an English key`);
  for (const file of sourceFiles(lang, dir))
    if (!sources.has(file)) problems.push(`${file}.${lang}.js: no English catalog of that name`);
  // The catalogs' names on the first line, then each catalog's messages, a line each, after an empty line.
  const text = [Object.keys(out).join(' '), ...Object.values(out)].join('\n\n');
  return { code: `export default\`${literal(text)}\`;`, problems };
}

/** The names of the source files of a language (`<name>.<lang>.js`), sorted. */
function sourceFiles(lang, dir = messagesDir) {
  return readdirSync(dir)
    .filter((name) => name.endsWith(`.${lang}.js`))
    .map((name) => name.slice(0, -`.${lang}.js`.length))
    .sort();
}

/** The source's `gather.js`: every language's files by name, loaded at once. */
export function gatherModule(files) {
  return [
    "// Gathers a language's messages files in the source, by name (written by scripts/messages.mjs;",
    '// the build makes one file of each language instead). `<lang>.js` exports its result.',
    'const FILES = [',
    ...files.map((file) => `  '${file}',`),
    '];',
    '',
    'export const gather = async (lang) =>',
    '  Object.fromEntries(',
    '    await Promise.all(FILES.map(async (name) => [name, (await import(`./${name}.${lang}.js`)).default])),',
    '  );',
    '',
  ].join('\n');
}

/** The source's `<lang>.js`, which the widget loads: the language's files, gathered. */
export function gatherer(lang) {
  const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(lang);
  return [
    `// ${name}: every messages file of the language (gather.js). Loaded only when ${name} is in use.`,
    "import { gather } from './gather.js';",
    '',
    `export default await gather('${lang}');`,
    '',
  ].join('\n');
}

// `node scripts/messages.mjs`: writes each language's gatherer and checks every language against English.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const english = await englishCatalogs();
  let failed = false;
  writeFileSync(join(messagesDir, 'gather.js'), gatherModule(sourceFiles('de')));
  for (const lang of sourceLanguages()) {
    writeFileSync(join(messagesDir, `${lang}.js`), gatherer(lang));
    const { problems } = await languageFile(lang, english);
    if (problems.length) failed = true;
    console.log(
      problems.length
        ? `${lang}: ${problems.length} problems\n  ${problems.join('\n  ')}`
        : `${lang}: every catalog matches English`,
    );
  }
  console.log(`wrote the gatherers in ${relative(root, messagesDir)}/`);
  process.exitCode = failed ? 1 : 0;
}
