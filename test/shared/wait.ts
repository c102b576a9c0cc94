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
