// The demo's pages written only in HTML with the storefront elements (demo/products.html and
// demo/product.html?slug=…), bought from with the keyboard only, as the issue's "Done when" asks:
// the grid from one request and its paging, then a product of each kind (a variant chosen with
// the arrow keys, a plan with its survey, a gift card with its recipient, a box built on the page),
// each landing as one cart request and a line in the drawer. Only Tab, Shift+Tab, the arrow keys,
// Space, Enter, Escape and typed text move the shopper: no clicks, no `.fill()`. axe finds nothing
// and the cumulative layout shift is 0 on each page, read 1 s after its data painted, at a desktop
// and at a phone size (SVC_CLS_REPORT=1 prints the values read). Each check has its own browser
// context, so its own cart.
import { fileURLToPath } from 'node:url';
import { recordApiRequests } from './api-requests.mjs';

const AXE = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));
const WAIT = { timeout: 15_000 };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** How long the page stays still, after its data painted, before its layout shifts are read. */
const SETTLE_MS = 1000;

/**
 * Runs in the page before its own scripts: keeps every layout shift not caused by the shopper's
 * input (`hadRecentInput`), with what moved, from the first paint on (`buffered`).
 */
function watchLayoutShifts() {
  window.svcLayoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.svcLayoutShifts.push({
        value: entry.value,
        sources: entry.sources.map((source) => {
          const node = source.node;
          const name = node
            ? `${node.nodeName.toLowerCase()}${node.className ? `.${node.className}` : ''}`
            : '?';
          return `${name} ${source.previousRect.y}→${source.currentRect.y}`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** What each product page shows once its data painted: name, price, what to choose, description. */
const PRODUCTS = {
  'ceramic-mug': { name: 'Ceramic Mug', price: '$14.00', picker: 'Colour', text: 'A 350 ml stoneware mug.' },
  'tea-club': {
    name: 'Tea Club',
    price: '$25.00',
    picker: 'How often?',
    text: 'A tin of tea picked for you, every month.',
  },
  'gift-card': { name: 'Gift Card', price: '$25.00', picker: 'Choose one', text: 'Let them choose.' },
  'build-your-box': {
    name: 'Build Your Box',
    builder: true,
    text: 'Pick the coffees you love; we ship them monthly.',
  },
};

export default async ({ check, assert, base, browser }) => {
  /**
   * Opens `path` in a fresh context of `viewport` that watches layout shifts and keeps the API
   * requests (method, path, query, body); runs `test`, then asserts the page threw nothing and
   * closes the context (also when the test fails).
   */
  async function onPage(path, test, viewport = DESKTOP) {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(watchLayoutShifts);
    const page = await context.newPage();
    const errors = [];
    const requests = recordApiRequests(page);
    // Every load of the page, named in a failure: the dev server reloads pages when a source changes.
    const loads = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('load', () => loads.push(page.url().slice(base.length)));
    try {
      await page.goto(`${base}${path}`);
      await test({ page, requests });
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    } catch (error) {
      error.message += ` (page loads: ${loads.join(', ')})`;
      throw error;
    } finally {
      await context.close();
    }
  }

  /** The page's layout shifts so far, summed, and what moved. */
  async function layoutShift(page) {
    const shifts = await page.evaluate(() => window.svcLayoutShifts);
    assert(Array.isArray(shifts), 'the layout-shift observer did not run before the page');
    return {
      total: shifts.reduce((sum, shift) => sum + shift.value, 0),
      moved: shifts.map((shift) => `${shift.value.toFixed(5)}: ${shift.sources.join(', ')}`).join('; '),
    };
  }

  /** Waits `SETTLE_MS` after the data painted, then asserts nothing has moved since the first paint. */
  async function assertNoShift(page, where) {
    await page.waitForTimeout(SETTLE_MS);
    const { total, moved } = await layoutShift(page);
    assert(total === 0, `${where}: CLS ${total} (${moved})`);
    return total;
  }

  async function assertAxeClean(page, where) {
    await page.addScriptTag({ path: AXE });
    const violations = await page.evaluate(async () => {
      const result = await window.axe.run(document);
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    assert(violations.length === 0, `${where}: ${violations.join('\n')}`);
  }

  /** The requests of `method` whose path matches `pattern`. */
  const sent = (requests, method, pattern) =>
    requests.filter((request) => request.method === method && pattern.test(request.path));

  /** The one line added to the cart: exactly one POST /carts/{id}/items, its body parsed. */
  function addedOnce(requests) {
    const posts = sent(requests, 'POST', /^\/carts\/[^/]+\/items$/);
    assert(
      posts.length === 1,
      `${posts.length} × POST /carts/{id}/items: ${posts.map((post) => post.body).join(' | ')}`,
    );
    return JSON.parse(posts[0].body);
  }

  /** Whether `locator` has the focus (inside its shadow root, where the browser keeps it). */
  const focused = (locator) => locator.evaluate((element) => element.matches(':focus'));

  /** Presses `key` (Tab, or Shift+Tab) until `locator` has the focus, at most `limit` times. */
  async function tabTo(page, locator, what, { key = 'Tab', limit = 40 } = {}) {
    await locator.waitFor(WAIT);
    for (let presses = 0; presses < limit && !(await focused(locator)); presses += 1)
      await page.keyboard.press(key);
    if (await focused(locator)) return;
    const at = await page.evaluate(() => {
      let element = document.activeElement;
      while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
      return element
        ? `${element.localName}${element.getAttribute('part') ? `[part=${element.getAttribute('part')}]` : ''}`
        : 'nothing';
    });
    assert(false, `${key} never reached ${what}; the focus is on ${at}`);
  }

  /** The drawer: open, holding a line whose text has `name`. */
  async function lineInDrawer(page, name) {
    await page.waitForFunction(() => window.svcCart?.isOpen === true, null, WAIT);
    const drawer = page.locator('svc-cart-panel dialog[open]');
    await drawer.waitFor(WAIT);
    await drawer.locator('svc-cart-summary svc-cart-line').filter({ hasText: name }).first().waitFor(WAIT);
    return drawer;
  }

  /** The product page's own parts, and what a view in the drawer holds. */
  const addButton = (page) => page.locator('svc-add-to-cart').getByRole('button');
  const picker = (page, name) => page.locator('svc-option-picker').getByRole('radiogroup', { name });
  const drawerView = (page, tag) => page.locator(`svc-cart-panel dialog[open] svc-cart-customization ${tag}`);

  /** Waits until a product page shows the product of `slug`: its name, price, choices, description. */
  async function productPainted(page, slug) {
    const shown = PRODUCTS[slug];
    await page.getByRole('heading', { level: 1, name: shown.name, exact: true }).waitFor(WAIT);
    await page.getByText(shown.text, { exact: true }).waitFor(WAIT);
    if (shown.builder) {
      await page.locator('svc-bundle-builder [part~="submit-button"]').waitFor(WAIT);
      return;
    }
    await picker(page, shown.picker).waitFor(WAIT);
    const price = (
      await page.locator('.product-price svc-money').evaluate((money) => money.shadowRoot.textContent)
    )
      .replace(/\s+/g, ' ')
      .trim();
    assert(price === shown.price, `${slug}: the price reads "${price}"`);
    await addButton(page).filter({ hasText: 'Add to cart' }).waitFor(WAIT);
  }

  /** The grid's cards as read: each card's name and price. */
  const cardsShown = (page) =>
    page.locator('svc-list > svc-context[role="listitem"]').evaluateAll((cards) =>
      cards.map((card) => {
        const text = (element) => (element?.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').trim();
        return {
          name: text(card.querySelector('svc-data[field="product.name"]')),
          price: text(card.querySelector('svc-money')),
          href: card.querySelector('a')?.getAttribute('href'),
        };
      }),
    );

  const list = (page) => page.getByRole('list', { name: 'All products' });
  const grid = (page) => page.locator('svc-list');

  /** Waits until the grid shows page `pageNumber` of 2, every card with its price. */
  async function gridPainted(page, pageNumber = 1) {
    await page
      .locator('svc-list [part="page-status"]')
      .filter({ hasText: `Page ${pageNumber} of 2` })
      .waitFor(WAIT);
    await page.waitForFunction(
      () => {
        const cards = [...document.querySelectorAll('svc-list > svc-context[role="listitem"]')];
        return (
          cards.length > 0 &&
          cards.every((card) =>
            /\$\d+\.\d\d/.test(card.querySelector('svc-money')?.shadowRoot?.textContent ?? ''),
          )
        );
      },
      null,
      WAIT,
    );
  }

  const shifts = {};

  await check(
    'products.html: one GET /products fills the grid (no request per card), Next pages by keyboard, axe finds nothing, CLS is 0, and the page has no script of its own but svcConfig',
    async () => {
      // The HTML as served: the inline svcConfig and the widget's module, nothing else of the shop's
      // (the dev server adds its own /@vite/client, which a shop's server does not).
      const html = await (await fetch(`${base}/products.html`)).text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        .map(([, attributes, body]) => ({ attributes: attributes.trim(), body: body.trim() }))
        .filter((script) => !script.attributes.includes('/@vite/client'));
      assert(scripts.length === 2, `scripts: ${JSON.stringify(scripts)}`);
      assert(
        scripts[0].attributes === '' && /^window\.svcConfig = \{[^;]*\};$/.test(scripts[0].body),
        `the inline script is not only svcConfig: ${scripts[0].body}`,
      );
      assert(
        /^type="module" src="\/widget\.ts(\?[^"]*)?"$/.test(scripts[1].attributes) && scripts[1].body === '',
        `the second script is not the widget's module: ${scripts[1].attributes}`,
      );
      const handlers = html.match(/<[^>]*\son[a-z]+\s*=[^>]*>/gi) ?? [];
      assert(handlers.length === 0, `inline event handlers: ${handlers.join(' ')}`);

      await onPage('/products.html', async ({ page, requests }) => {
        await gridPainted(page);
        const cards = await cardsShown(page);
        assert(cards.length === 8, `${cards.length} cards: ${JSON.stringify(cards)}`);
        const names = cards.map((card) => card.name);
        assert(
          JSON.stringify(names.slice(0, 4)) ===
            JSON.stringify([
              'House Blend Subscription',
              'Tea Club',
              'Winter Reserve (pre-order)',
              'Ceramic Mug',
            ]),
          `cards: ${names.join(', ')}`,
        );
        const mug = cards.find((card) => card.name === 'Ceramic Mug');
        assert(mug.price === '$14.00', `the mug's card: ${JSON.stringify(mug)}`);
        assert(mug.href === '/product.html?slug=ceramic-mug', `the mug's link: ${mug.href}`);
        for (const card of cards) assert(/^\$\d+\.\d\d$/.test(card.price), `card ${JSON.stringify(card)}`);
        // The cards are slotted into the list's own role="list" (axe checks that they are its items).
        assert((await list(page).count()) === 1, 'no list named "All products"');
        assert(
          (await page.locator('svc-list').getByRole('listitem').count()) === 8,
          'the cards are not listitems',
        );

        shifts['products.html'] = await assertNoShift(page, 'products.html');
        const catalog = sent(requests, 'GET', /^\/(products|variants|bundles)(\/|$)/);
        assert(
          catalog.length === 1 && catalog[0].path === '/products',
          `catalog requests: ${catalog.map((r) => `${r.path}?${r.query}`).join(', ')}`,
        );
        assert(
          catalog[0].query.get('page') === '1' && catalog[0].query.get('perPage') === '8',
          `the list asked for ${catalog[0].query}`,
        );
        await assertAxeClean(page, 'products.html');

        // Next, reached with Tab and pressed with Enter: page 2 from one more request.
        const next = grid(page).getByRole('button', { name: 'Next' });
        await tabTo(page, next, 'Next');
        await page.keyboard.press('Enter');
        await gridPainted(page, 2);
        const second = (await cardsShown(page)).map((card) => card.name);
        assert(
          second.length === 5 && second.includes('Build Your Box') && !second.includes('Ceramic Mug'),
          `page 2: ${second.join(', ')}`,
        );
        assert(await focused(next), 'the focus left Next');
        assert(
          (await next.getAttribute('aria-disabled')) === 'true',
          'Next is not disabled on the last page',
        );
        const pages = sent(requests, 'GET', /^\/(products|variants|bundles)(\/|$)/);
        assert(
          pages.length === 2 && pages[1].path === '/products' && pages[1].query.get('page') === '2',
          `catalog requests: ${pages.map((r) => `${r.path}?${r.query}`).join(', ')}`,
        );
        assert(page.url() === `${base}/products.html`, `paging navigated to ${page.url()}`);
      });
    },
  );

  await check(
    'product.html?slug=ceramic-mug: the shop and the product are asked for once each, sent as the script starts, before the widget is built (svc-cart-initialized)',
    async () => {
      const context = await browser.newContext({ viewport: DESKTOP });
      await context.addInitScript(() =>
        window.addEventListener('svc-cart-initialized', () => performance.mark('svc-cart-initialized')),
      );
      const page = await context.newPage();
      const requests = recordApiRequests(page);
      try {
        await page.goto(`${base}/product.html?slug=ceramic-mug`);
        await productPainted(page, 'ceramic-mug');
        const gets = requests.filter((request) => request.method === 'GET').map((request) => request.path);
        const shops = gets.filter((path) => path === '/shop');
        const products = sent(requests, 'GET', /^\/products$/);
        assert(shops.length === 1, `${shops.length} × GET /shop`);
        assert(
          products.length === 1 && products[0].query.getAll('slugs[]').join() === 'ceramic-mug',
          `product look-ups: ${products.map((request) => request.query).join(' | ')}`,
        );
        const { built, asked } = await page.evaluate(() => ({
          built: performance.getEntriesByName('svc-cart-initialized')[0]?.startTime,
          asked: performance
            .getEntriesByType('resource')
            .filter((entry) => /\/storefront\/v1\/(shop|products)\b/.test(entry.name))
            .map((entry) => entry.startTime),
        }));
        assert(built !== undefined && asked.length === 2, `svc-cart-initialized ${built}, requests ${asked}`);
        assert(
          asked.every((time) => time < built),
          `the requests went out at ${asked.map(Math.round)} ms, svc-cart-initialized at ${Math.round(built)} ms`,
        );
      } finally {
        await context.close();
      }
    },
  );

  await check(
    'keyboard only: the Ceramic Mug card opens its page, the arrow keys choose the Colour, Add to cart lands one line and the drawer shows it, Escape closes it; axe and CLS 0 there',
    async () => {
      await onPage('/products.html', async ({ page, requests }) => {
        await gridPainted(page);
        const card = grid(page).getByRole('link', { name: 'Ceramic Mug', exact: true });
        await tabTo(page, card, 'the Ceramic Mug card');
        await page.keyboard.press('Enter');
        await page.waitForURL(`${base}/product.html?slug=ceramic-mug`, WAIT);
        await productPainted(page, 'ceramic-mug');
        shifts['product.html?slug=ceramic-mug (from the grid)'] = await assertNoShift(page, 'the mug page');
        await assertAxeClean(page, 'the mug page');

        const colour = picker(page, 'Colour');
        const sand = colour.getByRole('radio', { name: 'Sand' });
        const slate = colour.getByRole('radio', { name: /^Slate/ });
        const add = addButton(page);
        await tabTo(page, sand, 'the Colour Sand');
        assert(await sand.isChecked(), 'Sand, the colour in stock, is not chosen at first');
        // Slate is sold out: chosen with →, the button says so (it would offer "Notify me", not add).
        await page.keyboard.press('ArrowRight');
        assert((await focused(slate)) && (await slate.isChecked()), '→ did not choose Slate');
        await add.filter({ hasText: /^\s*Sold out/ }).waitFor(WAIT);
        await page.keyboard.press('ArrowLeft');
        assert((await focused(sand)) && (await sand.isChecked()), '← did not choose Sand again');
        await add.filter({ hasText: 'Add to cart' }).waitFor(WAIT);

        await tabTo(page, add, 'Add to cart', { limit: 6 });
        await page.keyboard.press('Enter');
        await add.filter({ hasText: 'Added ✓' }).waitFor(WAIT);
        const drawer = await lineInDrawer(page, 'Ceramic Mug');
        const body = addedOnce(requests);
        assert(
          JSON.stringify(body) === JSON.stringify({ productId: 201, quantity: 1 }),
          `POST body ${JSON.stringify(body)}`,
        );
        // The page's own counter, in its header link, counts the line.
        await page.locator('.svc-cart-product-count').filter({ hasText: /^1$/ }).waitFor(WAIT);

        await page.keyboard.press('Escape');
        await page.waitForFunction(() => window.svcCart.isOpen === false, null, WAIT);
        await drawer.waitFor({ state: 'detached', ...WAIT });
        assert(await focused(add), 'the focus did not come back to Add to cart');

        // The header's "Cart (1)" link, back with Shift+Tab, opens the drawer again on Enter.
        const cartLink = page.getByRole('link', { name: 'Cart (1)', exact: true });
        await tabTo(page, cartLink, 'the header’s Cart link', { key: 'Shift+Tab' });
        await page.keyboard.press('Enter');
        await lineInDrawer(page, 'Ceramic Mug');
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => window.svcCart.isOpen === false, null, WAIT);
        await page.waitForFunction(() => document.activeElement?.matches('.svc-cart'), null, WAIT);
        assert(page.url() === `${base}/product.html?slug=ceramic-mug`, `the page is now ${page.url()}`);
        assert(addedOnce(requests).productId === 201, 'the drawer added again');
      });
    },
  );

  await check(
    'keyboard only: the Tea Club plan chosen with the arrow keys opens its survey in the drawer; answered and sent, one POST with the plan and the answers, the line in the drawer',
    async () => {
      await onPage('/product.html?slug=tea-club', async ({ page, requests }) => {
        await productPainted(page, 'tea-club');
        const plans = picker(page, 'How often?');
        const monthly = plans.getByRole('radio', { name: /^Every month/ });
        const bimonthly = plans.getByRole('radio', { name: /^Every 2 months/ });
        await tabTo(page, monthly, 'the plan "Every month"');
        await page.keyboard.press('ArrowDown');
        assert(
          (await focused(bimonthly)) && (await bimonthly.isChecked()),
          '↓ did not choose Every 2 months',
        );
        await page.locator('.product-price svc-money').filter({ hasText: '$48.00' }).waitFor(WAIT);

        const add = addButton(page);
        await tabTo(page, add, 'Add to cart', { limit: 6 });
        await page.keyboard.press('Enter');
        const survey = drawerView(page, 'svc-view-survey');
        const submit = survey.locator('[part~="submit-button"]');
        await submit.waitFor(WAIT);
        assert(sent(requests, 'POST', /^\/carts\/[^/]+\/items$/).length === 0, 'added before the survey');

        // The required questions: Caffeine has its default answer; Flavours needs one, by Space.
        const caffeinated = survey.getByRole('radio', { name: 'Caffeinated' });
        assert(await caffeinated.isChecked(), 'Caffeine has no answer at first');
        const fruity = survey.getByRole('checkbox', { name: /^Fruity/ });
        await tabTo(page, fruity, 'the answer "Fruity"');
        await page.keyboard.press('Space');
        assert(await fruity.isChecked(), 'Space did not tick Fruity');
        await tabTo(page, submit, "the survey's Add button");
        await page.keyboard.press('Enter');

        await lineInDrawer(page, 'Tea Club');
        const body = addedOnce(requests);
        assert(body.productId === 112 && body.quantity === 1, `POST body ${JSON.stringify(body)}`);
        const answers = Object.fromEntries(
          (body.options ?? []).map((option) => [option.questionId, option.answers]),
        );
        assert(
          JSON.stringify(answers[3]) === '[{"id":31}]' && JSON.stringify(answers[4]) === '[{"id":41}]',
          `the answers sent: ${JSON.stringify(body.options)}`,
        );
      });
    },
  );

  await check(
    'keyboard only: the $50 Gift Card asks for its recipient in the drawer; an email typed and sent, one POST with giftCard.customerEmail, the card in the drawer',
    async () => {
      await onPage('/product.html?slug=gift-card', async ({ page, requests }) => {
        await productPainted(page, 'gift-card');
        const amounts = picker(page, 'Choose one');
        const fifty = amounts.getByRole('radio', { name: /^\$50/ });
        await tabTo(page, amounts.getByRole('radio', { name: /^\$25/ }), 'the $25 card');
        await page.keyboard.press('ArrowDown');
        assert((await focused(fifty)) && (await fifty.isChecked()), '↓ did not choose the $50 card');
        await page.locator('.product-price svc-money').filter({ hasText: '$50.00' }).waitFor(WAIT);

        await tabTo(page, addButton(page), 'Add to cart', { limit: 6 });
        await page.keyboard.press('Enter');
        const voucher = drawerView(page, 'svc-view-voucher');
        const submit = voucher.locator('[part~="submit-button"]');
        await submit.waitFor(WAIT);
        const email = voucher.locator('input[type="email"]').first();
        await tabTo(page, email, "the recipient's email");
        await page.keyboard.type('friend@example.com');
        await tabTo(page, submit, "the recipient form's Add button");
        await page.keyboard.press('Enter');

        await lineInDrawer(page, 'Gift Card');
        const body = addedOnce(requests);
        assert(body.productId === 302 && body.quantity === 1, `POST body ${JSON.stringify(body)}`);
        assert(
          body.giftCard?.customerEmail === 'friend@example.com',
          `giftCard sent: ${JSON.stringify(body.giftCard)}`,
        );
      });
    },
  );

  await check(
    'keyboard only: Build Your Box is built on the page (no buy row): a plan by Space, four bags by Enter, Add sends one POST with the bundle items, the box in the drawer',
    async () => {
      await onPage('/product.html?slug=build-your-box', async ({ page, requests }) => {
        await productPainted(page, 'build-your-box');
        assert(!(await page.locator('.buy').isVisible()), 'the buy row shows for a box');
        assert(!(await addButton(page).isVisible()), 'the page’s Add to cart shows for a box');
        const builder = page.locator('svc-bundle-builder');
        const submit = builder.locator('[part~="submit-button"]');
        assert(
          (await submit.getAttribute('aria-disabled')) === 'true' || (await submit.isDisabled()),
          'the empty box can be added',
        );

        const monthly = builder.getByRole('radio', { name: /^Every month/ });
        await tabTo(page, monthly, 'the plan "Every month"');
        await page.keyboard.press('Space');
        assert(await monthly.isChecked(), 'Space did not choose Every month');
        const more = builder.getByRole('button', { name: 'Add one Ethiopia Guji', exact: true });
        await tabTo(page, more, '"Add one Ethiopia Guji"');
        for (let bag = 0; bag < 4; bag += 1) await page.keyboard.press('Enter');
        await submit.filter({ hasText: /Add the box of 4/ }).waitFor(WAIT);
        await page.waitForFunction(
          () => {
            const view = document
              .querySelector('svc-bundle-builder')
              ?.shadowRoot?.querySelector('svc-view-bundle');
            const button = view?.shadowRoot?.querySelector('[part~="submit-button"]');
            return button && !button.disabled && button.getAttribute('aria-disabled') !== 'true';
          },
          null,
          WAIT,
        );
        await tabTo(page, submit, 'the box’s Add button');
        await page.keyboard.press('Enter');

        await lineInDrawer(page, 'Build Your Box');
        const body = addedOnce(requests);
        assert(
          body.productId === 501 &&
            body.quantity === 1 &&
            JSON.stringify(body.bundle?.items) === '[{"productId":401,"quantity":4}]',
          `POST body ${JSON.stringify(body)}`,
        );
      });
    },
  );

  for (const slug of Object.keys(PRODUCTS))
    for (const [size, viewport] of [
      ['1280×900', DESKTOP],
      ['390×844', PHONE],
    ])
      await check(
        `product.html?slug=${slug} at ${size}: axe finds nothing and CLS is 0 once the product painted`,
        async () => {
          await onPage(
            `/product.html?slug=${slug}`,
            async ({ page }) => {
              await productPainted(page, slug);
              shifts[`product.html?slug=${slug} at ${size}`] = await assertNoShift(
                page,
                `${slug} at ${size}`,
              );
              await assertAxeClean(page, `${slug} at ${size}`);
            },
            viewport,
          );
        },
      );

  await check('products.html at 390×844: CLS is 0 once the cards painted', async () => {
    await onPage(
      '/products.html',
      async ({ page }) => {
        await gridPainted(page);
        shifts['products.html at 390×844'] = await assertNoShift(page, 'products.html at 390×844');
      },
      PHONE,
    );
  });

  if (process.env.SVC_CLS_REPORT) console.log(`    CLS: ${JSON.stringify(shifts)}`);
};
