#!/usr/bin/env node
// `npm run bench:sdk`: the SDK's size (min+gzip, min+brotli) and how many HTTP requests each SDK
// call of two real flows sends, against `npm run sandbox`. A measurement, not a test.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { freePort, startServer } from './servers.mjs';

execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'ignore' });

// ---- sizes
const esm = (
  await build({ entryPoints: ['sdk/dist/index.js'], bundle: true, minify: true, format: 'esm', write: false })
).outputFiles[0].contents;
const iife = readFileSync('sdk/dist/svc.min.js');
const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;
const br = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
console.log('Size');
console.log('| file | min | min+gzip | min+brotli |\n|---|---|---|---|');
console.log(
  `| ESM (sdk/dist/index.js, bundled + minified) | ${kb(esm.length)} | ${kb(gz(esm))} | ${kb(br(esm))} |`,
);
console.log(`| sdk/dist/svc.min.js | ${kb(iife.length)} | ${kb(gz(iife))} | ${kb(br(iife))} |`);

// ---- request counts
const port = await freePort();
const server = await startServer('scripts/sandbox.mjs', port, 'Sandbox Storefront API:');

let requests = [];
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  requests.push(
    `${init?.method ?? 'GET'} ${new URL(String(input)).pathname
      .replace('/storefront/v1', '')
      .replace(/[0-9a-f-]{36}/g, ':cartId')
      .replace(/pi_[0-9a-f]+/g, ':paymentIntentId')}`,
  );
  return realFetch(input, init);
};
const rows = [];
async function step(label, fn) {
  requests = [];
  const result = await fn();
  rows.push({ label, count: requests.length, requests: requests.join(', ') });
  return result;
}

try {
  const Svc = (await import('../sdk/dist/index.js')).default;
  const apiUrl = `http://127.0.0.1:${port}/storefront/v1/`;
  const client = await step('Svc.init({ loadCart: true }) (shop ∥ cart, then create)', () =>
    Svc.init({ apiKey: 'demo-api-key', apiUrl, loadCart: true }),
  );
  // Flow 1: browse → cart → sign in → attach → shipping → purchase (3-D Secure) → post-purchase.
  await step('products.list', () => client.products.list({ perPage: 20, expand: ['variants', 'pricings'] }));
  await step('products.load', () => client.products.load(100));
  await step('cart.addItem (plan)', () => client.cart.addItem({ productId: 101, quantity: 1 }));
  await step('cart.addItem (add-on)', () =>
    client.cart.addItem({ productId: 211, quantity: 2, addon: true }),
  );
  await step('bundles.quote', () =>
    client.bundles.quote(1, {
      productId: 501,
      quantity: 1,
      items: [{ productId: 401, quantity: 4 }],
      preferences: [],
    }),
  );
  await step('auth.login', () => client.auth.login({ email: 'shopper@example.com', password: 'demo1234' }));
  await step('cart.attachCustomer', () => client.cart.attachCustomer());
  await step('addresses.list', () => client.addresses.list());
  await step('cart.getShippingMethods', () => client.cart.getShippingMethods({ country: 840, zip: '97201' }));
  await step('wallet.list', () => client.wallet.list('USD'));
  await step('cart.update (address, method, card 3184)', () =>
    client.cart.update({ shippingAddressId: 1, shippingMethodId: 1, paymentMethodId: 2 }),
  );
  const cartId = client.cart.id;
  await step('purchaseWithVerification (3-D Secure)', () =>
    Svc.purchaseWithVerification(client, cartId, async ({ token }) => `3ds_${token}`),
  );
  const { step: offer } = await step('funnels.postPurchaseFetch', () =>
    client.funnels.postPurchaseFetch(cartId),
  );
  await step('funnels.postPurchaseAccept (3-D Secure again)', () =>
    Svc.withPaymentVerification(
      client,
      (paymentIntentId) =>
        client.funnels.postPurchaseAccept(cartId, offer.id, {
          offers: [{ productId: offer.offer.products[0].id }],
          ...(paymentIntentId ? { paymentIntentId } : {}),
        }),
      async ({ token }) => `3ds_${token}`,
    ),
  );
  // Flow 2: subscription management.
  await step('subscriptions.list', () => client.subscriptions.list({ statuses: ['active'] }));
  await step('subscriptions.update (quantity)', () => client.subscriptions.update(1, { quantity: 2 }));
  await step('subscriptions.updateBundle', () =>
    client.subscriptions.updateBundle(8, {
      productId: null,
      bundle: { items: [{ productId: 401, quantity: 4 }], preferences: [{ attributeId: 1, values: [11] }] },
    }),
  );
  await step('subscriptions.updatePreferences', () =>
    client.subscriptions.updatePreferences(9, {
      preferences: [
        { questionId: 3, answers: [{ id: 32 }] },
        { questionId: 4, answers: [{ id: 42 }] },
        { questionId: 7, answers: [{ id: 71 }] },
      ],
    }),
  );
  await step('subscriptions.updateItem (add-on)', () =>
    client.subscriptions.updateItem(1, 12, { quantity: 3 }),
  );

  console.log('\nRequests per SDK call (flows: purchase with 3-D Secure; subscription management)');
  console.log('| call | requests | sent |\n|---|---|---|');
  for (const row of rows) console.log(`| ${row.label} | ${row.count} | ${row.requests} |`);
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  console.log(`\n${rows.length} calls, ${total} requests.`);
} finally {
  server.stop();
}
