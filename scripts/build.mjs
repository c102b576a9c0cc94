#!/usr/bin/env node
// `npm run build`: sdk/dist (ES module, .d.ts, svc.min.js), dist/cart/cart-widget.js, the
// custom-elements manifest dist/cart/custom-elements.json (from the elements' JSDoc headers), and
// the npm package's loader dist/index.js and types dist/types/index.d.ts (scripts/types.mjs).
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { writeFrameworkTypes } from './framework-types.mjs';
import { elementsManifest } from './reference.mjs';
import { buildPackageFiles } from './types.mjs';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });
const vite = ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'];

rmSync('sdk/dist', { recursive: true, force: true });
run(process.execPath, [...vite, '--mode', 'sdk']);
run(process.execPath, [...vite, '--mode', 'sdk-iife']);
run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'sdk/tsconfig.build.json']);
run(process.execPath, vite);
// After vite, which empties dist/cart.
writeFileSync('dist/cart/custom-elements.json', `${JSON.stringify(elementsManifest(), null, 2)}\n`);
// The package's loader and the widget's bundled types (after the SDK's types, which they import).
await buildPackageFiles();
// From the same manifest: dist/types/{react,vue,svelte}.d.ts, their empty modules and the editor data.
writeFrameworkTypes();
console.log(
  'Built sdk/dist/index.js, sdk/dist/index.d.ts, sdk/dist/svc.min.js, dist/cart/cart-widget.js and dist/cart/custom-elements.json',
);
