/**
 * Waiting in tests: for the condition itself, never for a fixed time. The limit is long (a busy
 * machine, a slow engine) because a test that holds returns as soon as its condition does; the limit
 * only decides how long a failing one takes to say so.
 */

/** How long `until` waits by default, in ms (see above). */
export const WAIT_LIMIT = 15_000;

/**
 * Resolves once `check` returns (or resolves to) a truthy value (a check that throws, such as an
 * element not there yet, counts as not holding); rejects with `Timed out waiting for <what>` after
 * `ms`. Polls every 10 ms (a timer, which runs in a hidden page too, unlike an animation frame). A
 * check may be async, such as one that asks the sandbox which requests it recorded.
 */
export async function until(check: () => unknown, what: string, ms = WAIT_LIMIT): Promise<void> {
  const start = performance.now();
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // Not there yet.
    }
    if (performance.now() - start > ms) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Resolves at the next line the page writes with `console.error` (which still goes on to the
 * console, or to `captureConsoleError`'s record when called inside it). The bootstrap reports a
 * failed start-up a moment after `CART_READY`; a test waits for that report, not for a time.
 */
export function nextConsoleError(): Promise<void> {
  const write = console.error;
  return new Promise((resolve) => {
    console.error = (...args: unknown[]) => {
      console.error = write;
      write(...args);
      resolve();
    };
  });
}

/**
 * Resolves once every microtask queued so far has run (a message crosses a channel in a task of
 * its own): the moment a promise that was going to settle by itself would have settled. Tests that
 * prove something does NOT start or settle wait for this, not for a time.
 */
export const microtasksDrained = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
