// The built packages for the steps of `npm test` that use them (the Node tests, the example apps):
// `npm run build` runs only when an output is missing or older than the sources, so a step after
// the end-to-end checks, which build, does not build again.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the packages ship, built from src/ and sdk/src/. */
const OUTPUTS = ['dist/cart/cart-widget.js', 'dist/index.js', 'sdk/dist/index.js'];

/** The newest modification time of the files under `dir`. */
function newest(dir) {
  let time = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    time = Math.max(time, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return time;
}

/** Builds (scripts/build.mjs) when an output is missing or older than a source; says which it did. */
export function buildIfNeeded() {
  const sources = Math.max(newest('src'), newest('sdk/src'));
  if (OUTPUTS.every((file) => existsSync(file) && statSync(file).mtimeMs >= sources)) return 'up to date';
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'pipe' });
  return 'built';
}
