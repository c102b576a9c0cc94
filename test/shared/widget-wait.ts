/** Waiting on the widget in tests of views, checkout steps, the portal and storefront elements. */
import { waitFor as waitRendering } from '../elements/element-helpers.js';
import { WAIT_LIMIT } from './wait.js';

/**
 * Polls `check`, letting the widget and its lazy elements render between checks, until it holds;
 * fails after `ms` (the shared limit of test/shared/wait.ts, for a busy machine).
 */
export function waitFor(check: () => boolean, what: string, ms = WAIT_LIMIT): Promise<void> {
  return waitRendering(check, what, ms);
}
