/** What the tests of `window.svcConfig` share (config*.test.ts). */
import { bootstrap } from '../../src/bootstrap/index.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { track } from './helpers.js';

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
