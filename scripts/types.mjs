#!/usr/bin/env node
// The npm package's own files beside `dist/cart/`, run by scripts/build.mjs after the SDK's types:
// - `dist/types/index.d.ts`: the widget's declarations, emitted from the source (tsconfig.types.json,
//   entry src/index.ts) and bundled into one file with rollup-plugin-dts. `@svc/sdk` stays an
//   import (a peer dependency), so `svcCart.sdk` and the cart are the SDK's own types; lit's types
//   are written in, since the package does not depend on lit (the script has it built in).
// - `dist/index.js`: the package's runtime, the loader (src/loader.ts), as a readable ES module.
// - `dist/types/cart-widget.d.ts`: the types of the script's own export, `./cart-widget.js`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

const EMITTED = 'dist/types-emit';

export async function buildPackageFiles() {
  rmSync(EMITTED, { recursive: true, force: true });
  rmSync('dist/types', { recursive: true, force: true });
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.types.json'], {
    stdio: 'inherit',
  });
  const warnings = [];
  const bundle = await rollup({
    input: `${EMITTED}/src/index.d.ts`,
    external: (id) => id === '@svc/sdk' || id.startsWith('@svc/sdk/'),
    plugins: [dts({ respectExternal: true })],
    onwarn: (warning) => warnings.push(warning.message),
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  rmSync(EMITTED, { recursive: true, force: true });
  if (warnings.length) throw new Error(`bundling the declarations warned:\n${warnings.join('\n')}`);

  const runtime = await build({
    entryPoints: ['src/index.ts'],
    outfile: 'dist/index.js',
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
  });
  const values = new Set(Object.values(runtime.metafile.outputs).flatMap((file) => file.exports));
  mkdirSync('dist/types', { recursive: true });
  writeFileSync('dist/types/index.d.ts', typeOnlyExports(output[0].code, values));
  // `import '@svc/cart-widget/cart-widget.js'` (the script itself, through a bundler) exports
  // nothing and declares the page's globals.
  writeFileSync(
    'dist/types/cart-widget.d.ts',
    `// The widget's script: it exports nothing and sets the page's globals.\nimport './index.js';\nexport {};\n`,
  );
}

/**
 * rollup-plugin-dts writes a class that the source exports with `export type` into the bundle's
 * value exports (`export { SvcCart }`), which would let `import { SvcCart }` type-check although
 * the runtime has no such export. This moves every name the runtime (`values`) lacks into the
 * bundle's `export type { … }`.
 */
function typeOnlyExports(code, values) {
  const valueExports = /^export \{ ([^}]*) \};$/m;
  const typeExports = /^export type \{ ([^}]*) \};$/m;
  const names = (match) => (match ? match[1].split(', ') : []);
  const exported = names(code.match(valueExports));
  const types = [...names(code.match(typeExports)), ...exported.filter((name) => !values.has(name))].sort();
  const kept = exported.filter((name) => values.has(name));
  return code
    .replace(valueExports, kept.length ? `export { ${kept.join(', ')} };` : '')
    .replace(typeExports, '')
    .trimEnd()
    .concat(`\nexport type { ${types.join(', ')} };\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildPackageFiles();
