#!/usr/bin/env node
// `npm run size`: min+gzip of every file of dist/cart after a fresh build, and of what loads at
// start (the entry and its static imports: everything needed to show the summary). Budget 30 KB.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'ignore' });
const dir = 'dist/cart';
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
const rows = readdirSync(dir)
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const bytes = readFileSync(`${dir}/${file}`);
    return { file, min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => (a.file === 'cart-widget.js' ? -1 : b.file === 'cart-widget.js' ? 1 : b.gzip - a.gzip));
console.log('| file | min | min+gzip |\n|---|---|---|');
for (const row of rows) console.log(`| ${row.file} | ${kb(row.min)} | ${kb(row.gzip)} |`);
// What loads before the widget can show the cart: the entry and every chunk it imports statically.
const initial = new Set();
const visit = (file) => {
  if (initial.has(file)) return;
  initial.add(file);
  const code = readFileSync(`${dir}/${file}`, 'utf8');
  for (const match of code.matchAll(/import\s*(?:[\w$*{}\s,]*?from\s*)?["'`]\.\/([^"'`]+)["'`]/g))
    visit(match[1]);
};
visit('cart-widget.js');
const atStart = rows.filter((row) => initial.has(row.file)).reduce((sum, row) => sum + row.gzip, 0);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const verdict = atStart <= 30 * 1024 ? 'within' : 'OVER';
console.log(
  `\nloaded at start (${[...initial].join(' + ')}): ${kb(atStart)} (budget 30 KB: ${verdict}); all files ${kb(total)}`,
);
process.exitCode = atStart <= 30 * 1024 ? 0 : 1;
