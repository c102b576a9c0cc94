// The framework types and editor data that `npm run build` writes (scripts/framework-types.mjs)
// against the custom-elements manifest: React's, Vue's and Svelte's declarations and the VS Code
// and JetBrains data name every element a shop writes into its pages (the ones the docs describe)
// and no inner element of the widget; each has every attribute and public property of its
// element, and every event of its own. The shipped manifest names only files the package ships.
// Whether the types compile in a React, Vue and Svelte project is the example apps' check.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { FRAMEWORK_FILES, frameworkFiles } from '../../scripts/framework-types.mjs';
import { customElements, SHIPPED_MODULE, sourceManifest } from '../../scripts/reference.mjs';

const MANIFEST = 'dist/cart/custom-elements.json';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The tags the storefront guide's table lists, and the portal of the portal's guide. */
function documentedPageTags() {
  const tags = [];
  for (const line of readFileSync('docs/storefront-elements.md', 'utf8').split('\n')) {
    const match = /^\| \[`<(svc-[\w-]+)>`\]/.exec(line);
    if (match) tags.push(match[1]);
  }
  const portal = /^# .*`<(svc-[\w-]+)>`/.exec(readFileSync('docs/customer-portal.md', 'utf8'));
  if (portal) tags.push(portal[1]);
  return tags.sort();
}

const camelCase = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/**
 * What the manifest says each page element takes: its attributes, its public fields that no
 * attribute sets, and its events other than the widget's window events (`svc-cart:…`).
 */
function expected(manifest, tags) {
  return customElements(manifest)
    .filter((element) => tags.includes(element.tagName))
    .map((element) => {
      const attributes = (element.attributes ?? []).map((attribute) => attribute.name);
      const fields = new Set((element.attributes ?? []).map((attribute) => attribute.fieldName));
      const properties = (element.members ?? [])
        .filter(
          (member) =>
            member.kind === 'field' &&
            !member.static &&
            !member.readonly &&
            (member.privacy ?? 'public') === 'public' &&
            !fields.has(member.name),
        )
        .map((member) => member.name);
      const events = (element.events ?? [])
        .map((event) => event.name)
        .filter((name) => !name.startsWith('svc-cart:'));
      return { tag: element.tagName, className: element.name, attributes, properties, events };
    });
}

/** A declaration file's interfaces and object type aliases → their member names. */
function declarations(text) {
  const source = ts.createSourceFile('types.d.ts', text, ts.ScriptTarget.ES2022, true);
  const members = new Map();
  const nameOf = (member) =>
    member.name && (ts.isStringLiteral(member.name) ? member.name.text : member.name.getText());
  const visit = (node) => {
    if (ts.isInterfaceDeclaration(node)) members.set(node.name.text, node.members.map(nameOf));
    if (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type))
      members.set(node.name.text, node.type.members.map(nameOf));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return members;
}

/**
 * What a framework's declarations lack or have too many of: `registry` is the interface the tags
 * are declared in, `props(element)` the members expected in `<ClassName>Props`, `emits(element)`
 * those expected in `<ClassName>Emits` (Vue).
 */
function differences(text, expectations, { registry, props, emits }) {
  const found = declarations(text);
  const problems = [];
  const tags = found.get(registry) ?? [];
  const expectedTags = expectations.map((element) => element.tag);
  for (const tag of tags) if (!expectedTags.includes(tag)) problems.push(`${registry} declares <${tag}>`);
  for (const element of expectations) {
    if (!tags.includes(element.tag)) problems.push(`${registry} lacks <${element.tag}>`);
    const groups = [[`${element.className}Props`, props(element)]];
    if (emits) groups.push([`${element.className}Emits`, emits(element)]);
    for (const [name, wanted] of groups) {
      const have = found.get(name) ?? [];
      for (const member of wanted) if (!have.includes(member)) problems.push(`${name} lacks ${member}`);
      for (const member of have) if (!wanted.includes(member)) problems.push(`${name} has ${member}`);
    }
  }
  return problems;
}

const onEvent = (element) => element.events.map((event) => `on${event}`);
const FRAMEWORKS = [
  [
    FRAMEWORK_FILES.react,
    {
      registry: 'IntrinsicElements',
      props: (element) => [...element.attributes, ...element.properties, ...onEvent(element)],
    },
  ],
  [
    FRAMEWORK_FILES.vue,
    {
      registry: 'GlobalComponents',
      props: (element) => [...element.attributes.map(camelCase), ...element.properties],
      emits: (element) => element.events.map(camelCase),
    },
  ],
  [
    FRAMEWORK_FILES.svelte,
    {
      registry: 'SvelteHTMLElements',
      props: (element) => [...element.attributes, ...element.properties, ...onEvent(element)],
    },
  ],
];

/** What the editor data lack or have too many of: tags, attributes (and events for web-types). */
function editorDifferences(files, expectations) {
  const problems = [];
  const vscode = JSON.parse(files[FRAMEWORK_FILES.vscode]);
  const webTypes = JSON.parse(files[FRAMEWORK_FILES.webTypes]).contributions.html.elements;
  const lists = [
    ['vscode', vscode.tags, (tag) => tag.attributes.map((attribute) => attribute.name), 'attributes'],
    ['web-types', webTypes, (tag) => tag.attributes.map((attribute) => attribute.name), 'attributes'],
    ['web-types', webTypes, (tag) => tag.events.map((event) => event.name), 'events'],
  ];
  for (const [file, tags, namesOf, kind] of lists) {
    const byName = new Map(tags.map((tag) => [tag.name, tag]));
    if (byName.size !== expectations.length) problems.push(`${file} has ${[...byName.keys()].join(', ')}`);
    for (const element of expectations) {
      const tag = byName.get(element.tag);
      const have = tag ? namesOf(tag) : [];
      if (JSON.stringify(have) !== JSON.stringify(element[kind]))
        problems.push(
          `${file} <${element.tag}> ${kind}: ${have.join(', ')}, not ${element[kind].join(', ')}`,
        );
    }
  }
  return problems;
}

export default async ({ check, assert }) => {
  const manifest = sourceManifest();
  const tags = documentedPageTags();
  const expectations = expected(manifest, tags);
  const files = frameworkFiles(manifest);

  await check('the framework types cover exactly the elements the guides describe for pages', async () => {
    assert(tags.length === 10, `the guides list ${tags.join(', ')}`);
    assert(expectations.length === tags.length, `the manifest lacks some of ${tags.join(', ')}`);
    const list = expectations.find((element) => element.tag === 'svc-list');
    assert(
      JSON.stringify(list.events) === '["svc-page-change"]' && list.attributes.includes('per-page'),
      `<svc-list> in the manifest: ${JSON.stringify(list)}`,
    );
    const portal = expectations.find((element) => element.tag === 'svc-customer-portal');
    assert(portal.properties.includes('sdkClient'), `<svc-customer-portal>: ${JSON.stringify(portal)}`);
  });

  await check(
    'the React, Vue and Svelte types have every attribute, property and event of each page element',
    async () => {
      for (const [file, shape] of FRAMEWORKS) {
        const problems = differences(files[file], expectations, shape);
        assert(problems.length === 0, `${file}: ${problems.join('; ')}`);
      }
      const react = files[FRAMEWORK_FILES.react];
      assert(
        react.includes("'onsvc-page-change'?: ((event: CustomEvent<{ page: number }>) => void) | undefined;"),
        'the React handler of svc-page-change lacks its detail type',
      );
      assert(
        react.includes("'per-page'?: SvcList['perPage'] | undefined;"),
        'per-page does not take the type of SvcList.perPage',
      );
    },
  );

  await check('the coverage check reports an attribute, a property or an event the types lack', async () => {
    const more = structuredClone(manifest);
    const list = more.modules.flatMap((module) => module.declarations).find((d) => d.tagName === 'svc-list');
    list.attributes.push({ name: 'sort-by', fieldName: 'sortBy' });
    list.members.push({ kind: 'field', name: 'filter', privacy: 'public' });
    list.events.push({ name: 'svc-list-sorted' });
    const wider = expected(more, tags);
    const before = expectations.find((element) => element.tag === 'svc-list');
    const after = wider.find((element) => element.tag === 'svc-list');
    for (const [file, shape] of FRAMEWORKS) {
      const problems = differences(files[file], wider, shape);
      const added = [['SvcListProps', shape.props]];
      if (shape.emits) added.push(['SvcListEmits', shape.emits]);
      const wanted = added.flatMap(([name, members]) =>
        members(after)
          .filter((member) => !members(before).includes(member))
          .map((member) => `${name} lacks ${member}`),
      );
      assert(wanted.length === 3, `${file}: ${wanted.join('; ')}`);
      assert(
        JSON.stringify(problems) === JSON.stringify(wanted),
        `${file} reported ${problems.join('; ')}, not ${wanted.join('; ')}`,
      );
    }
    assert(
      editorDifferences(files, wider).some((problem) => problem.includes('sort-by')),
      'the editor data check did not report the missing attribute',
    );
  });

  await check('the VS Code and JetBrains data list each page element with its attributes', async () => {
    const problems = editorDifferences(files, expectations);
    assert(problems.length === 0, problems.join('; '));
    const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
    assert(
      pkg['web-types'] === `./${FRAMEWORK_FILES.webTypes}`,
      `package.json web-types: ${pkg['web-types']}`,
    );
  });

  await check('npm run build writes the framework types and editor data as generated', async () => {
    if (!Object.values(FRAMEWORK_FILES).every((file) => existsSync(file)))
      execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'pipe' });
    for (const [file, text] of Object.entries(files))
      assert(readFileSync(file, 'utf8') === text, `${file} differs from what the generator writes`);
  });

  await check(
    'the shipped manifest names the widget script, which npm pack ships, and no source',
    async () => {
      if (!existsSync(MANIFEST)) execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'pipe' });
      const shipped = JSON.parse(readFileSync(MANIFEST, 'utf8'));
      const paths = new Set();
      const collect = (value) => {
        if (Array.isArray(value)) value.forEach(collect);
        else if (value && typeof value === 'object')
          for (const [key, inner] of Object.entries(value)) {
            if ((key === 'path' || key === 'module') && typeof inner === 'string') paths.add(inner);
            else collect(inner);
          }
      };
      collect(shipped.modules);
      assert(
        JSON.stringify([...paths]) === JSON.stringify([SHIPPED_MODULE]),
        `paths: ${[...paths].join(', ')}`,
      );
      const packed = JSON.parse(
        execFileSync(npm, ['pack', '--dry-run', '--json', '--ignore-scripts'], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
      )[0].files.map((file) => file.path);
      assert(packed.includes(SHIPPED_MODULE), `npm pack lacks ${SHIPPED_MODULE}`);
      const shippedTags = customElements(shipped).map((element) => element.tagName);
      const sourceTags = customElements(manifest).map((element) => element.tagName);
      assert(
        JSON.stringify(shippedTags.sort()) === JSON.stringify(sourceTags.sort()),
        `shipped tags: ${shippedTags.join(', ')}`,
      );
      const definitions = shipped.modules[0].exports.filter(
        (entry) => entry.kind === 'custom-element-definition',
      );
      assert(definitions.length === sourceTags.length, `${definitions.length} tag definitions`);
    },
  );
};
