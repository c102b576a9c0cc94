import { setupWorker, type SetupWorker } from 'msw/browser';
import { createSandbox, type Sandbox } from '../index.js';

export interface BrowserSandbox extends Sandbox {
  readonly worker: SetupWorker;
}

/**
 * Serves the sandbox in this page through MSW's service worker (`/mockServiceWorker.js`).
 * Requests to other origins' paths outside `/storefront/v1/` pass through untouched.
 */
export async function startBrowserSandbox(workerUrl = '/mockServiceWorker.js'): Promise<BrowserSandbox> {
  const sandbox = createSandbox();
  const worker = setupWorker(...sandbox.handlers);
  await worker.start({ serviceWorker: { url: workerUrl }, quiet: true, onUnhandledFrame: 'bypass' });
  return { ...sandbox, worker };
}
