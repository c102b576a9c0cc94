/**
 * A request held in the sandbox's worker until the test lets it go: a language's messages file or
 * an element's code that arrives later than the rest, so a test sees the page before it arrives.
 */
import { http, passthrough } from 'msw';
import type { TestSandbox } from '../../sandbox/testing.js';

/**
 * Holds the next GET whose URL matches `pattern` (an MSW path pattern, such as
 * `'*\/messages/fr.js'`) until `release()`, then lets it through to the server. `asked()` tells
 * whether it left the page.
 */
export function holdRequest(
  sandbox: TestSandbox,
  pattern: string,
): { release: () => void; asked: () => boolean } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  sandbox.worker.use(
    http.get(
      pattern,
      async () => {
        asked = true;
        await released;
        return passthrough();
      },
      { once: true },
    ),
  );
  return { release, asked: () => asked };
}
