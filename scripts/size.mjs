#!/usr/bin/env node
// `npm run size`: min+gzip of dist/cart/cart-widget.js (the entry: everything needed to show the
// summary) and of every lazy chunk, after a fresh build. Budget: the entry at most 30 KB.
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
const entry = rows.find((row) => row.file === 'cart-widget.js');
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(
  `\nentry ${kb(entry.gzip)} (budget 30 KB: ${entry.gzip <= 30 * 1024 ? 'within' : 'OVER'}), all files ${kb(total)}`,
);
process.exitCode = entry.gzip <= 30 * 1024 ? 0 : 1;
