#!/usr/bin/env node
// Framework types and editor data for the elements a shop writes into its pages, generated from
// the custom-elements manifest (`sourceManifest()`, the JSDoc headers) by `npm run build`:
// - dist/types/react.d.ts: React 19's `JSX.IntrinsicElements` (`@svc/cart-widget/react`);
// - dist/types/vue.d.ts: Vue's `GlobalComponents` (`@svc/cart-widget/vue`);
// - dist/types/svelte.d.ts: Svelte 5's `SvelteHTMLElements` (`@svc/cart-widget/svelte`);
// - dist/react.js, dist/vue.js, dist/svelte.js: empty modules, so the three also resolve at run time;
// - dist/vscode.html-custom-data.json (VS Code's `html.customData`) and dist/web-types.json (JetBrains).
// The types name the element classes of dist/types/index.d.ts (`import type { SvcList } from
// './index.js'`) and take each attribute's and property's type from the class
// (`SvcList['perPage']`), so they cannot disagree with it. docs/framework-types.md shows their use.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { customElements, sourceManifest } from './reference.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Where the elements a shop writes into its own pages are declared: the storefront elements
 * (docs/storefront-elements.md) and the customer portal (docs/customer-portal.md). The drawer's
 * elements, views, checkout steps, portal sections and gateway forms are the widget's own inner
 * parts, which no page writes (docs/decisions.md, "Framework types: the page elements only").
 */
export const PAGE_ELEMENT_SOURCES = ['src/storefront/', 'src/portal/svc-customer-portal/'];

/**
 * The widget's window events are named `svc-cart:…` (`domEventName`, src/controller/events.ts).
 * An element's `@event` tag for one says that the element causes it, but it is dispatched on
 * `window`, so it is no event of the element: it is typed in `WindowEventMap` instead.
 */
const WINDOW_EVENT_PREFIX = 'svc-cart:';

/** The types dist/types/index.d.ts exports besides the element classes (an event's detail may name them). */
const PACKAGE_TYPES = ['SvcCart', 'SvcCartConfig', 'SvcCartEventDetail'];

/** The files this script writes, from the package's root. */
export const FRAMEWORK_FILES = {
  react: 'dist/types/react.d.ts',
  vue: 'dist/types/vue.d.ts',
  svelte: 'dist/types/svelte.d.ts',
  reactModule: 'dist/react.js',
  vueModule: 'dist/vue.js',
  svelteModule: 'dist/svelte.js',
  vscode: 'dist/vscode.html-custom-data.json',
  webTypes: 'dist/web-types.json',
};

const isPublicProperty = (member) =>
  member.kind === 'field' &&
  !member.static &&
  !member.readonly &&
  (member.privacy ?? 'public') === 'public' &&
  !member.name.startsWith('#');

/**
 * The page elements of a manifest whose module paths are the sources, in reference order: each
 * with its attributes (the attribute's name, and the class field it sets), its public properties
 * that have no attribute (a script sets them), and its own events.
 */
export function pageElements(manifest = sourceManifest()) {
  return customElements(manifest)
    .filter((element) => PAGE_ELEMENT_SOURCES.some((folder) => element.path.startsWith(folder)))
    .map((element) => {
      const attributes = (element.attributes ?? []).map((attribute) => ({
        name: attribute.name,
        field: attribute.fieldName,
        type: attribute.type?.text,
        description: attribute.description ?? '',
        default: attribute.default,
      }));
      const fields = new Set(attributes.map((attribute) => attribute.field));
      const properties = (element.members ?? [])
        .filter((member) => isPublicProperty(member) && !fields.has(member.name))
        .map((member) => ({
          name: member.name,
          type: member.type?.text,
          description: member.description ?? '',
        }));
      const events = (element.events ?? [])
        .filter((event) => event.name && !event.name.startsWith(WINDOW_EVENT_PREFIX))
        .map((event) => ({
          name: event.name,
          type: event.type?.text ?? 'CustomEvent',
          description: event.description ?? '',
        }));
      return {
        tagName: element.tagName,
        className: element.name,
        description: (element.summary ?? element.description ?? '').trim(),
        attributes,
        properties,
        events,
        slots: element.slots ?? [],
        cssParts: element.cssParts ?? [],
        cssProperties: element.cssProperties ?? [],
      };
    });
}

// ------------------------------------------------------------------ TypeScript text

/** A JSDoc comment of `text` at `indent`, or nothing for no text. */
function jsdoc(text, indent) {
  const lines = text.trim().replaceAll('*/', '*\\/').split('\n');
  if (!lines[0]) return [];
  return [`${indent}/**`, ...lines.map((line) => `${indent} * ${line.trim()}`.trimEnd()), `${indent} */`];
}

/** A property key: as written when it is an identifier, else quoted (`'per-page'`). */
const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/** The names of the package's types that an event's type text uses (its detail may name one). */
function packageTypesIn(text, classNames) {
  const names = new Set(text.match(/[A-Za-z_$][\w$]*/g) ?? []);
  return [...classNames, ...PACKAGE_TYPES].filter((name) => names.has(name));
}

/** The names every generated declaration file imports from './index.js'. */
function imports(elements) {
  const classNames = elements.map((element) => element.className);
  const used = new Set(classNames);
  for (const element of elements)
    for (const event of element.events)
      for (const name of packageTypesIn(event.type, classNames)) used.add(name);
  return [...used].sort();
}

/**
 * The members of an element's own props: attributes under their names with the type of the class
 * field they set, properties under their names, events as `on<event name>` (React 19 and Svelte 5
 * listen to exactly the name after `on`) or as Vue's camel-cased `on…` handler.
 */
function ownMembers(element, eventKey, attributeKey = (name) => name) {
  const lines = [];
  const optional = (name, type, description) =>
    lines.push(...jsdoc(description, '  '), `  ${key(name)}?: ${type} | undefined;`);
  for (const attribute of element.attributes) {
    const type = attribute.field ? `${element.className}['${attribute.field}']` : 'string';
    optional(attributeKey(attribute.name), type, attribute.description);
  }
  for (const property of element.properties) {
    const description = `${property.description}\n\nA property: set once the element is defined (docs/framework-types.md).`;
    optional(property.name, `${element.className}['${property.name}']`, description);
  }
  for (const event of element.events) {
    optional(
      eventKey(event.name),
      `((event: ${event.type}) => void)`,
      `\`${event.name}\`: ${event.description}`,
    );
  }
  return lines;
}

const HEADER = [
  '// Generated by scripts/framework-types.mjs from the custom-elements manifest; do not edit.',
];

const propsName = (element) => `${element.className}Props`;

function propsInterfaces(elements, eventKey) {
  return elements.flatMap((element) => [
    ...jsdoc(`The attributes, properties and events of \`<${element.tagName}>\`.`, ''),
    `export interface ${propsName(element)} {`,
    ...ownMembers(element, eventKey),
    '}',
    '',
  ]);
}

function importLine(elements) {
  return `import type { ${imports(elements).join(', ')} } from './index.js';`;
}

/** dist/types/react.d.ts: React 19's intrinsic elements. */
export function reactTypes(elements) {
  return [
    ...HEADER,
    ...jsdoc(
      [
        "React 19 JSX types for the cart widget's page elements: `import type {} from '@svc/cart-widget/react';`.",
        'Attributes take their kebab-case names (`per-page={12}`); an event handler is `on` and the',
        "event's exact name (`onsvc-page-change`), which React 19 adds as a listener for that event.",
      ].join('\n'),
      '',
    ),
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    importLine(elements),
    '',
    "/** React's props of an HTML element (`children`, `key`, `ref`, `className`, …) and `class`, with the element's own. */",
    'export type SvcElementProps<Element extends HTMLElement, Own> = Own &',
    '  Omit<DetailedHTMLProps<HTMLAttributes<Element>, Element>, keyof Own> & {',
    '    class?: string | undefined;',
    '  };',
    '',
    ...propsInterfaces(elements, (name) => `on${name}`),
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...elements.map(
      (element) =>
        `      '${element.tagName}': SvcElementProps<${element.className}, ${propsName(element)}>;`,
    ),
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}

/** `per-page` → `perPage`: the name Vue's language tools look a template's `per-page` up by. */
const camelCase = (name) =>
  name
    .split('-')
    .map((word, index) => (index ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join('');

/** dist/types/vue.d.ts: Vue's global components. */
export function vueTypes(elements) {
  return [
    ...HEADER,
    ...jsdoc(
      [
        "Vue 3 template types for the cart widget's page elements: `import type {} from '@svc/cart-widget/vue';`.",
        "Vue must compile the tags as custom elements: `compilerOptions.isCustomElement: (tag) => tag.startsWith('svc-')`.",
        'Write the attributes in kebab case and bind values with `:` (`:per-page="12"`); Vue\'s language',
        'tools look them up in camel case, as for a component. Listen with `@svc-page-change`.',
      ].join('\n'),
      '',
    ),
    "import type { ComponentOptionsMixin, DefineComponent, HTMLAttributes } from 'vue';",
    importLine(elements),
    '',
    "/** An element as Vue's language tools check a component: its props (with the HTML attributes) and emits. */",
    'export type SvcElementComponent<Props, Emits extends Record<string, (event: never) => void>> = DefineComponent<',
    '  Props,',
    '  {},',
    '  {},',
    '  {},',
    '  {},',
    '  ComponentOptionsMixin,',
    '  ComponentOptionsMixin,',
    '  Emits',
    '>;',
    '',
    ...elements.flatMap((element) => [
      ...jsdoc(`The attributes and properties of \`<${element.tagName}>\`.`, ''),
      `export interface ${propsName(element)} {`,
      ...ownMembers({ ...element, events: [] }, () => '', camelCase),
      '}',
      '',
      ...jsdoc(
        `The events of \`<${element.tagName}>\`, camel-cased as Vue names an event it listens to.`,
        '',
      ),
      `export type ${element.className}Emits = {`,
      ...element.events.flatMap((event) => [
        ...jsdoc(event.description, '  '),
        `  ${camelCase(event.name)}: (event: ${event.type}) => void;`,
      ]),
      '};',
      '',
    ]),
    "declare module 'vue' {",
    '  interface GlobalComponents {',
    ...elements.map(
      (element) =>
        `    '${element.tagName}': SvcElementComponent<${propsName(element)} & Omit<HTMLAttributes, keyof ${propsName(element)}>, ${element.className}Emits>;`,
    ),
    '  }',
    '}',
    '',
  ].join('\n');
}

/** dist/types/svelte.d.ts: Svelte 5's elements. */
export function svelteTypes(elements) {
  return [
    ...HEADER,
    ...jsdoc(
      [
        "Svelte 5 types for the cart widget's page elements: `import type {} from '@svc/cart-widget/svelte';`.",
        'Attributes take their kebab-case names (`per-page={12}`); an event handler is `on` and the',
        "event's exact name (`onsvc-page-change`), as Svelte 5 listens to the name after `on`.",
      ].join('\n'),
      '',
    ),
    "import type { HTMLAttributes } from 'svelte/elements';",
    importLine(elements),
    '',
    ...propsInterfaces(elements, (name) => `on${name}`),
    "declare module 'svelte/elements' {",
    '  interface SvelteHTMLElements {',
    ...elements.map(
      (element) =>
        `    '${element.tagName}': ${propsName(element)} & Omit<HTMLAttributes<${element.className}>, keyof ${propsName(element)}>;`,
    ),
    '  }',
    '}',
    '',
  ].join('\n');
}

// ------------------------------------------------------------------ editor data

/** The values an attribute takes when its type is a union of string literals (`'a' | 'b'`). */
function literalValues(type) {
  const members = (type ?? '').split('|').map((member) => member.trim());
  const literals = members.filter((member) => /^'[^']*'$/.test(member));
  return literals.length && literals.length === members.filter((member) => member !== 'undefined').length
    ? literals.map((member) => member.slice(1, -1))
    : [];
}

const unionMembers = (type) => (type ?? '').split('|').map((member) => member.trim());
const isBoolean = (type) => unionMembers(type).includes('boolean');

/**
 * An attribute's value type for web-types: its type text when that is made of primitives and
 * string literals (`number | undefined`, `'a' | 'b'`), else `string`: a name such as
 * `CatalogKind` means nothing outside the sources, and an attribute's value is text.
 */
function attributeValueType(type) {
  const plain = new Set(['string', 'number', 'boolean', 'undefined']);
  const members = unionMembers(type).filter((member) => member !== 'undefined');
  const isPlain = members.every((member) => plain.has(member) || /^'[^']*'$/.test(member));
  return type && isPlain ? members.join(' | ') : 'string';
}

/** A default written as a literal (`12`, `'products'`, `false`) as text; none for a name such as `DEFAULT_PER_PAGE`. */
function literalDefault(text) {
  if (text === undefined) return undefined;
  if (/^'[^']*'$/.test(text)) return text.slice(1, -1);
  return /^(-?\d+(\.\d+)?|true|false)$/.test(text) ? text : undefined;
}

/** dist/vscode.html-custom-data.json: VS Code's HTML custom data, version 1.1. */
export function vscodeCustomData(elements) {
  const data = {
    version: 1.1,
    tags: elements.map((element) => ({
      name: element.tagName,
      description: { kind: 'markdown', value: element.description },
      attributes: element.attributes.map((attribute) => {
        const values = literalValues(attribute.type);
        return {
          name: attribute.name,
          description: { kind: 'markdown', value: attribute.description },
          ...(isBoolean(attribute.type) ? { valueSet: 'v' } : {}),
          ...(values.length ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
    })),
  };
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** dist/web-types.json: JetBrains' web-types, with each element's class in the package's types. */
export function webTypes(elements, { name, version }) {
  const data = {
    $schema: 'https://json.schemastore.org/web-types',
    name,
    version,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    contributions: {
      html: {
        elements: elements.map((element) => ({
          name: element.tagName,
          description: element.description,
          source: { module: name, symbol: element.className },
          attributes: element.attributes.map((attribute) => ({
            name: attribute.name,
            description: attribute.description,
            ...(literalDefault(attribute.default) === undefined
              ? {}
              : { default: literalDefault(attribute.default) }),
            value: { type: attributeValueType(attribute.type) },
          })),
          slots: element.slots.map((slot) => ({ name: slot.name, description: slot.description ?? '' })),
          events: element.events.map((event) => ({ name: event.name, description: event.description })),
          css: {
            properties: element.cssProperties.map((property) => ({
              name: property.name,
              description: property.description ?? '',
            })),
            parts: element.cssParts.map((part) => ({ name: part.name, description: part.description ?? '' })),
          },
          js: {
            properties: [
              ...element.attributes.filter((attribute) => attribute.field),
              ...element.properties,
            ].map((property) => ({
              name: property.field ?? property.name,
              description: property.description,
              type: property.type ?? 'unknown',
            })),
            events: element.events.map((event) => ({
              name: event.name,
              description: event.description,
              type: event.type,
            })),
          },
        })),
      },
    },
  };
  return `${JSON.stringify(data, null, 2)}\n`;
}

// ------------------------------------------------------------------ files

/** Every file this script writes, path → text, for a manifest of the sources. */
export function frameworkFiles(manifest = sourceManifest(), pkg = packageInfo()) {
  const elements = pageElements(manifest);
  const empty =
    '// The framework types of @svc/cart-widget are types only: this module is empty.\nexport {};\n';
  return {
    [FRAMEWORK_FILES.react]: reactTypes(elements),
    [FRAMEWORK_FILES.vue]: vueTypes(elements),
    [FRAMEWORK_FILES.svelte]: svelteTypes(elements),
    [FRAMEWORK_FILES.reactModule]: empty,
    [FRAMEWORK_FILES.vueModule]: empty,
    [FRAMEWORK_FILES.svelteModule]: empty,
    [FRAMEWORK_FILES.vscode]: vscodeCustomData(elements),
    [FRAMEWORK_FILES.webTypes]: webTypes(elements, pkg),
  };
}

function packageInfo() {
  const { name, version } = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8'));
  return { name, version };
}

/** Writes the framework types and editor data (scripts/build.mjs calls it after the manifest). */
export function writeFrameworkTypes(manifest = sourceManifest()) {
  const files = frameworkFiles(manifest);
  for (const [file, text] of Object.entries(files)) {
    const path = resolve(ROOT, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  return Object.keys(files);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const file of writeFrameworkTypes()) console.log(`Wrote ${file}`);
}
