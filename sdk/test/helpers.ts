import { expect } from '@open-wc/testing';
import Svc, { SvcApiError, type SvcClient, type SvcConfig } from '@svc/sdk';
import { resetSharedHttpClient } from '@svc/sdk/testing';
import { apiUrl, resetSandbox, useSandbox, type TestSandbox } from '../../sandbox/testing.js';

export { apiUrl };

/** The rejection reason of a promise that must reject. */
export async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('Expected the promise to reject, but it resolved');
}

/** Registers the sandbox for a test file and resets it before every test. */
export function setupSandbox(): () => TestSandbox {
  let sandbox: TestSandbox;
  before(async () => {
    sandbox = await useSandbox();
  });
  beforeEach(async () => {
    await resetSandbox();
  });
  return () => sandbox;
}

/** `Svc.init` against the sandbox on this page. */
export const initClient = (config: Partial<SvcConfig> = {}): Promise<SvcClient> =>
  Svc.init({ apiKey: 'demo-api-key', apiUrl: apiUrl(), ...config });

/** Signs the test customer in and returns the token. */
export async function signIn(client: SvcClient): Promise<string> {
  const { accessToken } = await client.auth.login({ email: 'shopper@example.com', password: 'demo1234' });
  return accessToken;
}

/** Replaces `console.error` while `fn` runs and returns what was logged. */
export async function captureConsoleError(fn: () => Promise<unknown>): Promise<string[]> {
  const original = console.error;
  const logged: string[] = [];
  console.error = (...args: unknown[]) => logged.push(args.map(String).join(' '));
  try {
    await fn();
  } finally {
    console.error = original;
  }
  return logged;
}

export const readCookieValue = (name: string): string | null => {
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return pair === undefined ? null : decodeURIComponent(pair.slice(name.length + 1));
};

/** Forgets the page's HTTP client, as a new page load would, so the next `init` starts afresh. */
export const forgetHttpClient = (): void => resetSharedHttpClient();

/** The `SvcApiError` a promise must reject with. */
export async function apiError(promise: Promise<unknown>): Promise<SvcApiError> {
  const error = await rejectionOf(promise);
  expect(error).to.be.instanceOf(SvcApiError);
  return error as SvcApiError;
}

/** A client with the test customer signed in. */
export async function signedIn(): Promise<SvcClient> {
  const client = await initClient();
  await signIn(client);
  return client;
}

/** The times this page fetched the module of the namespaces that load on first use. */
export const extraFetches = (): PerformanceEntry[] =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname.endsWith('/sdk/src/resources/extra.ts'));
