// The generated references and the package contents: docs/sdk-reference.md and the elements
// section of docs/widget-reference.md match their sources, the widget reference lists exactly the
// public methods of SvcCart, the built manifest describes every element, and `npm pack` publishes
// the built files only.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import {
  customElements,
  ELEMENT_FOLDERS,
  SDK_REFERENCE,
  sdkReference,
  sourceManifest,
  WIDGET_REFERENCE,
  widgetReference,
} from '../../scripts/reference.mjs';

const MANIFEST = 'dist/cart/custom-elements.json';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The public methods of the SvcCart class: not `#private`, not `private`, not `@internal`. */
function svcCartMethods() {
  const file = 'src/controller/svc-cart.ts';
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const classNode = source.statements.find(
    (node) => ts.isClassDeclaration(node) && node.name?.text === 'SvcCart',
  );
  const all = new Set();
  const documented = new Set();
  for (const member of classNode.members) {
    if (!ts.isMethodDeclaration(member) || ts.isPrivateIdentifier(member.name)) continue;
    if (ts.getCombinedModifierFlags(member) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected))
      continue;
    const name = member.name.getText();
    all.add(name);
    if (!ts.getJSDocTags(member).some((tag) => tag.tagName.text === 'internal')) documented.add(name);
  }
  return { all, documented };
}

/** The method names in the first column of the table under "## Methods". */
function listedMethods() {
  const text = readFileSync(WIDGET_REFERENCE, 'utf8');
  const section = text.split(/^## /m).find((part) => part.startsWith('Methods\n'));
  if (!section) throw new Error(`${WIDGET_REFERENCE} has no "## Methods" section`);
  const names = [];
  for (const line of section.split('\n')) {
    const first = /^\| `(?:SvcCart\.)?(\w+)\(/.exec(line);
    if (first) names.push(first[1]);
  }
  return names;
}

/** The lists of src/ui/parts.ts (compiled on the fly: it imports nothing), each as an array of names. */
async function partLists() {
  const source = readFileSync('src/ui/parts.ts', 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const lists = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
  return Object.fromEntries(Object.entries(lists).map(([name, value]) => [name, value.split(', ')]));
}

/** Tags defined in the widget's sources (`customElements.define('svc-…', …)`). */
function definedTags() {
  const tags = new Set();
  for (const folder of ['src']) {
    for (const file of readdirSync(folder, { recursive: true }).map(String)) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const text = readFileSync(`${folder}/${file}`, 'utf8');
      for (const match of text.matchAll(/customElements\.define\(\s*'(svc-[\w-]+)'/g)) tags.add(match[1]);
    }
  }
  return tags;
}

function packedFiles(cwd) {
  const out = execFileSync(npm, ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(out)[0].files.map((file) => file.path);
}

export default async ({ check, assert }) => {
  await check(
    'docs/sdk-reference.md and docs/widget-reference.md are what npm run docs:reference writes',
    async () => {
      const expected = [
        [SDK_REFERENCE, sdkReference()],
        [WIDGET_REFERENCE, widgetReference()],
      ];
      for (const [file, text] of expected) {
        assert(existsSync(file), `${file} is missing: run npm run docs:reference`);
        assert(readFileSync(file, 'utf8') === text, `${file} is stale: run npm run docs:reference`);
      }
    },
  );

  await check(
    'the SDK reference has every namespace method, the config fields and the error classes',
    async () => {
      const text = readFileSync(SDK_REFERENCE, 'utf8');
      for (const heading of [
        '### `Svc.init(config: SvcConfig): Promise<SvcClient>`',
        '#### `cart.addItem(payload: CartItemAddPayload, params?: CartResourceParams | null): Promise<Cart>`',
        '#### `auth.checkAuthenticated(token?: string): Promise<boolean>`',
        '### `SvcTimeoutError`',
        '| `apiKey` | `string` | Storefront API key, from the shop admin (API keys). Required. |',
      ]) {
        assert(text.includes(heading), `${SDK_REFERENCE} lacks ${heading}`);
      }
      // The method names by namespace, as the SDK lists them (sdk/src/http/operations.ts).
      const methods = readFileSync('sdk/src/http/operations.ts', 'utf8');
      const table = /const NAMESPACE_METHODS = {([\s\S]*?)\n}/.exec(methods)[1];
      for (const [, namespace, list] of table.matchAll(/(\w+): \[([^\]]*)\]/g)) {
        for (const method of list.match(/\w+/g)) {
          assert(
            text.includes(`#### \`${namespace}.${method}(`),
            `${SDK_REFERENCE} lacks ${namespace}.${method}`,
          );
        }
      }
      assert(
        !/#[a-z]\w*\(/.test(text.replace(/\]\(#[^)]*\)/g, '')),
        'private members leaked into the SDK reference',
      );
    },
  );

  await check('the widget reference lists exactly the public methods of SvcCart', async () => {
    const { all, documented } = svcCartMethods();
    const listed = listedMethods();
    const missing = [...documented].filter((name) => !listed.includes(name));
    const unknown = listed.filter((name) => !all.has(name));
    assert(missing.length === 0, `${WIDGET_REFERENCE} Methods lacks: ${missing.join(', ')}`);
    assert(
      unknown.length === 0,
      `${WIDGET_REFERENCE} Methods lists what SvcCart lacks: ${unknown.join(', ')}`,
    );
    assert(new Set(listed).size === listed.length, `a method is listed twice: ${listed.join(', ')}`);
  });

  await check('the built custom-elements manifest lists every svc-* tag with its parts', async () => {
    if (!existsSync(MANIFEST)) execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'pipe' });
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
    const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
    assert(pkg.customElements === MANIFEST, `package.json customElements is ${pkg.customElements}`);
    const elements = new Map(customElements(manifest).map((element) => [element.tagName, element]));
    // The built manifest names the shipped script (82-framework-types checks it); the sources'.
    const sources = new Map(
      customElements(sourceManifest()).map((element) => [element.tagName, element.path]),
    );
    const tags = definedTags();
    assert(tags.size >= 27, `only ${tags.size} tags found in src`);
    for (const tag of tags) {
      const element = elements.get(tag);
      assert(element, `${MANIFEST} lacks <${tag}>`);
      assert(element.summary, `<${tag}> has no @summary`);
      assert(element.cssParts?.length, `<${tag}> lists no parts`);
      // Every part the element's own template names is documented.
      const source = readFileSync(sources.get(tag), 'utf8');
      const used = new Set(
        [...source.matchAll(/\bpart="([^"$]+)"/g)].flatMap((match) => match[1].trim().split(/\s+/)),
      );
      const documented = new Set(element.cssParts.map((part) => part.name));
      const undocumented = [...used].filter((part) => !documented.has(part));
      assert(undocumented.length === 0, `<${tag}> parts without @csspart: ${undocumented.join(', ')}`);
      assert(
        ELEMENT_FOLDERS.some((folder) => sources.get(tag).startsWith(`${folder}/`)),
        sources.get(tag),
      );
    }
    for (const tag of elements.keys())
      assert(tags.has(tag), `${MANIFEST} lists <${tag}>, which src never defines`);
    const root = elements.get('svc-cart-root');
    assert(
      root.cssParts.some((part) => part.name === 'panel') &&
        root.cssProperties.some((property) => property.name === '--svc-accent'),
      'svc-cart-root lacks its panel part or --svc-accent',
    );
    const contact = elements.get('svc-checkout-contact');
    assert(
      contact.events?.some((event) => event.name === 'svc-cart:social-sign-in'),
      'svc-checkout-contact lacks its svc-cart:social-sign-in event',
    );
    const internalState = elements.get('svc-view-gift').attributes ?? [];
    assert(
      internalState.length === 0,
      `reactive state listed as attributes: ${JSON.stringify(internalState)}`,
    );
    const json = JSON.stringify(manifest);
    assert(
      !json.includes('"name":"#') && !json.includes('"privacy":"private"'),
      'private members in the manifest',
    );
  });

  await check(
    'the parts the drawer forwards (src/ui/parts.ts) are the ones its elements document: the panel’s exactly, every view part by the customization element',
    async () => {
      const parts = await partLists();
      const documented = new Map(
        customElements(sourceManifest()).map((element) => [
          element.tagName,
          (element.cssParts ?? []).map((part) => part.name),
        ]),
      );
      const panel = [...documented.get('svc-cart-panel')].sort();
      assert(
        JSON.stringify(panel) === JSON.stringify([...parts.PANEL_OWN_PARTS].sort()),
        `<svc-cart-panel> documents ${panel.join(', ')}; PANEL_OWN_PARTS is ${parts.PANEL_OWN_PARTS.join(', ')}`,
      );
      const customization = new Set(documented.get('svc-cart-customization'));
      const missing = parts.CUSTOMIZATION_PARTS.filter((part) => !customization.has(part));
      assert(missing.length === 0, `<svc-cart-customization> does not document ${missing.join(', ')}`);
      assert(
        parts.PANEL_PARTS.length === new Set(parts.PANEL_PARTS).size,
        `PANEL_PARTS names a part twice: ${parts.PANEL_PARTS.join(', ')}`,
      );
    },
  );

  await check('npm pack publishes the built widget and SDK files only', async () => {
    const forbidden = (file) =>
      /^(test|sandbox|demo|scripts|src|docs|public|\.ci)\//.test(file) ||
      /\.test\.[jt]s$/.test(file) ||
      file === 'tsconfig.json';
    const widget = packedFiles('.');
    for (const file of [
      'package.json',
      'README.md',
      'CHANGELOG.md',
      'LICENSE',
      'dist/cart/cart-widget.js',
      'dist/cart/custom-elements.json',
      'dist/index.js',
      'dist/types/index.d.ts',
      'dist/types/cart-widget.d.ts',
    ]) {
      assert(widget.includes(file), `the widget package lacks ${file}: ${widget.join(', ')}`);
    }
    // The script's folder, the package's types, its runtime modules, the editor data and the
    // top-level files.
    const runtime = new Set([
      'dist/index.js',
      'dist/react.js',
      'dist/vue.js',
      'dist/svelte.js',
      'dist/vscode.html-custom-data.json',
      'dist/web-types.json',
    ]);
    const shipped = (file) =>
      file.startsWith('dist/cart/') ||
      file.startsWith('dist/types/') ||
      runtime.has(file) ||
      !file.includes('/');
    const strayWidget = widget.filter((file) => forbidden(file) || !shipped(file));
    assert(strayWidget.length === 0, `the widget package holds ${strayWidget.join(', ')}`);
    const sdk = packedFiles('sdk');
    for (const file of [
      'package.json',
      'API.md',
      'LICENSE',
      'dist/index.js',
      'dist/index.d.ts',
      'dist/svc.min.js',
      'src/index.ts',
    ]) {
      assert(sdk.includes(file), `the SDK package lacks ${file}: ${sdk.join(', ')}`);
    }
    // The SDK ships its TypeScript sources too (`src/`): its source maps and declaration maps
    // name them, and so does the `svc-source` condition of its exports (docs/decisions.md).
    const straySdk = sdk.filter(
      (file) => (forbidden(file) && !file.startsWith('src/')) || !/^(dist\/|src\/|[^/]+$)/.test(file),
    );
    assert(straySdk.length === 0, `the SDK package holds ${straySdk.join(', ')}`);
  });
};
