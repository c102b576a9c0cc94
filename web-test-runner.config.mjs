import { build } from 'esbuild';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { defaultReporter } from '@web/test-runner';
import { chromiumPath, CHROMIUM_ARGS } from './scripts/chromium.mjs';
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

export default {
  files: ['sdk/test/**/*.test.ts', 'sandbox/test/**/*.test.ts', 'test/**/*.test.ts', 'src/**/*.test.ts'],
  nodeResolve: { browser: true, exportConditions: ['svc-source', 'browser', 'development'] },
  plugins: [
    commonJsToEsm(['picomatch']),
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }),
  ],
  middleware: [mswWorker],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS },
    }),
  ],
  concurrency: 2,
  filterBrowserLogs: ({ args }) => !String(args[0]).includes('Lit is in dev mode'),
  testFramework: { config: { timeout: 15000 } },
  reporters: [defaultReporter({ reportTestResults: true, reportTestProgress: false }), summaryReporter()],
};
