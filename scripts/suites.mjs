// Which browser test files each engine runs (web-test-runner.config.mjs), and how a run is cut
// into shards that run side by side (scripts/test.mjs). Chromium and Firefox run every file;
// WebKit, whose WebDriver session takes one file at a time, runs the shopper's flows: the widget,
// its elements, views and checkout, the portal and the storefront elements. What it leaves out is
// covered in the other two engines (docs/decisions.md, "Tests in three engines").
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import picomatch from 'picomatch';

/** Every browser test file. */
export const ALL_TESTS = [
  'sdk/test/**/*.test.ts',
  'sandbox/test/**/*.test.ts',
  'test/**/*.test.ts',
  'src/**/*.test.ts',
];

/** The shopper's flows, which WebKit runs. */
export const WEBKIT_TESTS = [
  'test/widget/**/*.test.ts',
  'test/elements/**/*.test.ts',
  'test/views/**/*.test.ts',
  'test/checkout/**/*.test.ts',
  'test/portal/**/*.test.ts',
  'test/storefront/**/*.test.ts',
];

/** The test files `engine` runs. */
export const testsOf = (engine) => (engine === 'webkit' ? WEBKIT_TESTS : ALL_TESTS);

/** The files below `dir` (relative paths, sorted), without node_modules and dot folders. */
function filesBelow(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = dir === '.' ? entry.name : join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesBelow(path));
    else found.push(path);
  }
  return found.sort();
}

/**
 * Shard `index` of `count` of the files that match `patterns`: every `count`-th file by name,
 * so each shard gets some of every folder.
 */
export function shardOf(patterns, index, count) {
  const matches = picomatch(patterns);
  const roots = [...new Set(patterns.map((pattern) => pattern.split('/')[0]))];
  const files = roots.flatMap((root) => filesBelow(root)).filter((file) => matches(file));
  return files.filter((_, position) => position % count === index);
}

/** `SVC_SHARD=2/3` as `{ index: 1, count: 3 }`, or `null` for the whole run. */
export function shardWanted(value = process.env.SVC_SHARD) {
  if (!value) return null;
  const [number, count] = value.split('/').map(Number);
  if (!Number.isInteger(number) || !Number.isInteger(count) || number < 1 || number > count)
    throw new Error(`SVC_SHARD: "${value}" is not <n>/<count> with 1 ≤ n ≤ count`);
  return { index: number - 1, count };
}
