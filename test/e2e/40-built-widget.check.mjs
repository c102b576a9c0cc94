// The built widget as a shop loads it: `dist/cart/cart-widget.js` from a plain web server on its
// own origin (no dev server, no source), the sandbox API on the demo server's origin. The elements
// register, lazy chunks load from next to the script, and the summary, a customization view and
// the checkout all draw.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { serveBuild } from '../../scripts/servers.mjs';
import { DEFAULTS, readGraph } from '../../scripts/size-budgets.mjs';

const WAIT = { timeout: 15_000 };

export default async ({ check, assert, base, browser }) => {
  if (!existsSync('dist/cart/cart-widget.js')) execFileSync(process.execPath, ['scripts/build.mjs']);
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Built widget</title></head>
<body><main><h1>A shop</h1></main>
<script>window.svcConfig = { apiKey: 'demo-api-key', apiUrl: '${base}/storefront/v1/', settings: { cartButton: true } };</script>
<script type="module" src="/cart/cart-widget.js"></script></body></html>`;
  const analyticsPage = page.replace('settings: { cartButton: true }', 'settings: { analytics: true }');
  const site = await serveBuild({ '/': page, '/analytics': analyticsPage });
  try {
    await check(
      'the built cart-widget.js starts on another origin, and its summary, a view and the checkout draw from its chunks',
      async () => {
        const context = await browser.newContext();
        const tab = await context.newPage();
        const errors = [];
        tab.on('pageerror', (error) => errors.push(error.message));
        const scripts = [];
        tab.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        });
        await tab.goto(`http://127.0.0.1:${site.port}/`);
        await tab.waitForFunction(() => window.svcCart?.ready === true, null, WAIT);
        const defined = await tab.evaluate(() =>
          ['svc-cart-root', 'svc-cart-panel', 'svc-cart-summary', 'svc-cart-line'].filter(
            (tag) => !customElements.get(tag),
          ),
        );
        assert(defined.length === 0, `not defined: ${defined.join(', ')}`);
        await tab.locator('svc-cart-button').getByRole('button', { name: 'Cart, 0 items' }).waitFor(WAIT);

        await tab.evaluate(() => window.svcCart.addItem({ productId: 201, quantity: 1 }));
        await tab.evaluate(() => window.svcCart.open());
        await tab.locator('svc-cart-line').getByText('Ceramic Mug').waitFor(WAIT);
        // The line's picture comes from the API's origin, not the shop's.
        const picture = await tab.locator('svc-cart-line img[part~="image"]').elementHandle(WAIT);
        const src = await picture.getAttribute('src');
        assert(src === `${base}/storefront/v1/images/ceramic-mug.svg`, `the picture is ${src}`);
        await tab.waitForFunction((image) => image.complete && image.naturalWidth > 0, picture, WAIT);
        // The minified drawer still puts a repeated announcement in a new node, so it is read again.
        const region = () =>
          tab.evaluate(() => {
            const panel = document.querySelector('svc-cart-root').shadowRoot.querySelector('svc-cart-panel');
            const node = panel.shadowRoot.querySelector('[part~="live-region"]').firstElementChild;
            window.__svcAnnouncements = [...(window.__svcAnnouncements ?? []), node];
            return node?.textContent.trim();
          });
        await tab.evaluate(() => window.svcCart.updateCart({}));
        const before = await region();
        await tab.evaluate(() => window.svcCart.updateCart({}));
        // The drawer draws the repeated announcement in its next update, in a node of its own; when
        // none comes, the assertions below say so.
        await tab
          .waitForFunction(
            () =>
              document
                .querySelector('svc-cart-root')
                .shadowRoot.querySelector('svc-cart-panel')
                .shadowRoot.querySelector('[part~="live-region"]').firstElementChild !==
              window.__svcAnnouncements[0],
            null,
            WAIT,
          )
          .catch(() => undefined);
        const after = await region();
        const renewed = await tab.evaluate(() => {
          const [first, second] = window.__svcAnnouncements;
          return first !== second;
        });
        assert(before && before === after, `announcements: "${before}" then "${after}"`);
        assert(renewed, 'a repeated announcement stayed in the same node: it is not read again');

        const configured = tab
          .evaluate(() => window.svcCart.configureItem({ productId: 100 }))
          .catch(() => {});
        await tab.locator('svc-view-pricing [part~="submit-button"]').waitFor(WAIT);
        // The build minifies the views' CSS: a note's bullet stays a bullet.
        const bullet = await tab
          .locator('svc-view-pricing .notes span')
          .first()
          .evaluate((note) => getComputedStyle(note, '::before').content);
        assert(bullet === '"· "', `the notes' bullet reads ${bullet}`);
        await tab.evaluate(() => window.svcCart.close());
        await configured;
        await tab.evaluate(() => window.svcCart.open('checkout'));
        await tab.locator('svc-checkout-contact input[name="email"]').waitFor(WAIT);

        const outside = scripts.filter((path) => !path.startsWith('/cart/'));
        assert(outside.length === 0, `scripts from outside /cart/: ${outside.join(', ')}`);
        assert(
          scripts.some((path) => /\/cart\/svc-view-pricing-[\w-]+\.js$/.test(path)),
          `no pricing view chunk among ${scripts.join(', ')}`,
        );
        assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
        await context.close();
      },
    );

    /** The chunk file (as `/cart/<file>`) that holds `module`, from the build's module graph. */
    const chunkOf = (module) => {
      const graph = readGraph(DEFAULTS.cartGraph);
      const file = Object.entries(graph.chunks).find(([, chunk]) => (chunk.modules[module] ?? 0) > 0)?.[0];
      assert(file, `${module} is in no chunk of the build`);
      return `/cart/${file}`;
    };

    await check(
      'the built widget fetches the analytics and debug chunks only when asked: settings.analytics, ?svcDebug=1',
      async () => {
        const analyticsChunk = chunkOf('src/analytics/analytics.ts');
        const debugChunk = chunkOf('src/debug/debug.ts');
        const visit = async (path, steps) => {
          const context = await browser.newContext();
          const tab = await context.newPage();
          const scripts = [];
          tab.on('request', (request) => {
            if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
          });
          await tab.goto(`http://127.0.0.1:${site.port}${path}`);
          await tab.waitForFunction(() => window.svcCart?.ready === true, null, WAIT);
          await tab.evaluate(() => window.svcCart.setAnalyticsConsent(true));
          await tab.evaluate(() => window.svcCart.addItem({ productId: 201, quantity: 1 }));
          await tab.evaluate(() => window.svcCart.open());
          await tab.locator('svc-cart-line').getByText('Ceramic Mug').waitFor(WAIT);
          const result = await steps(tab);
          await context.close();
          return { scripts, result };
        };

        const plain = await visit('/', async (tab) => {
          await tab.evaluate(() => window.svcCart.debug(false));
          return tab.evaluate(() => ({
            overlay: document.querySelector('svc-debug-overlay') !== null,
            dataLayer: 'dataLayer' in window,
          }));
        });
        assert(!plain.scripts.includes(analyticsChunk), `${analyticsChunk} fetched without analytics`);
        assert(!plain.scripts.includes(debugChunk), `${debugChunk} fetched without svcDebug`);
        assert(!plain.result.overlay && !plain.result.dataLayer, JSON.stringify(plain.result));

        const debugging = await visit('/?svcDebug=1', async (tab) => {
          await tab.locator('svc-debug-overlay').getByText('CART_READY').first().waitFor(WAIT);
          return tab.evaluate(() => document.querySelectorAll('svc-debug-overlay').length);
        });
        assert(
          debugging.scripts.includes(debugChunk),
          `no ${debugChunk} among ${debugging.scripts.join(', ')}`,
        );
        assert(!debugging.scripts.includes(analyticsChunk), `${analyticsChunk} fetched without analytics`);
        assert(debugging.result === 1, `${debugging.result} overlays`);

        const measured = await visit('/analytics', (tab) =>
          tab.evaluate(() => window.dataLayer.filter((entry) => entry.event).map((entry) => entry.event)),
        );
        assert(
          measured.scripts.includes(analyticsChunk),
          `no ${analyticsChunk} among ${measured.scripts.join(', ')}`,
        );
        assert(!measured.scripts.includes(debugChunk), `${debugChunk} fetched without svcDebug`);
        assert(
          JSON.stringify(measured.result) === JSON.stringify(['add_to_cart', 'view_cart']),
          `dataLayer events: ${JSON.stringify(measured.result)}`,
        );
      },
    );

    await check(
      'the built widget in Japanese and Arabic: one messages file of the language (and its reader), the drawer, a view and the checkout in it; an English page fetches neither',
      async () => {
        const reader = chunkOf('src/core/i18n/language-files.ts');
        const visit = async (lang) => {
          const context = await browser.newContext();
          const tab = await context.newPage();
          const errors = [];
          tab.on('pageerror', (error) => errors.push(error.message));
          const scripts = [];
          tab.on('request', (request) => {
            if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
          });
          await tab.goto(`http://127.0.0.1:${site.port}/${lang ? `?lang=${lang}` : ''}`);
          await tab.waitForFunction(() => window.svcCart?.ready === true, null, WAIT);
          await tab.evaluate(() => window.svcCart.addItem({ productId: 201, quantity: 2 }));
          await tab.evaluate(() => window.svcCart.open());
          await tab.locator('svc-cart-line').getByText('Ceramic Mug').waitFor(WAIT);
          const title = await tab.locator('svc-cart-panel [part~="title"]').innerText();
          const dir = await tab.locator('svc-cart-panel dialog').getAttribute('dir');
          await tab.evaluate(() => void window.svcCart.configureItem({ productId: 200 }));
          const add = await tab.locator('svc-view-variant [part~="submit-button"]').innerText(WAIT);
          await tab.keyboard.press('Escape');
          await tab.evaluate(() => window.svcCart.open('checkout'));
          const email = await tab.locator('svc-checkout-contact label[for="email"]').innerText(WAIT);
          await context.close();
          return { scripts, errors, title: title.replace(/\s+/g, ' '), dir, add, email };
        };
        const english = await visit();
        const messages = english.scripts.filter((path) => path.includes('/messages/') || path === reader);
        assert(messages.length === 0, `an English page fetched ${messages.join(', ')}`);
        assert(english.title === 'Your cart 2 items', english.title);
        for (const [lang, expected] of Object.entries({
          ja: { title: 'カート 2点', dir: 'ltr', add: 'カートに追加' },
          ar: { title: 'سلتك منتجان', dir: 'rtl', add: 'أضف إلى السلة' },
        })) {
          const seen = await visit(lang);
          assert(seen.errors.length === 0, `${lang}: ${seen.errors.join('; ')}`);
          const files = seen.scripts.filter((path) => path.includes('/messages/'));
          assert(
            JSON.stringify(files) === JSON.stringify([`/cart/messages/${lang}.js`]),
            `${lang}: ${files}`,
          );
          assert(seen.scripts.includes(reader), `${lang}: no ${reader} among ${seen.scripts.join(', ')}`);
          assert(seen.title === expected.title, `${lang}: the title is ${seen.title}`);
          assert(seen.dir === expected.dir, `${lang}: dir ${seen.dir}`);
          assert(seen.add.startsWith(expected.add), `${lang}: the view's button reads ${seen.add}`);
          assert(
            seen.email !== english.email,
            `${lang}: the checkout's email label is English (${seen.email})`,
          );
        }
      },
    );
  } finally {
    site.stop();
  }
};
