#!/usr/bin/env node
// `npm run docs:reference`: writes docs/sdk-reference.md from the SDK's TypeScript (compiler API)
// and the elements section of docs/widget-reference.md from the custom-elements manifest, which
// it builds in memory from the JSDoc headers (no build needed; `sourceManifest()`, whose module
// paths are the `src/` files). `npm run build` writes the same manifest, with the paths of the
// shipped files instead, to dist/cart/custom-elements.json through `elementsManifest()`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { create, ts as cemTs } from '@custom-elements-manifest/analyzer/index.js';
import { litPlugin } from '@custom-elements-manifest/analyzer/src/features/framework-plugins/lit/lit.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const at = (path) => resolve(ROOT, path);

export const SDK_REFERENCE = 'docs/sdk-reference.md';
export const WIDGET_REFERENCE = 'docs/widget-reference.md';
const ELEMENTS_START = '<!-- elements:start -->';
const ELEMENTS_END = '<!-- elements:end -->';

// ------------------------------------------------------------------ custom-elements manifest

/** The folders of the widget's elements, in the order the reference lists them. */
export const ELEMENT_FOLDERS = [
  'src/elements',
  'src/views',
  'src/checkout',
  'src/portal',
  'src/storefront',
  'src/debug',
];

/** The element sources the manifest is built from: every non-test `.ts` file under those folders. */
export function elementSources() {
  return ELEMENT_FOLDERS.flatMap((folder) =>
    readdirSync(at(folder), { recursive: true })
      .map((file) => `${folder}/${String(file).split('\\').join('/')}`)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts')),
  ).sort();
}

/**
 * Reactive state (`static properties = { x: { state: true } }`) is internal: the Lit plugin would
 * list it as public attributes and fields, so it is taken out again here.
 */
function reactiveStatePlugin() {
  const stateByClass = new Map();
  return {
    name: 'svc-reactive-state',
    analyzePhase({ ts: api, node, moduleDoc }) {
      if (!api.isClassDeclaration(node) || !node.name) return;
      const names = [];
      for (const member of node.members) {
        const isStatic = member.modifiers?.some((m) => m.kind === api.SyntaxKind.StaticKeyword);
        if (!isStatic || member.name?.getText() !== 'properties') continue;
        const object = member.initializer;
        if (!object || !api.isObjectLiteralExpression(object)) continue;
        for (const property of object.properties) {
          if (!api.isPropertyAssignment(property) || !api.isObjectLiteralExpression(property.initializer))
            continue;
          const isState = property.initializer.properties.some(
            (option) =>
              api.isPropertyAssignment(option) &&
              option.name.getText() === 'state' &&
              option.initializer.kind === api.SyntaxKind.TrueKeyword,
          );
          if (isState) names.push(property.name.getText());
        }
      }
      if (names.length) stateByClass.set(`${moduleDoc.path}#${node.name.getText()}`, new Set(names));
    },
    moduleLinkPhase({ moduleDoc }) {
      for (const declaration of moduleDoc.declarations) {
        const state = stateByClass.get(`${moduleDoc.path}#${declaration.name}`);
        if (!state) continue;
        declaration.members = declaration.members?.filter((member) => !state.has(member.name));
        declaration.attributes = declaration.attributes?.filter((attribute) => !state.has(attribute.name));
      }
    },
  };
}

const isPrivate = (member) => member.privacy === 'private' || member.name?.startsWith('#');

/** The manifest of the sources, built once per process (`sourceManifest()` hands out copies). */
let analyzed;

/**
 * The manifest of the widget's elements as the sources declare them: one module per `src/` file.
 * Only modules with classes or tag definitions are kept, private members are left out, and
 * definitions point at the class's own module. The docs and the framework types read this one.
 */
export function sourceManifest() {
  analyzed ??= analyze();
  return structuredClone(analyzed);
}

function analyze() {
  const files = elementSources();
  const modules = files.map((file) =>
    cemTs.createSourceFile(file, readFileSync(at(file), 'utf8'), cemTs.ScriptTarget.ES2022, true),
  );
  const manifest = create({
    modules,
    plugins: [...litPlugin(), reactiveStatePlugin()],
    context: { dev: false },
  });
  const known = new Set(files);
  const modulePath = (path) => {
    const source = path.replace(/^\//, '').replace(/\.js$/, '.ts');
    return known.has(source) ? source : path;
  };
  // Element classes and the classes they extend (view and step bases); no other helpers.
  const classes = manifest.modules.flatMap((module) => module.declarations);
  const kept = new Set(classes.filter((declaration) => declaration.customElement).map((d) => d.name));
  for (let size = 0; size !== kept.size;) {
    size = kept.size;
    for (const declaration of classes) {
      if (kept.has(declaration.name) && declaration.superclass?.name) kept.add(declaration.superclass.name);
    }
  }
  manifest.modules = manifest.modules
    .map((module) => {
      const declarations = module.declarations.filter(
        (declaration) => declaration.kind === 'class' && kept.has(declaration.name),
      );
      const names = new Set(declarations.map((declaration) => declaration.name));
      for (const declaration of declarations) {
        declaration.members = declaration.members?.filter((member) => !isPrivate(member));
        if (!declaration.members?.length) delete declaration.members;
        if (!declaration.attributes?.length) delete declaration.attributes;
      }
      const exports = (module.exports ?? [])
        .filter((entry) => entry.kind === 'custom-element-definition' || names.has(entry.declaration?.name))
        .map((entry) =>
          entry.kind === 'custom-element-definition'
            ? {
                ...entry,
                declaration: { ...entry.declaration, module: modulePath(entry.declaration.module) },
              }
            : entry,
        );
      return { ...module, declarations, exports };
    })
    .filter((module) => module.declarations.length || module.exports.length);
  return manifest;
}

/** The one file of the package that defines the elements: every tag's code loads through it. */
export const SHIPPED_MODULE = 'dist/cart/cart-widget.js';

/** A reference's `module` (a superclass, an inherited member's origin) named as shipped. */
function shippedReferences(value) {
  if (Array.isArray(value)) return value.map(shippedReferences);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === 'module' && typeof inner === 'string' ? SHIPPED_MODULE : shippedReferences(inner),
    ]),
  );
}

/**
 * The manifest as the package ships it (dist/cart/custom-elements.json): one module, the widget's
 * script `dist/cart/cart-widget.js` (a path from the package's root), holding every declaration,
 * with a tag definition for each element. The sources' paths are left out: the package ships no
 * `src/`, and the script's lazily loaded chunks are named by content hash and loaded by the script
 * itself, so none of them is a module a page would name. The classes are exported as types only
 * (`dist/types/index.d.ts`), so the module lists no JavaScript exports.
 */
export function elementsManifest(manifest = sourceManifest()) {
  const declarations = manifest.modules.flatMap((module) => module.declarations);
  // A definition of a tag whose class is among the declarations (not a `define(tag, element)` of
  // a helper whose arguments the analyzer cannot follow).
  const tags = new Set(declarations.map((declaration) => `${declaration.tagName}#${declaration.name}`));
  const definitions = manifest.modules.flatMap((module) =>
    module.exports.filter(
      (entry) =>
        entry.kind === 'custom-element-definition' && tags.has(`${entry.name}#${entry.declaration.name}`),
    ),
  );
  const module = { kind: 'javascript-module', path: SHIPPED_MODULE, declarations, exports: definitions };
  return { ...manifest, modules: [shippedReferences(module)] };
}

/** The custom elements of a manifest with their module path, in reference order. */
export function customElements(manifest) {
  const elements = manifest.modules.flatMap((module) =>
    module.declarations
      .filter((declaration) => declaration.customElement && declaration.tagName)
      .map((declaration) => ({ ...declaration, path: module.path })),
  );
  const rank = (element) => ELEMENT_FOLDERS.findIndex((folder) => element.path.startsWith(`${folder}/`));
  return elements.sort((a, b) => rank(a) - rank(b) || a.tagName.localeCompare(b.tagName));
}

// ------------------------------------------------------------------ markdown helpers

/** JSDoc text as Markdown: lines of one paragraph joined, paragraphs and list items kept. */
function prose(text) {
  return (text ?? '')
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .reduce(
          (out, line) =>
            /^[-*] |^\d+\. /.test(line) && out ? `${out}\n${line}` : out ? `${out} ${line}` : line,
          '',
        ),
    )
    .join('\n\n');
}

/** Text for one table cell. */
const cell = (text) => prose(text).replace(/\n+/g, ' ') || ' ';
const code = (text) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);
/** A one-line form of type text written over several lines. */
const oneLine = (text) =>
  text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\{ /g, '{ ')
    .replace(/;\s*}/g, ' }')
    .replace(/,\s*([)\]}>])/g, '$1');

function table(head, rows) {
  if (!rows.length) return '';
  // A `|` inside a cell, code spans included, must be escaped in a GitHub table.
  const escape = (text) => text.replace(/(?<!\\)\|/g, '\\|');
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ].join('\n');
}

// ------------------------------------------------------------------ widget reference: elements

function elementSection(element) {
  const out = [`### \`<${element.tagName}>\``, '', prose(element.summary ?? element.description)];
  out.push('', `Class \`${element.name}\`, source \`${element.path}\`.`);
  const blocks = [
    [
      'Slots',
      ['Slot', 'Description'],
      (element.slots ?? []).map((s) => [s.name ? code(s.name) : '(default)', cell(s.description)]),
    ],
    [
      'Parts',
      ['Part', 'Description'],
      (element.cssParts ?? []).map((p) => [code(p.name), cell(p.description)]),
    ],
    [
      'CSS custom properties',
      ['Property', 'Description'],
      (element.cssProperties ?? []).map((p) => [code(p.name), cell(p.description)]),
    ],
    [
      'Events',
      ['Event', 'Description'],
      (element.events ?? []).map((e) => [code(e.name), cell(e.description)]),
    ],
    [
      'Attributes',
      ['Attribute', 'Description'],
      (element.attributes ?? []).map((a) => [code(a.name), cell(a.description)]),
    ],
  ];
  for (const [title, head, rows] of blocks) {
    if (rows.length) out.push('', `**${title}**`, '', table(head, rows));
  }
  return out.join('\n');
}

/** The generated part of the widget reference, between the two markers. */
export function elementsSection(manifest = sourceManifest()) {
  const elements = customElements(manifest);
  const lines = [
    ELEMENTS_START,
    '',
    "<!-- Generated by `npm run docs:reference` from the elements' JSDoc headers; do not edit. -->",
    '',
    `${elements.length} elements. Tags: ${elements.map((element) => code(element.tagName)).join(', ')}.`,
  ];
  for (const element of elements) lines.push('', elementSection(element));
  lines.push('', ELEMENTS_END);
  return lines.join('\n');
}

/** The widget reference with its elements section regenerated (the rest is kept as written). */
export function widgetReference(current = readFileSync(at(WIDGET_REFERENCE), 'utf8'), manifest) {
  const start = current.indexOf(ELEMENTS_START);
  const end = current.indexOf(ELEMENTS_END);
  if (start < 0 || end < start)
    throw new Error(`${WIDGET_REFERENCE} lacks the ${ELEMENTS_START} … ${ELEMENTS_END} markers`);
  return current.slice(0, start) + elementsSection(manifest) + current.slice(end + ELEMENTS_END.length);
}

// ------------------------------------------------------------------ SDK reference

/** Operation → route, from the table in sdk/API.md (which a test keeps equal to the route table). */
function apiRoutes() {
  const routes = new Map();
  for (const line of readFileSync(at('sdk/API.md'), 'utf8').split('\n')) {
    const match = /^\| `([\w.]+)` \| (\w+) \| `([^`]+)` \| ([^|]*)\|/.exec(line);
    if (match) routes.set(match[1], { method: match[2], path: match[3], auth: match[4].trim() });
  }
  return routes;
}

function sdkProgram() {
  const entry = at('sdk/src/index.ts');
  const program = ts.createProgram([entry], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  return { program, checker: program.getTypeChecker(), source: program.getSourceFile(entry) };
}

const isInternal = (node) => ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'internal');
const isHidden = (member) =>
  (member.name && ts.isPrivateIdentifier(member.name)) ||
  ts.getCombinedModifierFlags(member) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected) ||
  isInternal(member);

/** The JSDoc comment written on a node (tags left out). */
function docOf(node) {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const doc = docs.at(-1);
  if (!doc?.comment) return '';
  return prose(typeof doc.comment === 'string' ? doc.comment : ts.getTextOfJSDocComment(doc.comment));
}

function typeText(checker, node) {
  if (node.type) return oneLine(node.type.getText());
  return checker.typeToString(checker.getTypeAtLocation(node), node, ts.TypeFormatFlags.NoTruncation);
}

function parameters(checker, fn) {
  return fn.parameters
    .map((parameter) => {
      const name = parameter.name.getText();
      const rest = parameter.dotDotDotToken ? '...' : '';
      const optional = parameter.questionToken ? '?' : '';
      const type = parameter.type ? oneLine(parameter.type.getText()) : typeText(checker, parameter);
      const fallback = parameter.initializer ? ` = ${parameter.initializer.getText()}` : '';
      return `${rest}${name}${optional}: ${type}${fallback}`;
    })
    .join(', ');
}

function returnType(checker, fn) {
  if (fn.type) return oneLine(fn.type.getText());
  const signature = checker.getSignatureFromDeclaration(fn);
  return signature
    ? checker.typeToString(signature.getReturnType(), fn, ts.TypeFormatFlags.NoTruncation)
    : 'void';
}

function signature(checker, name, fn) {
  const generics = fn.typeParameters?.length
    ? `<${fn.typeParameters.map((p) => p.getText()).join(', ')}>`
    : '';
  return `${name}${generics}(${parameters(checker, fn)}): ${returnType(checker, fn)}`;
}

/** The declaration an identifier stands for, through imports and re-exports. */
function declarationOf(checker, identifier) {
  let symbol =
    checker.getShorthandAssignmentValueSymbol(identifier.parent) ?? checker.getSymbolAtLocation(identifier);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.declarations?.[0];
}

/** The interface or class a type reference names. */
function declarationOfType(checker, typeNode) {
  const symbol = checker.getTypeAtLocation(typeNode).getSymbol();
  return symbol?.declarations?.find((d) => ts.isClassDeclaration(d)) ?? symbol?.declarations?.[0];
}

function fieldsTable(checker, members) {
  const rows = members
    .filter(
      (member) => (ts.isPropertySignature(member) || ts.isPropertyDeclaration(member)) && !isHidden(member),
    )
    .map((member) => {
      const optional = member.questionToken ? '?' : '';
      const readonly = ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Readonly ? 'readonly ' : '';
      return [
        code(`${readonly}${member.name.getText()}${optional}`),
        code(typeText(checker, member)),
        cell(docOf(member)),
      ];
    });
  return table(['Field', 'Type', 'Description'], rows);
}

function methodsOf(checker, classNode, prefix, routes, heading) {
  const out = [];
  for (const member of classNode.members) {
    if (!ts.isMethodDeclaration(member) || isHidden(member)) continue;
    const name = member.name.getText();
    const isStatic = ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Static;
    out.push(
      '',
      `${heading} \`${signature(checker, `${isStatic ? classNode.name.getText() : prefix}.${name}`, member)}\``,
    );
    const doc = docOf(member);
    if (doc) out.push('', doc);
    const route = routes.get(`${prefix}.${name}`);
    if (route) {
      const auth = route.auth ? `, needs a signed-in ${route.auth}` : '';
      out.push(
        '',
        `Operation \`${prefix}.${name}\`: \`${route.method} ${route.path}\`${auth} ([routes](../sdk/API.md)).`,
      );
    }
  }
  return out;
}

function classHeader(classNode) {
  const heritage = classNode.heritageClauses?.map((clause) => clause.getText()).join(' ');
  return `\`class ${classNode.name.getText()}${heritage ? ` ${heritage}` : ''}\``;
}

/** Interfaces merged into a class (`interface CartModel extends Partial<Cart> {}`): its data fields. */
function mergedData(classNode) {
  const symbolDeclarations = classNode.parent.statements.filter(
    (statement) =>
      ts.isInterfaceDeclaration(statement) && statement.name.getText() === classNode.name.getText(),
  );
  return symbolDeclarations.flatMap((declaration) =>
    (declaration.heritageClauses ?? []).flatMap((clause) => clause.types.map((type) => type.getText())),
  );
}

/** docs/sdk-reference.md as a string. */
export function sdkReference() {
  const { checker, source } = sdkProgram();
  const routes = apiRoutes();
  const statement = (name) => {
    for (const node of source.statements) {
      if (!ts.isExportDeclaration(node) || !node.exportClause || !ts.isNamedExports(node.exportClause))
        continue;
      const element = node.exportClause.elements.find((e) => e.name.getText() === name);
      if (element) return declarationOf(checker, element.name);
    }
    throw new Error(`sdk/src/index.ts does not export ${name}`);
  };

  const svcDeclaration = source.statements
    .filter(ts.isVariableStatement)
    .flatMap((s) => s.declarationList.declarations)
    .find((d) => d.name.getText() === 'Svc');
  const svcObject = svcDeclaration.initializer.arguments[0];
  const svcMembers = svcObject.properties.map((property) => ({
    name: property.name.getText(),
    declaration: declarationOf(checker, property.name),
  }));

  const out = [
    '# `@svc/sdk` reference',
    '',
    '<!-- Generated by `npm run docs:reference` from sdk/src (TypeScript); do not edit. -->',
    '',
    'Every public function, class and method of the SDK, with its signature as written in',
    '`sdk/src/` and its documentation comment. The HTTP method and path of each operation are in',
    '[`sdk/API.md`](../sdk/API.md); the widget is described in [widget-reference.md](widget-reference.md).',
    '',
    '```ts',
    "import Svc, { isSvcApiError, type SvcConfig } from '@svc/sdk';",
    '',
    'async function start(): Promise<void> {',
    "  const config: SvcConfig = { apiKey: '<API_KEY>', loadCart: true };",
    '  const client = await Svc.init(config);',
    '  try {',
    '    const cart = await client.cart.addItem({ productId: 101, quantity: 1 });',
    '    console.log(cart.total, client.VERSION);',
    '  } catch (error) {',
    '    if (isSvcApiError(error)) console.log(error.code, error.fieldErrors);',
    '    else throw error;',
    '  }',
    '}',
    'void start();',
    '```',
    '',
    '## `Svc`',
    '',
    docOf(svcDeclaration.parent.parent) || '',
    '',
    `Members: ${svcMembers.map((m) => code(m.name)).join(', ')}. The default export; each is also a named export.`,
  ];

  const errorClasses = [];
  const guards = [];
  for (const { name, declaration } of svcMembers) {
    if (ts.isClassDeclaration(declaration)) {
      errorClasses.push(declaration);
      continue;
    }
    if (
      ts.isVariableDeclaration(declaration) &&
      declaration.initializer &&
      ts.isArrowFunction(declaration.initializer)
    ) {
      guards.push({ name, fn: declaration.initializer, declaration });
      continue;
    }
    if (ts.isFunctionDeclaration(declaration)) {
      out.push('', `### \`${signature(checker, `Svc.${name}`, declaration)}\``);
      const doc = docOf(declaration);
      if (doc) out.push('', doc);
      continue;
    }
    const type = checker.getBaseTypeOfLiteralType(checker.getTypeAtLocation(declaration));
    out.push('', `### \`Svc.${name}: ${checker.typeToString(type)}\``);
    const doc = docOf(declaration.parent?.parent ?? declaration) || docOf(declaration);
    out.push('', doc || `The package version, as in \`sdk/package.json\`.`);
  }

  // Functions that are named exports only (not members of `Svc`).
  out.push('', '## Other exports', '', 'Named exports of `@svc/sdk` that are not members of `Svc`.');
  for (const name of ['preloadNamespaces']) {
    const declaration = statement(name);
    out.push('', `### \`${signature(checker, name, declaration)}\``, '', docOf(declaration));
  }

  // Config
  const config = statement('SvcConfig');
  out.push('', '## `SvcConfig`', '', docOf(config), '', fieldsTable(checker, config.members));

  // Client
  const clientClass = statement('SvcClient');
  out.push('', '## `SvcClient`', '', docOf(clientClass), '', classHeader(clientClass), '');
  const namespaceMembers = clientClass.members.filter(
    (member) =>
      ts.isPropertyDeclaration(member) &&
      !isHidden(member) &&
      member.type &&
      ts.isTypeReferenceNode(member.type) &&
      ts.isClassDeclaration(declarationOfType(checker, member.type)),
  );
  const namespaceNames = new Set(namespaceMembers.map((member) => member.name.getText()));
  out.push(
    fieldsTable(
      checker,
      clientClass.members.filter((member) => !namespaceNames.has(member.name?.getText())),
    ),
  );
  const clientConfig = declarationOfType(
    checker,
    clientClass.members.find((member) => member.name?.getText() === 'config').type,
  );
  out.push(
    '',
    `**\`${clientConfig.name.getText()}\`**: ${docOf(clientConfig)}`,
    '',
    fieldsTable(checker, clientConfig.members),
  );
  out.push(...methodsOf(checker, clientClass, 'client', routes, '###'));

  // Namespaces
  out.push(
    '',
    '## Namespaces',
    '',
    `${namespaceMembers.length} namespaces, each a property of the client: ${namespaceMembers
      .map((member) => `[\`${member.name.getText()}\`](#client${member.name.getText().toLowerCase()})`)
      .join(', ')}.`,
  );
  for (const member of namespaceMembers) {
    const name = member.name.getText();
    const classNode = declarationOfType(checker, member.type);
    out.push('', `### \`client.${name}\``, '', `${classHeader(classNode)}: ${docOf(classNode)}`);
    const data = mergedData(classNode);
    if (data.length)
      out.push('', `It also carries the fields of ${data.map(code).join(', ')} (see \`sdk/src/types/\`).`);
    const fields = fieldsTable(checker, classNode.members);
    if (fields) out.push('', fields);
    out.push(...methodsOf(checker, classNode, name, routes, '####'));
  }

  // Errors
  out.push(
    '',
    '## Errors',
    '',
    docOf(errorClasses.find((c) => c.name.getText() === 'SvcError')) ||
      'Every rejection of the SDK is one of these classes.',
  );
  for (const errorClass of errorClasses) {
    out.push('', `### \`${errorClass.name.getText()}\``, '', classHeader(errorClass));
    const constructor = errorClass.members.find(ts.isConstructorDeclaration);
    if (constructor)
      out.push('', `\`new ${errorClass.name.getText()}(${parameters(checker, constructor)})\``);
    const doc = docOf(errorClass);
    if (doc && errorClass.name.getText() !== 'SvcError') out.push('', doc);
    const fields = fieldsTable(checker, errorClass.members);
    if (fields) out.push('', fields);
  }
  out.push('', '### Guards', '');
  out.push(
    table(
      ['Guard', 'Description'],
      guards.map(({ name, fn, declaration }) => [
        code(signature(checker, name, fn)),
        cell(
          docOf(declaration.parent.parent) ||
            `True when the value is a \`${returnType(checker, fn).split(' is ')[1]}\` (\`instanceof\`).`,
        ),
      ]),
    ),
  );

  // Types of the verification helpers
  out.push('', '## Payment verification types');
  for (const name of ['VerifyPayment', 'PaymentVerificationRequest', 'PurchaseWithVerificationOptions']) {
    const declaration = statement(name);
    if (ts.isTypeAliasDeclaration(declaration)) {
      out.push(
        '',
        `### \`${name}\``,
        '',
        `\`type ${name} = ${oneLine(declaration.type.getText())}\``,
        '',
        docOf(declaration),
      );
    } else {
      out.push('', `### \`${name}\``);
      const doc = docOf(declaration);
      if (doc) out.push('', doc);
      out.push('', fieldsTable(checker, declaration.members));
    }
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

// ------------------------------------------------------------------ command line

function main() {
  const manifest = sourceManifest();
  const files = [
    [SDK_REFERENCE, sdkReference()],
    [WIDGET_REFERENCE, widgetReference(undefined, manifest)],
  ];
  for (const [file, text] of files) {
    writeFileSync(at(file), text);
    console.log(`Wrote ${relative(process.cwd(), at(file)) || file}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
