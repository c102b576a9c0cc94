// `settings.webFont` on a shop page with a strict Content-Security-Policy: the page allows its own
// origin and, for the Storefront API on another origin, exactly the requests and pictures that
// need it; no third party at all. The shop has a web font (`fontStyle`). With `webFont: false` the
// widget requests no font and shows the page's font; with a template on the page's own origin it
// links that stylesheet. Either way nothing is refused and no request leaves for another origin.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { openWithALine, recordViolations } from './strict-csp.mjs';

const WAIT = { timeout: 15_000 };
const TYPES = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css' };
/** A shop's own font stylesheet: a face from a font the machine has, so it fetches nothing more. */
const FONT_CSS = (family) =>
  `@font-face { font-family: "${family}"; src: local("DejaVu Sans"), local("Arial"); }`;

/**
 * The built widget on a plain server of its own origin, every answer with the strict policy; the
 * config (a script file: the policy allows no inline script) sets `settings.webFont` per page, and
 * `/fonts/<family>.css` is the shop's self-hosted font stylesheet. Records the paths it served.
 */
async function serveShop(apiUrl) {
  const api = new URL(apiUrl).origin;
  const policy = `default-src 'self'; connect-src 'self' ${api}; img-src 'self' ${api}`;
  const page = (
    config,
  ) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Strict shop</title>
<link rel="stylesheet" href="/page.css"></head>
<body><main><h1>A shop with a strict policy</h1></main>
<script src="/${config}.js"></script>
<script type="module" src="/cart/cart-widget.js"></script></body></html>`;
  const config = (webFont) =>
    `window.svcConfig = { apiKey: 'demo-api-key', apiUrl: '${apiUrl}', settings: { webFont: ${webFont} } };`;
  const files = {
    '/no-web-font': page('config-no-web-font'),
    '/self-hosted': page('config-self-hosted'),
    '/config-no-web-font.js': config('false'),
    '/config-self-hosted.js': config("'/fonts/{family}.css'"),
    '/page.css': 'body { font-family: Georgia, serif; }',
  };
  const served = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    served.push(url.pathname);
    const headers = { 'content-security-policy': policy };
    const known = files[url.pathname];
    if (known !== undefined) {
      const type = extname(url.pathname) || '.html';
      return res.writeHead(200, { ...headers, 'content-type': TYPES[type] }).end(known);
    }
    const font = /^\/fonts\/([^/]+)\.css$/.exec(url.pathname);
    if (font) {
      return res
        .writeHead(200, { ...headers, 'content-type': 'text/css' })
        .end(FONT_CSS(decodeURIComponent(font[1])));
    }
    const file = normalize(join('dist', url.pathname));
    if (!file.startsWith('dist/cart/')) return res.writeHead(404, headers).end();
    try {
      const body = readFileSync(file);
      res.writeHead(200, { ...headers, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404, headers).end();
    }
  });
  const port = await new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server.address().port)),
  );
  return { url: `http://127.0.0.1:${port}`, policy, served, stop: () => server.close() };
}

/**
 * A new page that records policy violations from its start, every request it makes, and its
 * console errors and page errors. `shopFont` replaces the shop's `fontStyle` in the API's answer.
 */
async function watchedPage(browser, shopFont) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await recordViolations(context);
  const page = await context.newPage();
  if (shopFont)
    await page.route(
      (url) => url.pathname.endsWith('/storefront/v1/shop'),
      async (route) => {
        const response = await route.fetch();
        const shop = await response.json();
        shop.settings.cart.fontStyle = shopFont;
        await route.fulfill({ response, json: shop });
      },
    );
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  const errors = [];
  page.on('console', (message) => {
    // The browser asks for the page's /favicon.ico by itself; the shop page has none.
    if (message.type() === 'error' && !(message.location().url ?? '').endsWith('/favicon.ico'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return { context, page, requests, errors };
}

/**
 * Starts, adds a line and opens the drawer; resolves with the drawer once the theme applied and the
 * font the widget linked, if any, has loaded. The widget decides on the font in a task it queues
 * before CART_READY, and the theme applies after its own chunk arrived, later: by then it decided.
 * With `webFont: false` it links nothing; otherwise its font chunk adds the link, waited for here.
 */
async function openTheCart(page) {
  await openWithALine(page);
  await page.waitForFunction(
    () => document.querySelector('svc-cart-root')?.style.getPropertyValue('--svc-accent') !== '',
    null,
    WAIT,
  );
  // A link that never loads (refused, or a bad address) ends this wait at its limit, and then the
  // assertions say what was requested.
  const linked = await page.evaluate(() => window.svcCart.settings.webFont !== false);
  if (linked)
    await page
      .waitForFunction(() => document.querySelector('link[data-svc-font]')?.sheet, null, WAIT)
      .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.locator('svc-cart-panel dialog[open]');
}

export default async ({ check, assert, base, browser }) => {
  if (!existsSync('dist/cart/cart-widget.js')) execFileSync(process.execPath, ['scripts/build.mjs']);
  const apiUrl = `${base}/storefront/v1/`;
  const site = await serveShop(apiUrl);
  /** The requests to an origin other than the shop's and the API's. */
  const elsewhere = (requests) => requests.filter((url) => ![site.url, base].includes(new URL(url).origin));

  try {
    await check(
      'strict CSP, webFont: false: the cart opens in the page’s font, with no font request, no violation and no request to a third party',
      async () => {
        const { context, page, requests, errors } = await watchedPage(browser);
        const answer = await page.goto(`${site.url}/no-web-font`);
        assert(
          (await answer.headerValue('content-security-policy')) === site.policy,
          'the page has no policy',
        );
        const drawer = await openTheCart(page);
        const shopFont = await page.evaluate(() => window.svcCart.cartSettings.fontStyle);
        assert(shopFont === 'Inter', `the shop's font is ${shopFont}`);
        const violations = await page.evaluate(() => window.__violations);
        assert(violations.length === 0, `violations: ${violations.join(' | ')}`);
        const outside = elsewhere(requests);
        assert(outside.length === 0, `requests to other origins: ${outside.join(', ')}`);
        const links = await page.locator('link[data-svc-font]').count();
        assert(links === 0, `${links} font links in the page`);
        const font = await drawer.evaluate((dialog) => getComputedStyle(dialog).fontFamily);
        assert(font === 'Georgia, serif', `the drawer's font is ${font}`);
        assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
        await context.close();
      },
    );

    await check(
      "strict CSP, a self-hosted webFont template on 'self': the shop's stylesheet is requested and linked, with no violation",
      async () => {
        const { context, page, requests, errors } = await watchedPage(browser, 'Open Sans');
        site.served.length = 0;
        await page.goto(`${site.url}/self-hosted`);
        const drawer = await openTheCart(page);
        const href = `${site.url}/fonts/Open%20Sans.css`;
        const fontRequests = requests.filter((url) => new URL(url).pathname.startsWith('/fonts/'));
        assert(
          JSON.stringify(fontRequests) === JSON.stringify([href]),
          `font requests: ${fontRequests.join(', ')}`,
        );
        assert(site.served.includes('/fonts/Open%20Sans.css'), `served: ${site.served.join(', ')}`);
        const links = await page
          .locator('link[data-svc-font]')
          .evaluateAll((found) =>
            found.map((link) => ({ href: link.href, rel: link.rel, loaded: !!link.sheet })),
          );
        assert(
          JSON.stringify(links) === JSON.stringify([{ href, rel: 'stylesheet', loaded: true }]),
          `font links: ${JSON.stringify(links)}`,
        );
        const violations = await page.evaluate(() => window.__violations);
        assert(violations.length === 0, `violations: ${violations.join(' | ')}`);
        const outside = elsewhere(requests);
        assert(outside.length === 0, `requests to other origins: ${outside.join(', ')}`);
        const font = await drawer.evaluate((dialog) => getComputedStyle(dialog).fontFamily);
        assert(font === '"Open Sans", Georgia, serif', `the drawer's font is ${font}`);
        assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
        await context.close();
      },
    );
  } finally {
    site.stop();
  }
};
