#!/usr/bin/env node
// `npm run docs:reference`: writes docs/sdk-reference.md (scripts/sdk-reference.mjs, from the SDK's TypeScript)
// and the elements section of docs/widget-reference.md from the custom-elements manifest, which
// it builds in memory from the JSDoc headers (no build needed; `sourceManifest()`, whose module
// paths are the `src/` files). `npm run build` writes the same manifest, with the paths of the
// shipped files instead, to dist/cart/custom-elements.json through `elementsManifest()`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { create, ts as cemTs } from '@custom-elements-manifest/analyzer/index.js';
import { litPlugin } from '@custom-elements-manifest/analyzer/src/features/framework-plugins/lit/lit.js';
import { cell, code, prose, table } from './reference-markdown.mjs';
import { SDK_REFERENCE, sdkReference } from './sdk-reference.mjs';

export { SDK_REFERENCE, sdkReference };

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const at = (path) => resolve(ROOT, path);

export const WIDGET_REFERENCE = 'docs/widget-reference.md';
const ELEMENTS_START = '<!-- elements:start -->';
const ELEMENTS_END = '<!-- elements:end -->';

// ------------------------------------------------------------------ custom-elements manifest

/** The folders of the widget's elements, in the order the reference lists them. */
export const ELEMENT_FOLDERS = [
  'src/elements',
  'src/views',
  'src/checkout',
  'src/ui',
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
