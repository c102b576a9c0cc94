/** What the tests of `window.svcConfig` share (config*.test.ts). */
import { bootstrap } from '../../src/bootstrap/index.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import type { TestSandbox } from '../../sandbox/testing.js';
import { setupWidget, track } from './helpers.js';

/** Runs the bootstrap on exactly this `window.svcConfig` (no defaults added); returns what it made. */
export function bootstrapWith(config: unknown, globalName = 'svcCart'): SvcCart | undefined {
  (window as unknown as Record<string, unknown>).svcConfig = config;
  bootstrap();
  const svcCart = (window as unknown as Record<string, SvcCart | undefined>)[globalName];
  if (svcCart) track(svcCart);
  return svcCart;
}

/** The exception `fn` throws (fails the test when it throws nothing). */
export function thrownBy(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('Expected a throw, but nothing was thrown');
}

/**
 * Registers the sandbox and a clean page for a config test file (see `setupWidget`), also clearing
 * the globals, the page language and the browser language the tests set; `sent()` lists the
 * requests as `METHOD /path`.
 */
export function setupConfig(): { sandbox: () => TestSandbox; sent: () => Promise<string[]> } {
  const sandbox = setupWidget();
  const sent = async () => (await sandbox().sent()).map((request) => `${request.method} ${request.path}`);
  afterEach(() => {
    for (const name of ['shopCart', 'SvcCart']) delete (window as unknown as Record<string, unknown>)[name];
    document.documentElement.lang = '';
    delete (navigator as unknown as Record<string, unknown>).language;
  });
  return { sandbox, sent };
}
