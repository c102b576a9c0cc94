#!/usr/bin/env node
// `npm run bench:sdk-bundle`: what a shop's bundle of the SDK weighs when its code calls one
// namespace (`products.list`) and when it calls all 18. Each app is bundled from the built ES
// module (sdk/dist, `npm run build` first) with esbuild, minified, as one file and with code
// splitting; the figures are min+gzip bytes of all the files (gzip level 9). The spec builds every
// namespace in `Svc.init`, so a bundler cannot drop the unused ones (docs/decisions.md).
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
// The instance's 18 namespaces, as the SDK lists them.
import { NAMESPACES } from '../sdk/dist/index.js';

const APPS = {
  'products.list only': `
    import Svc from '@svc/sdk';
    const client = await Svc.init({ apiKey: '<API_KEY>' });
    console.log(await client.products.list({ page: 1 }));`,
  'all 18 namespaces': `
    import Svc from '@svc/sdk';
    const client = await Svc.init({ apiKey: '<API_KEY>', loadCart: true });
    for (const name of ${JSON.stringify(NAMESPACES)}) console.log(client[name]);
    await client.products.list({ page: 1 });
    await client.customers.me();
    await client.subscriptions.list({});
    await client.wallet.list('USD');
    await client.auth.login({ email: 'shopper@example.com', password: 'secret' });
    await client.cart.addItem({ productId: 201, quantity: 1 });`,
};

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** The app `contents` bundled and minified: its JavaScript files' count and min+gzip bytes. */
async function bundled(contents, splitting) {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    splitting,
    outdir: 'dist/bench-sdk-bundle',
    write: false,
    logLevel: 'silent',
  });
  const files = result.outputFiles.filter((file) => file.path.endsWith('.js'));
  return { files: files.length, bytes: files.reduce((sum, file) => sum + gzip(file.contents), 0) };
}

console.log('| app | one file, min+gzip | split, min+gzip (files) |\n|---|---|---|');
for (const [name, contents] of Object.entries(APPS)) {
  const oneFile = await bundled(contents, false);
  const split = await bundled(contents, true);
  console.log(`| ${name} | ${oneFile.bytes} B | ${split.bytes} B (${split.files}) |`);
}
