// The demo's other pages, in Chromium against the demo server: the manual start, the standalone
// checkout, the help page where the widget stands down, and the routed section (/spa/) whose
// routes change with history.pushState. Each check opens a fresh browser context (its own cookies,
// so its own cart). Playwright's locators reach into the widget's open shadow roots.
import { fileURLToPath } from 'node:url';

const WAIT = { timeout: 15_000 };
const AXE = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));

const NAV = [
  ['Shop', '/'],
  ['Storefront', '/storefront.html'],
  ['Products', '/products.html'],
  ['Account', '/account.html'],
  ['Routed section', '/spa/'],
  ['Manual start', '/manual-start.html'],
  ['Checkout only', '/checkout-only.html'],
  ['Help (widget off)', '/help/'],
];

/** Opens a page in a fresh context; collects page errors and the cart lines the page posted. */
async function open(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  const added = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/storefront\/v1\/carts\/[^/]+\/items(\?|$)/.test(request.url()))
      added.push(JSON.parse(request.postData() ?? '{}').productId);
  });
  await page.goto(url);
  return { context, page, errors, added };
}

/** The floating cart button's accessible name, or null when the widget draws none. */
const floatingButton = (page) =>
  page.evaluate(
    () =>
      document
        .querySelector('svc-cart-root')
        ?.shadowRoot?.querySelector('svc-cart-button')
        ?.shadowRoot?.querySelector('button')
        ?.getAttribute('aria-label') ?? null,
  );

const text = (page, selector) => page.locator(selector).textContent();

const waitForText = (page, selector, expected) =>
  page.waitForFunction(
    ([selector, expected]) => document.querySelector(selector)?.textContent === expected,
    [selector, expected],
    WAIT,
  );

const ready = (page) => page.waitForFunction(() => window.svcCart?.ready === true, null, WAIT);

/** Waits until the widget has applied its URL rules (enabled or not), then says whether it is enabled. */
const enabledAfterRules = (page) =>
  page
    .waitForFunction(() => window.svcCart, null, WAIT)
    .then(() =>
      page.evaluate(async () => {
        await window.svcCart.whenUrlRulesReady();
        return window.svcCart.enabled;
      }),
    );

/**
 * Calls `svcCart.open()` and says whether the widget is open once the root drew what followed:
 * `open()` changes the state at once, the drawer draws in the root's next update.
 */
const openedByOpen = (page) =>
  page.evaluate(async () => {
    window.svcCart.open();
    await document.querySelector('svc-cart-root')?.updateComplete;
    return window.svcCart.isOpen;
  });

const sectionLink = (page, name) =>
  page.getByRole('navigation', { name: 'Routed section' }).getByRole('link', { name, exact: true });

const routeHeading = (page) => page.locator('#route h2').textContent();

export default async ({ check, assert, base, browser }) => {
  /**
   * Runs `test` on a page of its own opened at `url`, then asserts the page threw nothing and
   * closes its context (also when the test fails).
   */
  const onPage = async (url, test) => {
    const { context, page, errors, added } = await open(browser, url);
    try {
      await test({ page, added });
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    } finally {
      await context.close();
    }
  };

  await check(
    'manual start: SvcCart.initialize starts the widget, no global is set, and the page’s button adds through its instance',
    async () => {
      await onPage(`${base}/manual-start.html`, async ({ page, added }) => {
        await waitForText(page, '#start-status', 'Started: the cart is ready.');
        assert(
          (await text(page, '#global-status')) === 'window.svcCart is undefined; the page holds the instance',
          `global status: ${await text(page, '#global-status')}`,
        );
        const globals = await page.evaluate(() => ({
          instance: typeof window.svcCart,
          constructor: typeof window.SvcCart,
        }));
        assert(
          globals.instance === 'undefined' && globals.constructor === 'function',
          JSON.stringify(globals),
        );
        assert((await text(page, '#item-count')) === '0 items', `count: ${await text(page, '#item-count')}`);
        await page.getByRole('button', { name: 'Add a Ceramic Mug (Sand)' }).click();
        await waitForText(page, '#item-count', '1 item');
        await waitForText(page, '#cart-count', '1');
        assert(JSON.stringify(added) === '[201]', `posted lines: ${JSON.stringify(added)}`);
        assert((await floatingButton(page)) === 'Cart, 1 item', `button: ${await floatingButton(page)}`);
      });
    },
  );

  await check(
    'checkout only: the page is the full-screen checkout of the House Blend plan, on the contact step',
    async () => {
      await onPage(`${base}/checkout-only.html`, async ({ page, added }) => {
        const email = page.locator('svc-checkout-contact').getByLabel('Email', { exact: true });
        await email.waitFor({ state: 'visible', ...WAIT });
        const dialog = page.locator('svc-cart-panel dialog[open]');
        assert((await dialog.getAttribute('data-mode')) === 'standalone', 'not the standalone mode');
        assert((await dialog.getAttribute('data-view')) === 'checkout', 'not the checkout view');
        const box = await dialog.boundingBox();
        assert(box && box.width === 1280 && box.height === 900, `dialog box: ${JSON.stringify(box)}`);
        // The header says where the shopper is: the checkout, with no cart count.
        const title = (await page.locator('svc-cart-panel [part~="title"]').textContent()).trim();
        const counts = await page.locator('svc-cart-panel [part~="count"]').count();
        assert(title === 'Checkout' && counts === 0, `header: ${title} (${counts} counts)`);
        assert(
          (await page.locator('svc-cart-checkout [part~="checkout-title"]').textContent()).trim() ===
            'Checkout',
          'no checkout title',
        );
        assert(JSON.stringify(added) === '[101]', `posted lines: ${JSON.stringify(added)}`);
        const lines = await page.evaluate(() =>
          window.svcCart.cart.items.map((item) => [item.productId, item.quantity]),
        );
        assert(JSON.stringify(lines) === '[[101,1]]', `cart lines: ${JSON.stringify(lines)}`);
      });
    },
  );

  await check(
    'help page: the widget stands down on /help/ (no cart button, open() does nothing, no cart loaded)',
    async () => {
      const { context, page, errors } = await open(browser, `${base}/help`);
      const cartCalls = [];
      page.on('request', (request) => {
        if (request.url().includes('/storefront/v1/carts')) cartCalls.push(request.url());
      });
      try {
        assert(page.url() === `${base}/help/`, `/help led to ${page.url()}`);
        await page.getByRole('heading', { level: 1, name: 'Help' }).waitFor(WAIT);
        assert((await enabledAfterRules(page)) === false, 'the widget is enabled on /help/');
        assert((await openedByOpen(page)) === false, 'open() opened the widget');
        assert((await page.locator('svc-cart-panel dialog[open]').count()) === 0, 'a dialog is open');
        assert((await floatingButton(page)) === null, `floating button: ${await floatingButton(page)}`);
        assert(
          (await text(page, '.site-bar .cart-off')) === 'The cart is off on help pages',
          'the header does not say the cart is off',
        );
        assert(cartCalls.length === 0, `cart requests: ${cartCalls.join(', ')}`);
        assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
      } finally {
        await context.close();
      }
    },
  );

  await check(
    'routed section: a product link adds the product and the header counter shows it, on the same route',
    async () => {
      await onPage(`${base}/spa/`, async ({ page, added }) => {
        await ready(page);
        assert((await text(page, '#cart-count')) === '0', `count: ${await text(page, '#cart-count')}`);
        await page.locator('#route a[href="/checkout/add/230"]').click();
        await waitForText(page, '#cart-count', '1');
        assert(page.url() === `${base}/spa/`, `the link led to ${page.url()}`);
        assert(JSON.stringify(added) === '[231]', `posted lines: ${JSON.stringify(added)}`);
        assert((await floatingButton(page)) === 'Cart, 1 item', `button: ${await floatingButton(page)}`);
      });
    },
  );

  await check(
    'routed section: clicking to /spa/help stands the widget down without a reload; back on Products it returns and the redrawn counter is right',
    async () => {
      await onPage(`${base}/spa/`, async ({ page }) => {
        await ready(page);
        await page.evaluate(async () => {
          window.sameDocument = true;
          await window.svcCart.addItem({ productId: 231, quantity: 1 });
          window.svcCart.close();
        });
        await waitForText(page, '#cart-count', '1');

        await sectionLink(page, 'Help (widget off)').click();
        await page.waitForFunction(() => window.svcCart.enabled === false, null, WAIT);
        assert(page.url() === `${base}/spa/help`, `url ${page.url()}`);
        assert((await routeHeading(page)) === 'Help', `heading ${await routeHeading(page)}`);
        assert(
          (await text(page, '.site-bar .cart-off')) === 'The cart is off on this route',
          'the header does not say the cart is off',
        );
        await page.waitForFunction(
          () =>
            !document
              .querySelector('svc-cart-root')
              ?.shadowRoot?.querySelector('svc-cart-button')
              ?.shadowRoot?.querySelector('button'),
          null,
          WAIT,
        );
        assert((await openedByOpen(page)) === false, 'open() opened on /spa/help');
        // The cart changes while the header has no counter: the widget must write it on the way back.
        await page.evaluate(() => window.svcCart.addItem({ productId: 211, quantity: 1 }));

        await sectionLink(page, 'Products').click();
        await page.waitForFunction(() => window.svcCart.enabled === true, null, WAIT);
        assert(page.url() === `${base}/spa/`, `url ${page.url()}`);
        await waitForText(page, '#cart-count', '2');
        await page.waitForFunction(
          () =>
            document
              .querySelector('svc-cart-root')
              ?.shadowRoot?.querySelector('svc-cart-button')
              ?.shadowRoot?.querySelector('button')
              ?.getAttribute('aria-label') === 'Cart, 2 items',
          null,
          WAIT,
        );
        await page.locator('#cart-toggle').click();
        await page.waitForFunction(() => window.svcCart.isOpen === true, null, WAIT);
        assert(
          (await page.evaluate(() => window.sameDocument)) === true,
          'the page was reloaded between routes',
        );
      });
    },
  );

  await check(
    'routed section: the back and forward buttons move between routes, and the widget follows',
    async () => {
      await onPage(`${base}/spa/`, async ({ page }) => {
        await ready(page);
        await page.evaluate(() => {
          window.sameDocument = true;
        });
        await sectionLink(page, 'About').click();
        await page.waitForFunction(() => location.pathname === '/spa/about', null, WAIT);
        await sectionLink(page, 'Help (widget off)').click();
        await page.waitForFunction(() => window.svcCart.enabled === false, null, WAIT);

        const expectRoute = async (path, heading, enabled) => {
          await page.waitForFunction(
            ([path, enabled]) => location.pathname === path && window.svcCart.enabled === enabled,
            [path, enabled],
            WAIT,
          );
          assert((await routeHeading(page)) === heading, `on ${path}: heading ${await routeHeading(page)}`);
          const current = await page
            .locator('.section-nav a[aria-current="page"]')
            .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
          assert(JSON.stringify(current) === JSON.stringify([path]), `on ${path}: current ${current}`);
        };
        await page.goBack();
        await expectRoute('/spa/about', 'About this section', true);
        await page.goBack();
        await expectRoute('/spa/', 'Products', true);
        await page.goForward();
        await expectRoute('/spa/about', 'About this section', true);
        await page.goForward();
        await expectRoute('/spa/help', 'Help', false);
        assert(
          (await page.evaluate(() => window.sameDocument)) === true,
          'the page was reloaded between routes',
        );
      });
    },
  );

  await check(
    'routed section: a reload of /spa/about serves that route, and the counter shows the cart',
    async () => {
      await onPage(`${base}/spa/`, async ({ page }) => {
        await ready(page);
        await page.locator('#route a[href="/checkout/add/230"]').click();
        await waitForText(page, '#cart-count', '1');
        await page.evaluate(() => window.svcCart.close());
        await sectionLink(page, 'About').click();
        await page.waitForFunction(() => location.pathname === '/spa/about', null, WAIT);
        await page.reload();
        await ready(page);
        assert((await routeHeading(page)) === 'About this section', `heading ${await routeHeading(page)}`);
        assert(
          (await page.title()) === 'About this section · Routed section · svc demo',
          `title ${await page.title()}`,
        );
        await waitForText(page, '#cart-count', '1');
        const direct = await fetch(`${base}/spa/help`, { headers: { accept: 'text/html' } });
        const html = await direct.text();
        assert(direct.status === 200 && html.includes('/spa/spa.ts'), `/spa/help answered ${direct.status}`);
      });
    },
  );

  const pages = [
    ['/', 'Shop'],
    ['/storefront.html', 'Storefront'],
    ['/products.html', 'Products'],
    ['/account.html', 'Account'],
    ['/spa/', 'Routed section'],
    ['/spa/about', 'Routed section'],
    ['/manual-start.html', 'Manual start'],
    ['/checkout-only.html', 'Checkout only'],
    ['/help/', 'Help (widget off)'],
  ];
  await check('every demo page has the site navigation, with its own page marked current', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      for (const [path, current] of pages) {
        await page.goto(`${base}${path}`);
        const nav = page.getByRole('navigation', { name: 'Demo pages' });
        const links = await nav
          .locator('a')
          .evaluateAll((items) => items.map((a) => [a.textContent.trim(), a.getAttribute('href')]));
        assert(JSON.stringify(links) === JSON.stringify(NAV), `${path}: links ${JSON.stringify(links)}`);
        const marked = await nav.locator('a[aria-current="page"]').allTextContents();
        assert(JSON.stringify(marked) === JSON.stringify([current]), `${path}: current ${marked}`);
        const placed = await nav.evaluate((element) =>
          element.previousElementSibling?.classList.contains('site-bar'),
        );
        assert(placed, `${path}: the nav does not follow the .site-bar`);
      }
    } finally {
      await context.close();
    }
  });

  /** What each page shows once it has settled. */
  const settled = {
    '/': async (page) => {
      await ready(page);
      await page
        .getByRole('status')
        .filter({ hasText: /\d+ products/ })
        .waitFor(WAIT);
    },
    '/spa/': ready,
    '/spa/help': async (page) => {
      await enabledAfterRules(page);
      await page.locator('#route h2').waitFor(WAIT);
    },
    '/manual-start.html': (page) => waitForText(page, '#start-status', 'Started: the cart is ready.'),
    '/checkout-only.html': (page) =>
      page.locator('svc-checkout-contact').getByLabel('Email', { exact: true }).waitFor(WAIT),
    '/help/': enabledAfterRules,
  };
  for (const [path, wait] of Object.entries(settled)) {
    await check(`axe finds no violations on ${path}`, async () => {
      const { context, page } = await open(browser, `${base}${path}`);
      try {
        await wait(page);
        await page.addScriptTag({ path: AXE });
        const violations = await page.evaluate(async () => {
          const result = await window.axe.run(document);
          return result.violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
        });
        assert(violations.length === 0, violations.join('\n'));
      } finally {
        await context.close();
      }
    });
  }
};
