/**
 * Positive signals for tests that assert something did NOT happen: instead of a delay, wait for a
 * later event that could only come after it.
 */
import { microtasksDrained } from './wait.js';

/**
 * Resolves once a request sent now has been answered through the sandbox's worker. The worker takes
 * requests in the order they leave the page, so every request the client sent before this one is in
 * the sandbox's log by then. It asks for a product picture, which the log leaves out (pictures are
 * not API operations), so the log a test reads holds only the client's requests.
 */
export async function laterRequestAnswered(): Promise<void> {
  await fetch(`${location.origin}/storefront/v1/images/later-request.svg`, { cache: 'no-store' });
}

/**
 * Resolves once an image of the test's own with a source that cannot load has failed: an `onerror`
 * in markup put on the page before it would have run by then.
 */
export function brokenImageFailed(): Promise<void> {
  return new Promise((resolve) => {
    const probe = new Image();
    probe.addEventListener('error', () => resolve(), { once: true });
    probe.src = `${location.origin}/no-such-picture-${Date.now()}.png`;
  });
}

/**
 * Resolves once what the page started so far has had its turn: the microtasks queued by then have
 * run (a click handler's promise chain up to the request it sends), a later request of the test's
 * own was answered (see `laterRequestAnswered`), and the microtasks the earlier answers queued have
 * run too. A test that proves a click or a start sends nothing, or that an answer changes nothing,
 * reads the sandbox's log or the widget's state after this.
 */
export async function pendingRequestsAnswered(): Promise<void> {
  await microtasksDrained();
  await laterRequestAnswered();
  await microtasksDrained();
}
