// The demo's pages written only in HTML with the storefront elements (demo/products.html and
// demo/product.html?slug=…): the grid from one request and its paging by keyboard, a product
// page's first requests sent as the script starts, and on every page axe finding nothing and a
// cumulative layout shift of 0, read 1 s after its data painted, at a desktop
// and at a phone size (SVC_CLS_REPORT=1 prints the values read). Buying each kind of product with
// the keyboard only: 36-storefront-elements-keyboard.check.mjs. Each check has its own browser
// context, so its own cart.
import { recordApiRequests } from './api-requests.mjs';
import { DESKTOP, PHONE, PRODUCTS, storefrontPages } from './storefront-pages.mjs';

export default async ({ check, assert, base, browser }) => {
  const demo = storefrontPages({ assert, base, browser });
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

      await demo.onPage('/products.html', async ({ page, requests }) => {
        await demo.gridPainted(page);
        const cards = await demo.cardsShown(page);
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
        assert((await demo.list(page).count()) === 1, 'no list named "All products"');
        assert(
          (await page.locator('svc-list').getByRole('listitem').count()) === 8,
          'the cards are not listitems',
        );

        shifts['products.html'] = await demo.assertNoShift(page, 'products.html');
        const catalog = demo.sent(requests, 'GET', /^\/(products|variants|bundles)(\/|$)/);
        assert(
          catalog.length === 1 && catalog[0].path === '/products',
          `catalog requests: ${catalog.map((r) => `${r.path}?${r.query}`).join(', ')}`,
        );
        assert(
          catalog[0].query.get('page') === '1' && catalog[0].query.get('perPage') === '8',
          `the list asked for ${catalog[0].query}`,
        );
        await demo.assertAxeClean(page, 'products.html');

        // Next, reached with Tab and pressed with Enter: page 2 from one more request.
        const next = demo.grid(page).getByRole('button', { name: 'Next' });
        await demo.tabTo(page, next, 'Next');
        await page.keyboard.press('Enter');
        await demo.gridPainted(page, 2);
        const second = (await demo.cardsShown(page)).map((card) => card.name);
        assert(
          second.length === 5 && second.includes('Build Your Box') && !second.includes('Ceramic Mug'),
          `page 2: ${second.join(', ')}`,
        );
        assert(await demo.focused(next), 'the focus left Next');
        assert(
          (await next.getAttribute('aria-disabled')) === 'true',
          'Next is not disabled on the last page',
        );
        const pages = demo.sent(requests, 'GET', /^\/(products|variants|bundles)(\/|$)/);
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
        await demo.productPainted(page, 'ceramic-mug');
        const gets = requests.filter((request) => request.method === 'GET').map((request) => request.path);
        const shops = gets.filter((path) => path === '/shop');
        const products = demo.sent(requests, 'GET', /^\/products$/);
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

  for (const slug of Object.keys(PRODUCTS))
    for (const [size, viewport] of [
      ['1280×900', DESKTOP],
      ['390×844', PHONE],
    ])
      await check(
        `product.html?slug=${slug} at ${size}: axe finds nothing and CLS is 0 once the product painted`,
        async () => {
          await demo.onPage(
            `/product.html?slug=${slug}`,
            async ({ page }) => {
              await demo.productPainted(page, slug);
              shifts[`product.html?slug=${slug} at ${size}`] = await demo.assertNoShift(
                page,
                `${slug} at ${size}`,
              );
              await demo.assertAxeClean(page, `${slug} at ${size}`);
            },
            viewport,
          );
        },
      );

  await check('products.html at 390×844: CLS is 0 once the cards painted', async () => {
    await demo.onPage(
      '/products.html',
      async ({ page }) => {
        await demo.gridPainted(page);
        shifts['products.html at 390×844'] = await demo.assertNoShift(page, 'products.html at 390×844');
      },
      PHONE,
    );
  });

  if (process.env.SVC_CLS_REPORT) console.log(`    CLS: ${JSON.stringify(shifts)}`);
};
