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

export default {
  files: ['sdk/test/**/*.test.ts', 'sandbox/test/**/*.test.ts', 'test/**/*.test.ts', 'src/**/*.test.ts'],
  nodeResolve: { browser: true, exportConditions: ['svc-source', 'browser', 'development'] },
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' })],
  middleware: [mswWorker],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS },
    }),
  ],
  concurrency: 2,
  filterBrowserLogs: ({ args }) => !String(args[0]).includes('Lit is in dev mode'),
  testFramework: { config: { timeout: 5000 } },
  reporters: [defaultReporter({ reportTestResults: true, reportTestProgress: false }), summaryReporter()],
};
