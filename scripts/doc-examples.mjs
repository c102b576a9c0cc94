#!/usr/bin/env node
// `npm run docs:examples`: the guides' samples that are cut from the example apps (examples/), so
// that they cannot drift. A fenced block right under a line
//
//   <!-- from examples/<app>/<file> -->            the whole file
//   <!-- from examples/<app>/<file>#<region> -->   the lines between `// #region <region>` and
//                                                  `// #endregion` (or `// #endregion <region>`)
//
// is that text. This rewrites every such block of README.md, sdk/README.md and docs/**/*.md from its
// source; `excerpt` gives the doc-sample check (test/e2e/90-doc-samples.check.mjs) the text a block
// must equal, and the example apps' own check (scripts/examples.mjs) compiles and runs the source.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The source a marker line names: `{ path, region }` (`region` undefined for a whole file), or null. */
export function sourceOf(line) {
  const match = /^\s*<!-- from (examples\/[^\s#]+)(?:#([\w-]+))? -->\s*$/.exec(line);
  return match ? { path: match[1], region: match[2] } : null;
}

/** The text of `source` (a file of the repository, or one region of it), or `{ error }`. */
export function excerpt({ path, region }) {
  const file = join(ROOT, path);
  if (!existsSync(file)) return { error: `its source ${path} does not exist` };
  const lines = readFileSync(file, 'utf8').replace(/\n+$/, '').split('\n');
  if (!region) return { text: lines.join('\n') };
  const start = lines.findIndex((line) => line.trim() === `// #region ${region}`);
  if (start < 0) return { error: `${path} has no "// #region ${region}"` };
  const closes = new Set(['// #endregion', `// #endregion ${region}`]);
  const end = lines.findIndex((line, index) => index > start && closes.has(line.trim()));
  if (end < 0) return { error: `${path}'s region ${region} has no "// #endregion"` };
  // An indented region is shown from its marker's indentation.
  const indent = lines[start].slice(0, lines[start].indexOf('//'));
  const body = lines
    .slice(start + 1, end)
    .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line));
  return { text: body.join('\n') };
}

/** `text` with every fenced block under a `<!-- from … -->` line replaced by its source. */
export function rewrite(text) {
  const lines = text.split('\n');
  const out = [];
  for (let i = 0; i < lines.length; i += 1) {
    out.push(lines[i]);
    const source = sourceOf(lines[i]);
    const fence = /^(\s*)(`{3,})\S*\s*$/.exec(lines[i + 1] ?? '');
    if (!source || !fence) continue;
    const close = lines.findIndex((line, index) => index > i + 1 && line.trim() === fence[2]);
    const { text: body, error } = excerpt(source);
    if (close < 0 || error) throw new Error(error ?? `the block under "${lines[i]}" is not closed`);
    out.push(lines[i + 1], ...body.split('\n'), lines[close]);
    i = close;
  }
  return out.join('\n');
}

/** README.md, sdk/README.md and every Markdown file under docs/. */
export function markdownFiles() {
  const names = ['README.md', 'sdk/README.md'];
  const walk = (dir) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) names.push(path);
    }
  };
  walk('docs');
  return names;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const name of markdownFiles()) {
    const file = join(ROOT, name);
    const text = readFileSync(file, 'utf8');
    const next = rewrite(text);
    if (next !== text) {
      writeFileSync(file, next);
      console.log(`rewrote the samples of ${name} from their sources`);
    }
  }
}
