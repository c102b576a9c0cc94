/**
 * A cookie's expiry as the browser keeps it, in every engine: `cookieStore` has no expiry in
 * Firefox, so the test runner asks the browser itself (the `svc-cookie` command of
 * web-test-runner.config.mjs, through Playwright, Puppeteer or WebDriver).
 */
import { executeServerCommand } from '@web/test-runner-commands';

/** A cookie of the test page: its value and when it expires (ms since the epoch; `null`: a session cookie). */
export interface BrowserCookie {
  value: string;
  expires: number | null;
}

/** The cookie `name` of the test page's origin, as the browser keeps it; `null` when there is none. */
export async function browserCookie(name: string): Promise<BrowserCookie | null> {
  const answer = await executeServerCommand<{ cookie: BrowserCookie | null }, { name: string; url: string }>(
    'svc-cookie',
    { name, url: location.href },
  );
  return answer.cookie;
}
