// Layout shift on a phone (390×844, touch) in Chromium, summed from the first paint until the page
// settled (scripts/bench/layout-shift.mjs `measureLayoutShift`): every demo page stays under 0.05,
// and a page with several products written as docs/storefront-elements.md advises ("A page with
// several products") records 0.
import { DEMO_PAGES, measureLayoutShift } from '../../scripts/bench/layout-shift.mjs';

/** The most a demo page may shift (Google's "good" CLS is 0.1; the shops that copy them get half). */
const DEMO_LIMIT = 0.05;

/** Products of the sandbox shown side by side, each in its own context, with the real text. */
const PRODUCTS = [
  { id: 200, name: 'Ceramic Mug', price: '$14.00' },
  { id: 100, name: 'House Blend Subscription', price: '$18.00' },
  { id: 231, name: 'Brewing Guide (eBook)', price: '$9.00' },
  { id: 300, name: 'Gift Card', price: '$25.00' },
];

/** The page docs/storefront-elements.md's advice gives: its CSS and its markup, as written there. */
export const SEVERAL_PRODUCTS = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Several products</title>
    <link rel="stylesheet" href="/demo.css" />
    <style>
      .tiles { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); }
      /* docs/storefront-elements.md, "A page with several products" */
      svc-context { display: block; }
      svc-media { display: block; aspect-ratio: 4 / 3; --svc-media-ratio: 4 / 3; }
      svc-quantity,
      svc-add-to-cart { display: block; min-block-size: 3rem; }
    </style>
  </head>
  <body>
    <main>
      <h1>Our coffee</h1>
      <div class="tiles">
        ${PRODUCTS.map(
          ({ id, name, price }) => `<svc-context product-id="${id}" class="card">
          <svc-media><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="" /></svc-media>
          <h2><svc-data field="product.name">${name}</svc-data></h2>
          <p><svc-money>${price}</svc-money></p>
          <svc-quantity></svc-quantity>
          <svc-add-to-cart>Add to cart</svc-add-to-cart>
        </svc-context>`,
        ).join('\n        ')}
      </div>
    </main>
    <script>
      window.svcConfig = { apiKey: 'demo-api-key', apiUrl: location.origin + '/storefront/v1/', settings: { cartButton: true } };
    </script>
    <script type="module" src="/widget.ts"></script>
  </body>
</html>`;

export default async ({ check, assert, base, browser }) => {
  // The dev server compiles each module on its first request: one visit first, so the figures
  // measure the page, not the compiler.
  await measureLayoutShift(browser, base, '/');

  for (const [name, path] of Object.entries(DEMO_PAGES))
    await check(
      `layout shift: the demo's ${name} page (${path}) stays under ${DEMO_LIMIT} on a phone`,
      async () => {
        const { total, moved } = await measureLayoutShift(browser, base, path);
        assert(total < DEMO_LIMIT, `${path}: ${total.toFixed(4)} (${moved})`);
      },
    );

  await check(
    'layout shift: a page with several <svc-context> written as the docs advise records 0 on a phone',
    async () => {
      await measureLayoutShift(browser, base, '/several-products.html', { html: SEVERAL_PRODUCTS });
      const { total, moved } = await measureLayoutShift(browser, base, '/several-products.html', {
        html: SEVERAL_PRODUCTS,
      });
      assert(total === 0, `several products: ${total.toFixed(4)} (${moved})`);
    },
  );
};
