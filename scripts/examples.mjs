#!/usr/bin/env node
// The example apps of examples/ as an integrator's own projects: each is installed with the packed
// packages (`npm pack` of @svc/cart-widget and @svc/sdk, not links), type-checked, built, served
// and driven in Chromium against the sandbox server. `node scripts/examples.mjs [name]` runs the
// examples whose folder name contains `name`. Prints one line per check and `N passed, N failed`;
// writes its counts to SVC_SUMMARY_FILE.
//
// Each example is copied to <tmpdir>/svc-examples/<name> (kept between runs, so npm reuses what it
// installed there; the example's own files are copied afresh each time), its `@svc/*` dependencies
// pointed at the tarballs.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumPath, CHROMIUM_ARGS } from './chromium.mjs';
import { buildIfNeeded } from './built.mjs';
import { freePort, startProcess, startServer } from './servers.mjs';
import { writeSummaryFile } from './summary-file.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WORK = join(tmpdir(), 'svc-examples');
const only = process.argv[2];
process.chdir(ROOT);

/** A web server an example is served with once built: its command and the line it prints when ready. */
const vitePreview = (port) => ({
  args: [
    'node_modules/vite/bin/vite.js',
    'preview',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--strictPort',
  ],
  ready: `127.0.0.1:${port}`,
});

/** What the compiler says of the wrong lines the apps' type-check files share: a value of the wrong type, an unknown method. */
const WRONG_TYPE = "Type 'string' is not assignable to type 'number'";
const UNKNOWN_METHOD = "Property 'opne' does not exist on type 'SvcCart'";

/**
 * The examples. `expectErrors`: a file whose `@ts-expect-error` lines must each be a real error;
 * with the directives taken out, the type check must report these messages.
 */
const EXAMPLES = [
  {
    name: 'typescript',
    expectErrors: {
      file: 'src/shop.ts',
      messages: [WRONG_TYPE, UNKNOWN_METHOD],
    },
  },
  {
    name: 'react-vite',
    build: true,
    serve: vitePreview,
    expectErrors: {
      file: 'src/type-checks.tsx',
      messages: [WRONG_TYPE, UNKNOWN_METHOD],
    },
  },
  {
    name: 'vue',
    build: true,
    serve: vitePreview,
    expectErrors: {
      file: 'src/TypeChecks.vue',
      messages: [WRONG_TYPE, UNKNOWN_METHOD],
    },
  },
  {
    name: 'svelte',
    build: true,
    serve: vitePreview,
    expectErrors: {
      file: 'src/TypeChecks.svelte',
      messages: [UNKNOWN_METHOD],
    },
  },
  {
    name: 'next-app-router',
    build: true,
    serve: (port) => ({
      args: ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(port)],
      ready: 'Ready in',
    }),
  },
].filter(({ name }) => !only || name.includes(only));

const results = [];
async function check(name, fn) {
  const started = Date.now();
  try {
    await fn();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return true;
  } catch (error) {
    results.push({ name, ok: false, error: String(error?.message ?? error).split('\n')[0] });
    console.log(`  ✗ ${name}\n    ${String(error.stack ?? error).replaceAll('\n', '\n    ')}`);
    return false;
  }
}
function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** Runs a command in `cwd`; resolves with its output, rejects with the output when it fails. */
function run(command, args, { cwd, env = {} }) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolvePromise(output)
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.slice(-6000)}`)),
    );
  });
}
const npm = (args, options) => run('npm', args, options);

/** `npm pack` of the package in `dir`; returns the tarball's path. */
async function pack(dir, destination) {
  const output = await npm(['pack', '--json', '--pack-destination', destination], { cwd: dir });
  const [{ filename }] = JSON.parse(output.slice(output.indexOf('[')));
  return join(destination, filename);
}

/** Copies the example into its work folder (keeping what npm installed there) and points `@svc/*` at the tarballs. */
function prepare(name, tarballs) {
  const work = join(WORK, name);
  mkdirSync(work, { recursive: true });
  const kept = new Set(['node_modules', 'package-lock.json']);
  for (const entry of readdirSync(work))
    if (!kept.has(entry)) rmSync(join(work, entry), { recursive: true, force: true });
  cpSync(join(ROOT, 'examples', name), work, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist|\.next|public[\\/]cart)$/.test(source),
  });
  const manifest = JSON.parse(readFileSync(join(work, 'package.json'), 'utf8'));
  for (const [pkg, tarball] of Object.entries(tarballs)) {
    assert(manifest.dependencies?.[pkg], `examples/${name}/package.json does not depend on ${pkg}`);
    manifest.dependencies[pkg] = `file:${tarball}`;
  }
  // The widget's own dependency on the SDK is the packed SDK too.
  manifest.overrides = { '@svc/sdk': `file:${tarballs['@svc/sdk']}` };
  writeFileSync(join(work, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // The tarballs have the same names as last time and new contents: npm is to install them again.
  rmSync(join(work, 'node_modules/@svc'), { recursive: true, force: true });
  const lockFile = join(work, 'package-lock.json');
  if (existsSync(lockFile)) {
    const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
    for (const key of Object.keys(lock.packages ?? {}))
      if (key.includes('node_modules/@svc/')) delete lock.packages[key];
    writeFileSync(lockFile, JSON.stringify(lock, null, 2));
  }
  return work;
}

/**
 * Opens the app in Chromium, adds `productName`'s product through the app's own button and waits
 * for the app's cart button to count it. The Internet is not reachable here: requests to other
 * hosts than 127.0.0.1 (the shop's web font) are answered empty, and listed.
 */
async function addThroughTheApp(browser, url, { addButton }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  const widgetRequests = [];
  const outside = [];
  await context.route(
    (target) => target.hostname !== '127.0.0.1',
    (route) => {
      outside.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/css', body: '' });
    },
  );
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (
      probes > 0 &&
      text === 'Failed to load resource: the server responded with a status of 404 (Not Found)'
    )
      probes -= 1;
    else errors.push(`console error: ${text}`);
  });
  // `configureItem` asks for an ID as a product and as a variant at once (a leaf then costs one
  // round trip): one of the two answers 404, and Chromium logs that answer as a console error.
  let probes = 0;
  const probe = /\/storefront\/v1\/(products|variants)\/\d+$/;
  page.on('response', (response) => {
    if (response.status() === 404 && probe.test(new URL(response.url()).pathname)) probes += 1;
    else if (response.status() >= 400) errors.push(`${response.status()} for ${response.url()}`);
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/cart-widget.js')) widgetRequests.push(request.url());
  });
  try {
    await page.goto(url);
    const cartButton = page.getByRole('button', { name: /^Cart \(\d+\)$/ });
    await page.getByRole('button', { name: 'Cart (0)' }).waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => window.svcCart?.ready === true, null, { timeout: 20_000 });
    await addButton(page).click();
    await page.getByRole('button', { name: 'Cart (1)' }).waitFor({ timeout: 20_000 });
    const shown = await cartButton.textContent();
    assert(shown === 'Cart (1)', `the app's cart button shows ${shown}`);
    const count = await page.evaluate(() => window.svcCart?.itemCount);
    assert(count === 1, `the widget's cart has ${count} items`);
    assert(
      widgetRequests.length === 1,
      `cart-widget.js was fetched ${widgetRequests.length} times: ${widgetRequests.join(', ')}`,
    );
    assert(errors.length === 0, errors.join('\n'));
  } finally {
    await context.close();
  }
  return { outside };
}

mkdirSync(join(WORK, 'packs'), { recursive: true });
let sandbox;
let browser;
const servers = [];
try {
  const tarballs = {};
  const ready = await check(
    'the packages are built and packed (npm pack of the widget and the SDK)',
    async () => {
      buildIfNeeded();
      const packs = join(WORK, 'packs');
      for (const file of readdirSync(packs)) rmSync(join(packs, file));
      tarballs['@svc/cart-widget'] = await pack(ROOT, packs);
      tarballs['@svc/sdk'] = await pack(join(ROOT, 'sdk'), packs);
      const names = Object.values(tarballs).map((file) => file.slice(packs.length + 1));
      assert(
        names[0].startsWith('svc-cart-widget-') && names[1].startsWith('svc-sdk-'),
        `packed ${names.join(', ')}`,
      );
    },
  );
  const sandboxPort = await freePort();
  const apiUrl = `http://127.0.0.1:${sandboxPort}/storefront/v1/`;
  sandbox = await startServer('scripts/sandbox.mjs', sandboxPort, 'Sandbox Storefront API:');
  const env = {
    SVC_API_KEY: 'demo-api-key',
    SVC_API_URL: apiUrl,
    VITE_SVC_API_KEY: 'demo-api-key',
    VITE_SVC_API_URL: apiUrl,
    NEXT_TELEMETRY_DISABLED: '1',
  };

  for (const example of ready ? EXAMPLES : []) {
    const { name } = example;
    const work = prepare(name, tarballs);
    const installed = await check(
      `${name}: installs with the packed @svc/cart-widget and @svc/sdk`,
      async () => {
        await npm(['install', '--no-audit', '--no-fund'], { cwd: work });
        const version = JSON.parse(
          readFileSync(join(work, 'node_modules/@svc/cart-widget/package.json'), 'utf8'),
        );
        assert(version.name === '@svc/cart-widget', 'the widget package is not installed');
      },
    );
    if (!installed) continue;
    await check(
      `${name}: type-checks (strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess, skipLibCheck: false)`,
      () => npm(['run', 'typecheck'], { cwd: work, env }),
    );
    if (example.expectErrors) {
      const { file, messages } = example.expectErrors;
      await check(`${name}: each @ts-expect-error in ${file} is a real error`, async () => {
        const path = join(work, file);
        const source = readFileSync(path, 'utf8');
        writeFileSync(path, source.replace(/(\/\/|\{\/\*|<!--) @(ts|vue)-expect-error[^\n]*/g, ''));
        const output = await npm(['run', 'typecheck'], { cwd: work, env }).then(
          (text) => `(no errors)\n${text}`,
          (error) => error.message,
        );
        writeFileSync(path, source);
        const missing = messages.filter((message) => !output.includes(message));
        assert(missing.length === 0, `not reported: ${missing.join(', ')}\n${output.slice(-3000)}`);
      });
    }
    if (!example.build) continue;
    const built = await check(`${name}: builds (npm run build)`, async () => {
      const output = await npm(['run', 'build'], { cwd: work, env });
      assert(!/ReferenceError|is not defined/.test(output), `the build reported:\n${output}`);
    });
    if (!built) continue;
    const port = await freePort();
    let server;
    const started = await check(`${name}: the built app serves its page`, async () => {
      const { args, ready } = example.serve(port);
      server = await startProcess(args, ready, { cwd: work, env, timeout: 60_000 });
      servers.push(server);
      const response = await fetch(`http://127.0.0.1:${port}/`);
      assert(response.status === 200, `GET / answered ${response.status}`);
    });
    if (!started) continue;
    browser ??= await chromium.launch({
      executablePath: chromiumPath(),
      headless: true,
      args: CHROMIUM_ARGS,
    });
    const url = `http://127.0.0.1:${port}/`;
    if (name === 'next-app-router') {
      await check(`${name}: the server component lists the sandbox's products in the HTML`, async () => {
        // React separates a text's parts with empty comments (`Cart (<!-- -->0<!-- -->)`).
        const html = (await (await fetch(url)).text()).replaceAll('<!-- -->', '');
        for (const product of ['House Blend Subscription', 'Brewing Guide (eBook)'])
          assert(html.includes(product.replace('&', '&amp;')), `the page's HTML lacks ${product}`);
        assert(
          html.includes('<svc-context product-id="230"'),
          'the page has no <svc-context product-id="230">',
        );
        assert(html.includes('Cart (0)'), 'the cart button is not rendered on the server');
      });
      await check(`${name}: <svc-add-to-cart> adds a product and the client cart button counts it`, () =>
        addThroughTheApp(browser, url, {
          addButton: (page) =>
            page.locator('svc-context[product-id="230"] svc-add-to-cart').getByRole('button'),
        }),
      );
      await check(
        `${name}: the route handler answers for the customer whose token the request carries`,
        async () => {
          const login = async (email, password) => {
            const response = await fetch(`${apiUrl}auth/login`, {
              method: 'POST',
              headers: { 'x-api-key': 'demo-api-key', 'content-type': 'application/json' },
              body: JSON.stringify({ email, password }),
            });
            assert(response.ok, `sign-in of ${email} answered ${response.status}`);
            return (await response.json()).accessToken;
          };
          const me = (token) =>
            fetch(`${url}api/me`, token ? { headers: { cookie: `svc_access_token=${token}` } } : {});
          const [first, second] = await Promise.all([
            login('shopper@example.com', 'demo1234'),
            login('other@example.com', 'other1234'),
          ]);
          // Interleaved: two customers and a visitor at once, in one server process.
          const answers = await Promise.all([me(first), me(), me(second), me('not-a-token')]);
          const bodies = await Promise.all(answers.map((answer) => answer.json()));
          assert(
            answers[0].status === 200 && bodies[0].email === 'shopper@example.com',
            JSON.stringify(bodies[0]),
          );
          assert(
            answers[1].status === 401,
            `without a token: ${answers[1].status} ${JSON.stringify(bodies[1])}`,
          );
          assert(
            answers[2].status === 200 && bodies[2].email === 'other@example.com',
            JSON.stringify(bodies[2]),
          );
          assert(
            answers[3].status === 401,
            `with a refused token: ${answers[3].status} ${JSON.stringify(bodies[3])}`,
          );
        },
      );
    } else {
      await check(
        `${name}: the app's add-to-cart calls configureItem and its cart button counts the item`,
        () =>
          addThroughTheApp(browser, url, {
            addButton: (page) => page.getByRole('button', { name: 'Add to cart' }),
          }),
      );
    }
    server.stop();
  }
} finally {
  await browser?.close();
  for (const server of servers) server.stop();
  sandbox?.stop();
}

const { passed, failed } = writeSummaryFile(results);
console.log(`examples: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
