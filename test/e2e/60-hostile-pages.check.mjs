// Pages the widget does not control: a strict Content-Security-Policy (the demo page the dev server
// sends with the policy, and the built widget from a plain server with the same policy), a page
// whose own CSS resets everything, and a full journey that records every request and console
// message to show that the API key and the customer's token only go to `apiUrl`, and that no
// token, email or card number ends up in a URL or the console.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { serveBuild } from '../../scripts/servers.mjs';
import { checkoutAsNewCustomer } from './checkout-steps.mjs';
import { openWithALine, recordViolations } from './strict-csp.mjs';

const WAIT = { timeout: 15_000 };
const POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; frame-src 'self'";
const TYPES = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css' };

/**
 * The built widget on a plain server that sends `POLICY` with every answer, the Storefront API
 * proxied on the same origin (the policy allows no other), and the config in a script file.
 */
async function serveStrict(base) {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Strict shop</title>
<link rel="stylesheet" href="/page.css"></head>
<body><main><h1>A shop with a strict policy</h1></main>
<script src="/config.js"></script>
<script type="module" src="/cart/cart-widget.js"></script></body></html>`;
  const files = {
    '/': page,
    '/config.js':
      "window.svcConfig = { apiKey: 'demo-api-key', apiUrl: location.origin + '/storefront/v1/', settings: { cartButton: true } };",
    '/page.css': 'body { font-family: Georgia, serif; }',
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname.startsWith('/storefront/v1/')) {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const headers = { ...req.headers };
      for (const name of ['host', 'connection', 'content-length', 'origin', 'referer']) delete headers[name];
      // As a reverse proxy says where it was reached: the sandbox then answers image URLs on this origin.
      headers['x-forwarded-host'] = req.headers.host;
      const answer = await fetch(`${base}${req.url}`, {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      const out = {};
      answer.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name))
          out[name] = value;
      });
      res.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    const security = { 'content-security-policy': POLICY };
    const known = files[url.pathname];
    if (known !== undefined) {
      const type = url.pathname === '/' ? '.html' : extname(url.pathname);
      return res.writeHead(200, { ...security, 'content-type': TYPES[type] }).end(known);
    }
    const file = normalize(join('dist', url.pathname));
    if (!file.startsWith('dist/cart/')) return res.writeHead(404, security).end();
    try {
      const body = readFileSync(file);
      res
        .writeHead(200, { ...security, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
        .end(body);
    } catch {
      res.writeHead(404, security).end();
    }
  });
  const port = await new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server.address().port)),
  );
  return { url: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

/** A new page that records policy violations, console errors and page errors from its start. */
async function watchedPage(browser, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  await recordViolations(context);
  const page = await context.newPage();
  const consoleErrors = [];
  page.on('response', (response) => {
    if (response.status() >= 400) consoleErrors.push(`HTTP ${response.status()} ${response.url()}`);
  });
  const console = [];
  page.on('console', (message) => {
    // The browser asks for the page's /favicon.ico by itself; the demo pages have none.
    if (new URL(message.location().url || 'about:blank').pathname === '/favicon.ico') return;
    console.push(`${message.type()}: ${message.text()}`);
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`page error: ${error.message}`));
  return { context, page, consoleErrors, console };
}

/**
 * The console errors no one can explain. `configureItem` asks for an ID as a parent first and as
 * a leaf only when no parent has it, so a leaf's ID answers 404 once, and Chromium logs every
 * failed request: those pairs (the 404 of `/products/<id>` or `/variants/<id>` and its "Failed to
 * load resource" line) are the widget's known probes, returned apart. A parent's ID makes none.
 */
function explain(consoleErrors) {
  const probe = /^HTTP 404 \S+\/storefront\/v1\/(products|variants)\/\d+(\?|$)/;
  const probes = consoleErrors
    .filter((line) => probe.test(line))
    .map((line) => new URL(line.split(' ')[2]).pathname.replace(/^.*\/storefront\/v1\//, ''));
  let browserLines = probes.length;
  const unexplained = consoleErrors.filter((line) => {
    if (probe.test(line)) return false;
    if (
      browserLines > 0 &&
      line === 'Failed to load resource: the server responded with a status of 404 (Not Found)'
    ) {
      browserLines -= 1;
      return false;
    }
    return true;
  });
  return { probes, unexplained };
}

/** Answers the shop without a web font (`settings.cart.fontStyle`), as a shop that has none. */
async function shopWithoutWebFont(page) {
  await page.route(
    (url) => url.pathname.endsWith('/storefront/v1/shop'),
    async (route) => {
      const response = await route.fetch();
      const shop = await response.json();
      shop.settings.cart.fontStyle = null;
      await route.fulfill({ response, json: shop });
    },
  );
}

/** Starts, opens the summary with a line, a customization view, then the checkout's first step. */
async function driveTheWidget(page) {
  await openWithALine(page);
  await page.evaluate(() => {
    window.svcCart.configureItem({ productId: 100 }).catch(() => {});
  });
  await page.locator('svc-view-pricing [part~="submit-button"]').waitFor(WAIT);
  await page.evaluate(() => window.svcCart.close());
  await page.evaluate(() => window.svcCart.open('checkout'));
  await page.locator('svc-checkout-contact input[name="email"]').waitFor(WAIT);
  // Whatever would be refused late has had its chance: every picture the widget draws has loaded or
  // failed (a refusal is reported in a task queued before the failure's), and so have the fonts.
  await page.waitForFunction(
    () => {
      const pictures = [];
      const walk = (root) => {
        for (const element of root.querySelectorAll('*')) {
          if (element instanceof HTMLImageElement && element.loading !== 'lazy') pictures.push(element);
          if (element.shadowRoot) walk(element.shadowRoot);
        }
      };
      walk(document);
      return pictures.every((picture) => picture.complete);
    },
    null,
    WAIT,
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Computed styles of the host page's own elements, to compare with and without the widget. */
const hostStyles = (page) =>
  page.evaluate(() => {
    const props = [
      'display',
      'position',
      'font-size',
      'font-family',
      'color',
      'margin-top',
      'padding-left',
      'width',
      'height',
      'line-height',
      'visibility',
      'overflow',
      'transform',
    ];
    const elements = [document.documentElement, document.body, ...document.body.querySelectorAll('*')].filter(
      (element) => !element.localName.startsWith('svc-') && element.localName !== 'script',
    );
    return elements.map((element) => {
      const style = getComputedStyle(element);
      return `${element.localName}: ${props.map((p) => `${p}=${style.getPropertyValue(p)}`).join('; ')}`;
    });
  });

export default async ({ check, assert, base, browser }) => {
  if (!existsSync('dist/cart/cart-widget.js')) execFileSync(process.execPath, ['scripts/build.mjs']);

  await check('the demo sends /strict-csp.html with the strict policy, and only that page', async () => {
    const strict = await fetch(`${base}/strict-csp.html`, { headers: { accept: 'text/html' } });
    assert(
      strict.headers.get('content-security-policy') === POLICY,
      `policy: ${strict.headers.get('content-security-policy')}`,
    );
    const shop = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
    assert(shop.headers.get('content-security-policy') === null, 'the shop page has a policy too');
  });

  await check(
    'strict CSP demo page: the widget starts, opens, shows a view and the checkout with no violation and no console error',
    async () => {
      const { context, page, consoleErrors } = await watchedPage(browser);
      await shopWithoutWebFont(page);
      await page.goto(`${base}/strict-csp.html`);
      await driveTheWidget(page);
      const violations = await page.evaluate(() => window.__violations);
      assert(violations.length === 0, `violations: ${violations.join(' | ')}`);
      const { probes, unexplained } = explain(consoleErrors);
      assert(unexplained.length === 0, `console errors: ${unexplained.join(' | ')}`);
      assert(JSON.stringify(probes) === '[]', `probes: ${probes.join(', ')}`);
      const status = await page.locator('#csp-status').textContent();
      assert(status === 'No policy violations so far.', `the page says: ${status}`);
      await context.close();
    },
  );

  await check(
    "strict CSP demo page with the shop's web font: the font stylesheet is the one thing refused, and the page says so",
    async () => {
      const { context, page, consoleErrors } = await watchedPage(browser);
      await page.goto(`${base}/strict-csp.html`);
      await driveTheWidget(page);
      // The font starts a task after the cart is ready: wait for its refusal. A refused stylesheet
      // fetches nothing more, so nothing after it can be refused.
      await page.waitForFunction(() => window.__violations.length > 0, null, WAIT);
      const violations = await page.evaluate(() => window.__violations);
      const font = 'style-src-elem https://fonts.googleapis.com/css2';
      assert(
        violations.length === 1 && violations[0].startsWith(font),
        `violations: ${violations.join(' | ')}`,
      );
      const { unexplained } = explain(consoleErrors);
      assert(
        unexplained.length === 1 && unexplained[0].includes('https://fonts.googleapis.com/css2?family=Inter'),
        `console errors: ${unexplained.join(' | ')}`,
      );
      const status = await page.locator('#csp-status').textContent();
      assert(status.startsWith(`Policy violations: ${font}`), `the page says: ${status}`);
      await context.close();
    },
  );

  const site = await serveStrict(base);
  try {
    await check(
      'strict CSP, built widget from a plain server: starts, opens, shows a view and the checkout with no violation and no console error',
      async () => {
        const { context, page, consoleErrors } = await watchedPage(browser);
        await shopWithoutWebFont(page);
        const scripts = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        });
        const answer = await page.goto(`${site.url}/`);
        assert((await answer.headerValue('content-security-policy')) === POLICY, 'the page has no policy');
        await driveTheWidget(page);
        const violations = await page.evaluate(() => window.__violations);
        assert(violations.length === 0, `violations: ${violations.join(' | ')}`);
        const { probes, unexplained } = explain(consoleErrors);
        assert(unexplained.length === 0, `console errors: ${unexplained.join(' | ')}`);
        assert(JSON.stringify(probes) === '[]', `probes: ${probes.join(', ')}`);
        assert(
          scripts.some((path) => /^\/cart\/svc-view-pricing-[\w-]+\.js$/.test(path)),
          `no lazy view chunk among ${scripts.join(', ')}`,
        );
        await context.close();
      },
    );
  } finally {
    site.stop();
  }

  await check(
    'hostile page CSS: the drawer opens at a sane size and the keyboard reaches Add and Checkout',
    async () => {
      const { context, page } = await watchedPage(browser);
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const left = [];
      page.on('framenavigated', (frame) => frame === page.mainFrame() && left.push(frame.url()));
      await page.goto(`${base}/hostile-css.html`);
      await page.waitForFunction(() => window.svcCart?.ready === true, null, WAIT);
      // The floating button: on screen, of a button's size, and it opens the drawer from the keyboard.
      const button = page.locator('svc-cart-button').getByRole('button', { name: 'Cart, 0 items' });
      await button.waitFor(WAIT);
      const buttonBox = await button.boundingBox();
      assert(
        buttonBox &&
          buttonBox.width >= 40 &&
          buttonBox.width <= 200 &&
          buttonBox.height >= 40 &&
          buttonBox.height <= 200,
        `floating button box ${JSON.stringify(buttonBox)}`,
      );
      assert(
        buttonBox.x >= 0 &&
          buttonBox.y >= 0 &&
          buttonBox.x + buttonBox.width <= 1280 &&
          buttonBox.y + buttonBox.height <= 900,
        `floating button off screen: ${JSON.stringify(buttonBox)}`,
      );
      await button.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => window.svcCart.isOpen === true, null, WAIT);
      const drawer = page.locator('svc-cart-panel dialog[open]');
      await drawer.waitFor(WAIT);
      // Measured once it has slid in.
      await drawer.evaluate((dialog) =>
        Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)),
      );
      const box = await drawer.boundingBox();
      assert(
        box &&
          box.width >= 300 &&
          box.width <= 500 &&
          box.height >= 850 &&
          box.x + box.width <= 1281 &&
          box.y >= -1,
        `drawer box ${JSON.stringify(box)}`,
      );
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => window.svcCart.isOpen === false, null, WAIT);

      // A view's Add button, then the summary's Checkout, each reached with Tab and pressed with Enter.
      await page.evaluate(() => {
        window.svcCart.configureItem({ productId: 200 }).catch(() => {});
      });
      const add = page.locator('svc-view-variant [part~="submit-button"]');
      await add.waitFor(WAIT);
      const tabTo = async (locator, what) => {
        for (let presses = 0; presses < 40; presses += 1) {
          if (await locator.evaluate((element) => element.matches(':focus'))) break;
          await page.keyboard.press('Tab');
        }
        assert(await locator.evaluate((element) => element.matches(':focus')), `Tab never reached ${what}`);
      };
      const pressByTab = async (locator, what) => {
        await tabTo(locator, what);
        await drawer.evaluate((dialog) =>
          Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)),
        );
        const rect = await locator.boundingBox();
        assert(rect && rect.width >= 44 && rect.height >= 30, `${what} box ${JSON.stringify(rect)}`);
        assert(
          rect.x >= box.x - 1 && rect.x + rect.width <= box.x + box.width + 1,
          `${what} outside the drawer: ${JSON.stringify(rect)} in ${JSON.stringify(box)}`,
        );
        await page.keyboard.press('Enter');
      };
      // The colour first: Tab to Sand, Space chooses it.
      await tabTo(page.locator('svc-view-variant input[value="Sand"]'), 'the Sand option');
      await page.keyboard.press('Space');
      await pressByTab(add, 'the Add button');
      await page.waitForFunction(() => window.svcCart?.itemCount === 1, null, WAIT);
      await page.evaluate(() => window.svcCart.open());
      const checkout = page.locator('svc-cart-summary [part~="checkout-button"]');
      await checkout.waitFor(WAIT);
      await pressByTab(checkout, 'the Checkout button');
      await page.locator('svc-checkout-contact input[name="email"]').waitFor(WAIT);
      if (process.env.SVC_SCREENSHOT) await page.screenshot({ path: process.env.SVC_SCREENSHOT });
      assert(left.length === 1, `the page navigated: ${left.join(', ')}`);
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
      await context.close();
    },
  );

  await check(
    "the widget's CSS does not change the host page: computed styles equal with and without it",
    async () => {
      const without = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const bare = await without.newPage();
      await bare.route(
        (url) => url.pathname === '/widget.ts',
        (route) => route.fulfill({ contentType: 'text/javascript', body: 'export {};' }),
      );
      await bare.goto(`${base}/hostile-css.html`);
      await bare.waitForLoadState('load');
      const expected = await hostStyles(bare);
      await without.close();

      const { context, page } = await watchedPage(browser);
      await page.goto(`${base}/hostile-css.html`);
      await page.waitForFunction(() => window.svcCart?.ready === true, null, WAIT);
      await page.evaluate(() => window.svcCart.addItem({ productId: 201, quantity: 1 }));
      await page.evaluate(() => window.svcCart.open());
      await page.locator('svc-cart-line').first().waitFor(WAIT);
      await page.evaluate(() => window.svcCart.close());
      await page.waitForFunction(() => window.svcCart.isOpen === false, null, WAIT);
      const actual = await hostStyles(page);
      assert(expected.length > 5, `only ${expected.length} host elements`);
      const differ = expected.filter((line, index) => actual[index] !== line);
      assert(
        actual.length === expected.length && differ.length === 0,
        `host styles changed:\n${differ.map((line) => `${line}\n  → ${actual[expected.indexOf(line)]}`).join('\n')}`,
      );
      await context.close();
    },
  );

  await check(
    'a full journey: x-api-key and authorization go only to apiUrl; no token, email, password or card number in a URL or the console',
    async () => {
      const widgetPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Journey</title></head>
<body><main><h1>A shop</h1></main>
<script>window.svcConfig = { apiKey: 'demo-api-key', apiUrl: '${base}/storefront/v1/' };</script>
<script type="module" src="/cart/cart-widget.js"></script></body></html>`;
      const shopSite = await serveBuild({ '/': widgetPage });
      const { context, page, console } = await watchedPage(browser);
      try {
        const requests = [];
        page.on('request', (request) => requests.push(request));
        const email = `hostile.${Date.now()}@example.com`;
        const password = 'hostile-secret-77';
        const card = '4242 4242 4242 4242';
        await page.goto(`http://127.0.0.1:${shopSite.port}/`);
        await page.waitForFunction(() => window.svcCart?.ready === true, null, WAIT);
        await page.evaluate(() => window.svcCart.addItem({ productId: 201, quantity: 1 }));
        await page.evaluate(() => window.svcCart.open('checkout'));
        const pay = await checkoutAsNewCustomer(page, {
          email,
          password,
          firstName: 'Hal',
          lastName: 'Hostile',
          card,
        });
        await pay.click();
        await page.getByText('Thank you for your order!').waitFor(WAIT);

        const token = (await context.cookies()).find((cookie) => cookie.name === 'svc_access_token');
        assert(token?.value, 'no svc_access_token cookie after registering');
        assert(
          token.httpOnly === false && token.secure === false && token.path === '/',
          `cookie attributes: ${JSON.stringify(token)}`,
        );
        const days = (token.expires * 1000 - Date.now()) / 86_400_000;
        assert(days > 364.9 && days < 365.1, `cookie lifetime ${days} days`);

        const api = new URL(`${base}/storefront/v1/`);
        const sent = await Promise.all(
          requests.map(async (request) => ({ url: request.url(), headers: request.headers() })),
        );
        const toApi = sent.filter(({ url }) => url.startsWith(api.href));
        assert(toApi.length >= 10, `only ${toApi.length} API requests`);
        assert(
          toApi.every(({ headers }) => headers['x-api-key'] === 'demo-api-key'),
          'an API request without the key',
        );
        assert(
          toApi.some(({ headers }) => headers.authorization?.includes(token.value)),
          'no API request carried the token',
        );
        const leaks = sent
          .filter(({ url }) => !url.startsWith(api.href))
          .filter(({ headers }) => 'x-api-key' in headers || 'authorization' in headers)
          .map(({ url }) => url);
        assert(leaks.length === 0, `credentials sent outside apiUrl: ${leaks.join(', ')}`);
        const secrets = [
          token.value,
          email,
          encodeURIComponent(email),
          password,
          card,
          card.replaceAll(' ', ''),
        ];
        const inUrls = sent
          .filter(({ url }) => secrets.some((secret) => url.includes(secret)))
          .map(({ url }) => url);
        assert(inUrls.length === 0, `secrets in URLs: ${inUrls.join(', ')}`);
        const inConsole = console.filter((line) => secrets.some((secret) => line.includes(secret)));
        assert(inConsole.length === 0, `secrets in the console: ${inConsole.join(' | ')}`);
      } finally {
        await context.close();
        shopSite.stop();
      }
    },
  );
};
