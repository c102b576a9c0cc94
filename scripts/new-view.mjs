/**
 * `npm run new:view <name>`: adds a customization view `svc-view-<name>` that shows the item and
 * adds it as the page gave it, with every file a view takes (docs/architecture.md, "Adding a
 * customization view"):
 *
 * - the view's folder `src/views/svc-view-<name>/` (class, styles, English messages, tag) and its
 *   test `test/views/<name>.test.ts`;
 * - its entry in `REGISTRY` (src/bootstrap/registry.ts) and its name in `CustomizationView`
 *   (src/core/views.ts);
 * - its title `view.<name>` in the English start catalog (catalogs/en-later.ts) and in each
 *   language's `start.<lang>.js`, and its messages in each language's `<name>.<lang>.js`, as the
 *   English text marked for translation: their keys are listed in
 *   `src/core/i18n/messages/needs-translation.js`, which the catalog test reads (it reports them,
 *   and fails once a listed message no longer holds the English);
 * - the import of its messages in test/elements/catalogs.test.ts, and the regenerated gatherers
 *   (scripts/messages.mjs).
 *
 * It changes nothing when the name is not kebab case or the view exists, and formats what it wrote.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sourceLanguages } from './messages.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path) => join(root, path);
const messagesDir = at('src/core/i18n/messages');
export const NEEDS_TRANSLATION = join(messagesDir, 'needs-translation.js');

/** `gift-wrap` → `GiftWrap`. */
const pascal = (name) =>
  name
    .split('-')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');
/** `gift-wrap` → `giftWrap`. */
const camel = (name) => pascal(name)[0].toLowerCase() + pascal(name).slice(1);
/** `gift-wrap` → `Gift wrap`. */
const sentence = (name) => name[0].toUpperCase() + name.slice(1).replaceAll('-', ' ');
const languageName = (lang) => new Intl.DisplayNames(['en'], { type: 'language' }).of(lang);

/** The views there are now, in `CustomizationView`'s order. */
function existingViews(source) {
  const union = source.match(/export type CustomizationView =([^;]*);/);
  if (!union) throw new Error('src/core/views.ts: no CustomizationView union');
  return [...union[1].matchAll(/'([\w-]+)'/g)].map((match) => match[1]);
}

/**
 * `text` with `insert` after the entry that starts with `start` (an entry may go on over more
 * lines: up to the line that ends it with `ending`).
 */
function insertAfter(text, file, start, insert, ending = ',') {
  const lines = text.split('\n');
  let index = lines.findIndex((line) => line.trimStart().startsWith(start));
  if (index < 0) throw new Error(`${file}: no line starts with ${start}`);
  while (!lines[index].trimEnd().endsWith(ending)) index += 1;
  lines.splice(index + 1, 0, insert);
  return lines.join('\n');
}

/** The English messages of the new view, by key. */
function englishMessages(name) {
  return {
    [`${name}.intro`]: '{product}: check the item, then add it to your cart.',
    [`${name}.add`]: 'Add to cart',
  };
}

const quote = (text) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const entries = (messages) =>
  Object.entries(messages)
    .map(([key, text]) => `  ${quote(key)}: ${quote(text)},`)
    .join('\n');

/** The files of the view's folder and its test, by path. */
function viewFiles(name) {
  const Name = pascal(name);
  const tag = `svc-view-${name}`;
  const folder = `src/views/${tag}`;
  return {
    [`${folder}/messages.ts`]: `/**
 * The ${name} view's messages (\`${name}.*\`), in English; each other language the widget ships has
 * them in \`src/core/i18n/messages/${name}.<lang>.js\`.
 */
import { defineMessages } from '../../core/i18n/localize.js';

const en = {
${entries(englishMessages(name))}
} as const;

export type ${Name}MessageKey = keyof typeof en;

defineMessages('${name}', en);
`,
    [`${folder}/${tag}.styles.ts`]: `import { css } from 'lit';

/** The ${name} view's own layout (the views' kit gives the body, fields and action bar). */
export const ${camel(name)}Styles = css\`
  [part~='intro'] {
    margin: 0;
  }
\`;
`,
    [`${folder}/${tag}.ts`]: `import type { CartItemAddPayload } from '@svc/sdk';
import { html, nothing } from 'lit';
import { SvcView, viewKitStyles } from '../view-kit.js';
import type { ${Name}MessageKey } from './messages.js';
import { ${camel(name)}Styles } from './${tag}.styles.js';

/**
 * @summary The ${name} view: shows the item and adds it as the page gave it.
 *
 * @csspart view-body - The view's content.
 * @csspart intro - What the shopper is asked here.
 * @csspart view-error - A failure of adding.
 * @csspart view-actions - The action bar.
 * @csspart submit-button - "Add to cart".
 */
export class SvcView${Name} extends SvcView<${Name}MessageKey> {
  static override styles = [...SvcView.styles, viewKitStyles, ${camel(name)}Styles];

  #submit(event: Event): void {
    event.preventDefault();
    const payload = this.customization?.payload;
    if (payload) void this.finish({ ...payload } as CartItemAddPayload);
  }

  override render() {
    const product = this.customization?.product?.name ?? '';
    return html\`<form @submit=\${(event: Event) => this.#submit(event)}>
      <div part="view-body">
        <p part="intro">\${this.t('${name}.intro', { product })}</p>
      </div>
      \${this.viewError ? html\`<p part="view-error" role="alert">\${this.viewError}</p>\` : nothing}
      <div part="view-actions">
        <button part="submit-button" type="submit" aria-busy=\${this.busy ? 'true' : 'false'}>
          \${this.t('${name}.add')}
        </button>
      </div>
    </form>\`;
  }
}
`,
    [`${folder}/index.ts`]: `import './messages.js';
import { SvcView${Name} } from './${tag}.js';

export { SvcView${Name} };

if (!customElements.get('${tag}')) customElements.define('${tag}', SvcView${Name});

declare global {
  interface HTMLElementTagNameMap {
    '${tag}': SvcView${Name};
  }
}
`,
    [`test/views/${name}.test.ts`]: `/**
 * The ${name} view: shown for an item, it says what it asks and adds the item as the page gave it.
 */
import { expect } from '@open-wc/testing';
import '../../src/views/${tag}/index.js';
import { waitFor } from '../elements/element-helpers.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { inView, partText } from './bundle-helpers.js';

/** A Sand mug (product 201), a leaf the cart takes as it is. */
const SAND_MUG = 201;

describe('${tag}', () => {
  const sandbox = setupWidget();

  const adds = async () =>
    (await sandbox().sent()).filter((r) => r.method === 'POST' && /^\\/carts\\/[^/]+\\/items$/.test(r.path));

  it('says what it asks, then adds the item as the page gave it', async () => {
    const svcCart = await startWidget();
    svcCart.open();
    svcCart.showCustomization({ view: '${name}', payload: { productId: SAND_MUG, quantity: 2 } });
    await waitFor(() => partText('${name}', 'submit-button') !== null, 'the ${name} view');
    expect(partText('${name}', 'submit-button')).to.equal('Add to cart');
    inView<HTMLButtonElement>('${name}', '[part~="submit-button"]')!.click();
    await waitFor(() => svcCart.cart!.items.some((item) => item.productId === SAND_MUG), 'the item added');
    expect((await adds()).map((request) => request.body)).to.deep.equal([{ productId: SAND_MUG, quantity: 2 }]);
  });
});
`,
  };
}

/** Reads the list of messages awaiting translation: `{ [lang]: key[] }`. */
export async function readNeedsTranslation(file = NEEDS_TRANSLATION) {
  if (!existsSync(file)) return {};
  return (await import(`${pathToFileURL(file).href}?${Date.now()}`)).default;
}

/** needs-translation.js's text: each language's keys, sorted. */
export function needsTranslationModule(byLanguage) {
  const langs = Object.keys(byLanguage).sort();
  return [
    '// The messages of each language that still hold the English text, by key: `npm run new:view`',
    '// writes them so; a translator fills a message in and takes its key out of this list. The',
    '// catalog test (test/elements/catalogs.test.ts) reports them, and fails on a listed message that',
    '// no longer holds the English. Not part of the widget.',
    'export default {',
    ...langs.map(
      (lang) =>
        `  ${lang}: [${[...new Set(byLanguage[lang])]
          .sort()
          .map((key) => `'${key}'`)
          .join(', ')}],`,
    ),
    '};',
    '',
  ].join('\n');
}

async function main(name) {
  if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name))
    throw new Error(`new:view: the name must be kebab case, such as gift-wrap (got ${JSON.stringify(name)})`);
  const views = readFileSync(at('src/core/views.ts'), 'utf8');
  const known = existingViews(views);
  const files = viewFiles(name);
  const taken = Object.keys(files).filter((path) => existsSync(at(path)));
  if (known.includes(name) || taken.length)
    throw new Error(
      `new:view: the view ${name} exists already (${[...taken, 'src/core/views.ts'].join(', ')})`,
    );
  const last = known.at(-1);
  const title = sentence(name);
  const langs = sourceLanguages();
  const written = [];
  const write = (path, text) => {
    mkdirSync(join(at(path), '..'), { recursive: true });
    writeFileSync(at(path), text);
    written.push(path);
  };
  /** Every edit is worked out first, so a failure writes nothing. */
  const edits = {};
  const edit = (path, change) => (edits[path] = change(edits[path] ?? readFileSync(at(path), 'utf8'), path));

  edit('src/core/views.ts', (text) => text.replace(`  | '${last}';`, `  | '${last}'\n  | '${name}';`));
  edit('src/bootstrap/registry.ts', (text, file) =>
    insertAfter(
      text,
      file,
      `'svc-view-${last}':`,
      `  'svc-view-${name}': () => import('../views/svc-view-${name}/index.js'),`,
    ),
  );
  edit('src/core/i18n/catalogs/en-later.ts', (text, file) =>
    insertAfter(text, file, `'view.${last}':`, `  'view.${name}': ${quote(title)},`),
  );
  edit('test/elements/catalogs.test.ts', (text, file) =>
    insertAfter(
      text,
      file,
      `import '../../src/views/svc-view-${last}/messages.js';`,
      `import '../../src/views/svc-view-${name}/messages.js';`,
      ';',
    ),
  );
  const marked = await readNeedsTranslation();
  const keys = [`view.${name}`, ...Object.keys(englishMessages(name))];
  for (const lang of langs) {
    edit(`src/core/i18n/messages/start.${lang}.js`, (text, file) =>
      insertAfter(text, file, `'view.${last}':`, `  'view.${name}': ${quote(title)}, // TODO(translate)`),
    );
    marked[lang] = [...(marked[lang] ?? []), ...keys];
  }

  for (const [path, text] of Object.entries(edits)) write(path, text);
  for (const [path, text] of Object.entries(files)) write(path, text);
  for (const lang of langs)
    write(
      `src/core/i18n/messages/${name}.${lang}.js`,
      [
        `// The ${name} messages in ${languageName(lang)} (the English: src/views/svc-view-${name}/messages.ts). Loaded only when ${languageName(lang)} is in use.`,
        '// TODO(translate): the English text until a translator fills it in (needs-translation.js lists these keys).',
        'export default {',
        entries(englishMessages(name)),
        '};',
        '',
      ].join('\n'),
    );
  write(relative(root, NEEDS_TRANSLATION), needsTranslationModule(marked));

  execFileSync(process.execPath, [at('scripts/messages.mjs')], { cwd: root, stdio: 'inherit' });
  execFileSync(process.execPath, [at('node_modules/prettier/bin/prettier.cjs'), '--write', ...written], {
    cwd: root,
    stdio: 'ignore',
  });
  console.log(`new:view ${name}: wrote ${written.length} files\n  ${written.join('\n  ')}`);
  console.log(
    `${keys.length} messages await translation in each of ${langs.length} languages (src/core/i18n/messages/needs-translation.js).`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv[2]).catch((error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}
