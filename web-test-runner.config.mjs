import { build } from 'esbuild';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { enginesWanted, launcherFor, sizeWindow } from './scripts/engines.mjs';
import { ALL_TESTS, shardOf, shardWanted, testsOf } from './scripts/suites.mjs';
import { summaryReporter } from './scripts/summary-reporter.mjs';

/** Serves the MSW worker at the root, so its scope covers every test page. */
const mswWorker = (context, next) => {
  if (context.url === '/mockServiceWorker.js') context.url = '/public/mockServiceWorker.js';
  return next();
};

/**
 * picomatch is CommonJS and the test server serves it raw; bundle its modules to ES modules on
 * request (Vite does this by itself for the build and the demo).
 */
function commonJsToEsm(packages) {
  const cache = new Map();
  const wanted = (path) => packages.some((name) => path.includes(`/node_modules/${name}/`));
  return {
    name: 'svc-commonjs-to-esm',
    async serve(context) {
      if (!wanted(context.path)) return undefined;
      if (!cache.has(context.path)) {
        const result = await build({
          entryPoints: [`.${context.path}`],
          bundle: true,
          format: 'esm',
          platform: 'browser',
          write: false,
          logLevel: 'silent',
        });
        cache.set(context.path, result.outputFiles[0].text);
      }
      return { body: cache.get(context.path), type: 'js' };
    },
  };
}

/**
 * `svc-window-size` (test/shared/viewport.ts): WebDriver cannot set a viewport, so the window is
 * sized by what its frame takes beside the page, until the page has the size asked for.
 */
const windowSize = {
  name: 'svc-window-size',
  async executeCommand({ command, payload, session }) {
    if (command !== 'svc-window-size') return undefined;
    const driver = session.browser.driver;
    if (!driver) throw new Error('svc-window-size: only a WebDriver session sizes its window');
    try {
      await sizeWindow(driver, payload);
    } catch (error) {
      throw new Error(`svc-window-size: ${error.message}`, { cause: error });
    }
    return true;
  },
};

/** Seconds since the epoch (a session cookie: -1 or none) as milliseconds, or `null`. */
const expiryMs = (seconds) => (typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : null);

/**
 * `svc-cookie` (test/shared/cookies.ts): a cookie of the test page with its expiry, read from the
 * browser by its launcher (Firefox's `cookieStore` has no expiry). The answer is `{ cookie }`, so
 * "no such cookie" is an answer too (a command answering `null` counts as not handled).
 */
const cookieRead = {
  name: 'svc-cookie',
  async executeCommand({ command, payload, session }) {
    if (command !== 'svc-cookie') return undefined;
    const { name, url } = payload;
    const browser = session.browser;
    if (browser.type === 'webdriver') {
      const [found] = await browser.driver.getCookies([name]);
      return { cookie: found ? { value: found.value, expires: expiryMs(found.expiry) } : null };
    }
    // Playwright keeps cookies on the page's context, Puppeteer on the page; both count in seconds.
    const page = browser.getPage(session.id);
    const cookies =
      browser.type === 'playwright' ? await page.context().cookies(url) : await page.cookies(url);
    const found = cookies.find((cookie) => cookie.name === name);
    return { cookie: found ? { value: found.value, expires: expiryMs(found.expires) } : null };
  },
};

/**
 * The files of this run (scripts/suites.mjs): every test, or the shopper's flows when WebKit runs
 * alone; with `SVC_SHARD=n/count`, the n-th of `count` shards of them.
 */
const engines = enginesWanted();
/** Chromium alone: two files side by side, and the shorter limits. */
const chromiumOnly = engines.every((engine) => engine === 'chromium');
const tests = engines.length === 1 ? testsOf(engines[0]) : ALL_TESTS;
const shard = shardWanted();

export default {
  files: shard ? shardOf(tests, shard.index, shard.count) : tests,
  nodeResolve: { browser: true, exportConditions: ['svc-source', 'browser', 'development'] },
  plugins: [
    commonJsToEsm(['picomatch']),
    windowSize,
    cookieRead,
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }),
  ],
  middleware: [mswWorker],
  // `SVC_ENGINES=chromium,firefox,webkit` (scripts/engines.mjs); Chromium alone by default.
  browsers: await Promise.all(engines.map((engine) => launcherFor(engine))),
  // One file at a time in WebKit and Firefox. WebKit's WebDriver session takes one (its key and
  // pointer commands need it); Firefox, with two pages side by side, now and then lost a key
  // press to the other one (docs/decisions.md, "Tests in three engines").
  concurrency: chromiumOnly ? 2 : 1,
  // A file's tests in Firefox and WebKit take longer than in Chromium.
  testsFinishTimeout: chromiumOnly ? 120_000 : 600_000,
  filterBrowserLogs: ({ args }) => !String(args[0]).includes('Lit is in dev mode'),
  // A test's limit. Firefox and WebKit get twice Chromium's: a wait of a test (`until`, 15 s) then
  // ends first and names what it waited for, and their slower start on a busy machine fits.
  testFramework: { config: { timeout: chromiumOnly ? 15_000 : 30_000 } },
  reporters: [defaultReporter({ reportTestResults: true, reportTestProgress: false }), summaryReporter()],
};
