// Every relative link of README.md and docs/*.md names a file of the repository, and every
// `#anchor` names a heading (or an `id`) of the page it points at, slugged as GitHub renders them.
// Links in code blocks and inline code are samples, not links.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const PAGES = [
  'README.md',
  ...readdirSync('docs')
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];

/** The text of a Markdown page without its fenced code blocks and inline code. */
function prose(text) {
  const lines = [];
  let fence = null;
  for (const line of text.split('\n')) {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence === null && opening) fence = opening[1];
    else if (fence !== null && line.trim().startsWith(fence)) fence = null;
    else lines.push(fence === null ? line.replace(/(`+)[^`]*?\1/g, '') : '');
  }
  return lines.join('\n');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading) {
  // Inline code keeps its text; raw HTML outside it is dropped.
  const text = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split('`')
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/<[^>]+>/g, '')))
    .join('');
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replaceAll(' ', '-');
}

const anchorCache = new Map();
/** The anchors of a page: its headings' slugs (a repeated one gets -1, -2, …) and its `id`s. */
function anchors(file) {
  if (anchorCache.has(file)) return anchorCache.get(file);
  const found = new Set();
  const seen = new Map();
  let fence = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence === null && opening) fence = opening[1];
    else if (fence !== null && line.trim().startsWith(fence)) fence = null;
    if (fence !== null || opening) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slug(heading[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      found.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const id of line.matchAll(/\b(?:id|name)="([^"]+)"/g)) found.add(id[1]);
  }
  anchorCache.set(file, found);
  return found;
}

/** Every broken link of `page` (of `markdown`, read from `page` unless given), described. */
export function brokenLinks(page, markdown = readFileSync(page, 'utf8')) {
  const broken = [];
  const text = prose(markdown);
  let checked = 0;
  const targets = [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]),
    ...[...text.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/gm)].map((match) => match[1]),
  ];
  for (const target of targets) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    checked += 1;
    const [path, anchor] = target.split('#');
    const file = path ? normalize(join(dirname(page), decodeURI(path))) : page;
    if (!existsSync(file)) {
      broken.push(`${page}: ${target} (no file ${file})`);
      continue;
    }
    if (anchor !== undefined && file.endsWith('.md') && !anchors(file).has(decodeURIComponent(anchor)))
      broken.push(`${page}: ${target} (no heading #${anchor} in ${file})`);
  }
  return { broken, checked };
}

export default async ({ check, assert }) => {
  await check('every relative link and #anchor of README.md and docs/*.md resolves', async () => {
    assert(PAGES.length > 10, `only ${PAGES.length} pages found`);
    const results = PAGES.map((page) => brokenLinks(page));
    const checked = results.reduce((sum, result) => sum + result.checked, 0);
    assert(checked > 150, `only ${checked} relative links found`);
    const broken = results.flatMap((result) => result.broken);
    assert(broken.length === 0, `broken links:\n  ${broken.join('\n  ')}`);
  });

  await check(
    'the link check finds the two links integration.md §1 once had, and a missing page',
    async () => {
      // The two links integration.md §1 once had (issue 38), and a missing page.
      const { broken } = brokenLinks(
        'docs/integration.md',
        [
          'See [README.md](../README.md#configuration-windowsvcconfig-or-svccartinitializeconfig),',
          '[sandbox.md](sandbox.md#using-it-from-your-own-site-on-localhost),',
          '[the guide](no-such-guide.md) and [the sandbox](sandbox.md#from-your-own-site-on-localhost).',
          '`[in code](nowhere.md)`',
        ].join('\n'),
      );
      assert(
        JSON.stringify(broken) ===
          JSON.stringify([
            'docs/integration.md: ../README.md#configuration-windowsvcconfig-or-svccartinitializeconfig (no heading #configuration-windowsvcconfig-or-svccartinitializeconfig in README.md)',
            'docs/integration.md: sandbox.md#using-it-from-your-own-site-on-localhost (no heading #using-it-from-your-own-site-on-localhost in docs/sandbox.md)',
            'docs/integration.md: no-such-guide.md (no file docs/no-such-guide.md)',
          ]),
        JSON.stringify(broken, null, 1),
      );
    },
  );
};
