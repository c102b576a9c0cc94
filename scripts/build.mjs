#!/usr/bin/env node
// `npm run build`: sdk/dist (ES module, .d.ts, svc.min.js) and dist/cart/cart-widget.js.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });
const vite = ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'];

rmSync('sdk/dist', { recursive: true, force: true });
run(process.execPath, [...vite, '--mode', 'sdk']);
run(process.execPath, [...vite, '--mode', 'sdk-iife']);
run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'sdk/tsconfig.build.json']);
run(process.execPath, vite);
console.log('Built sdk/dist/index.js, sdk/dist/index.d.ts, sdk/dist/svc.min.js and dist/cart/cart-widget.js');
