// The storefront page (demo/storefront.html): a shop's own page on @svc/sdk and the widget's public
// API only, driven as a shopper would with clicks and typing. It lists the products, opens a
// product page (options, volume prices), builds a box with a live quote, and adds a fixed kit;
// after each add, the line is in `window.svcCart.cart.items` (public) and the page's own counter
// element shows the count. Each check has its own browser context, so its own cart.
import { fileURLToPath } from 'node:url';

const AXE = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));
const WAIT = { timeout: 15_000 };
const usd = (minor) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(minor / 100);

export default async ({ check, assert, base, browser }) => {
  /**
   * Runs `test` on the storefront at `path` in a fresh context, then asserts the page threw
   * nothing and closes the context (also when the test fails).
   */
  async function onStorefront(path, test) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${base}${path}`);
      await test({ page, main: page.getByRole('main') });
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    } finally {
      await context.close();
    }
  }

  /** Waits for the cart line of `productId` in the widget's public `cart`, and returns it. */
  async function cartLine(page, productId) {
    const handle = await page
      .waitForFunction(
        (id) => window.svcCart?.cart?.items.find((item) => item.productId === id) ?? false,
        productId,
        WAIT,
      )
      .catch(async () => {
        const held = await page.evaluate(() =>
          (window.svcCart?.cart?.items ?? []).map((item) => [item.productId, item.quantity]),
        );
        throw new Error(`no cart line of product ${productId}; the cart holds ${JSON.stringify(held)}`);
      });
    return handle.jsonValue();
  }

  /** Waits until the page's counter element reads `count`, which must be the cart's quantities. */
  async function counterShows(page, count) {
    const counter = page.locator('.svc-cart-product-count');
    await page
      .waitForFunction(
        (expected) => document.querySelector('.svc-cart-product-count')?.textContent === expected,
        String(count),
        WAIT,
      )
      .catch(async () => {
        throw new Error(`the counter reads ${await counter.textContent()}, not ${count}`);
      });
    const sum = await page.evaluate(() =>
      window.svcCart.cart.items.reduce((total, item) => total + (item.quantity ?? 1), 0),
    );
    assert(sum === count, `the cart's lines add up to ${sum}, the counter reads ${count}`);
  }

  async function axeViolations(page) {
    await page.addScriptTag({ path: AXE });
    return page.evaluate(async () => {
      const result = await window.axe.run(document);
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
  }

  const productsShown = (main) =>
    main
      .getByRole('status')
      .filter({ hasText: /^\d+ products$/ })
      .waitFor(WAIT);

  await check('storefront: the grid lists the products with their names, pictures and prices', async () => {
    await onStorefront('/storefront.html', async ({ page, main }) => {
      await page.getByRole('heading', { level: 1, name: 'Sandbox Coffee Co.' }).waitFor(WAIT);
      await productsShown(main);
      const cards = await main
        .getByRole('list', { name: 'Products' })
        .getByRole('listitem')
        .evaluateAll((items) =>
          items.map((item) => ({
            name: item.querySelector('h3')?.textContent.trim(),
            price: item.querySelector('.price')?.textContent.trim(),
            image: item.querySelector('img')?.getAttribute('src') ?? '',
          })),
        );
      const shown = Object.fromEntries(cards.map((card) => [card.name, card.price]));
      for (const [name, price] of [
        ['Ceramic Mug', '$14.00'],
        ['Paper Filters', '$6.00'],
        ['House Blend Subscription', 'from $18.00'],
        ['Gift Card', 'from $25.00'],
        ['Espresso Machine', '$499.00'],
      ])
        assert(shown[name] === price, `${name}: ${shown[name]} (cards: ${JSON.stringify(shown)})`);
      for (const card of cards) {
        assert(card.name && /^(from )?\$\d+\.\d\d$/.test(card.price), `card ${JSON.stringify(card)}`);
        assert(card.image.includes('/storefront/v1/images/'), `picture of ${card.name}: ${card.image}`);
      }
    });
  });

  await check(
    'storefront: a grid card opens the product page, whose Colour picker offers "Sand" and "Slate"; Sand × 2 lands in the cart and the counter reads 2',
    async () => {
      await onStorefront('/storefront.html', async ({ page, main }) => {
        await productsShown(main);
        await main.getByRole('link', { name: 'Ceramic Mug', exact: true }).click();
        await page.waitForURL(`${base}/storefront.html?product=200`, WAIT);
        await main.getByRole('heading', { level: 2, name: 'Ceramic Mug' }).waitFor(WAIT);
        const colour = main.getByRole('group', { name: 'Colour' });
        await colour.waitFor(WAIT);
        const values = await colour
          .getByRole('radio')
          .evaluateAll((radios) => radios.map((radio) => radio.closest('label').textContent.trim()));
        assert(JSON.stringify(values) === '["Sand","Slate"]', `Colour values: ${JSON.stringify(values)}`);
        const price = main.locator('#product-price');
        assert((await price.textContent()) === '$14.00 each', `price: ${await price.textContent()}`);
        const add = main.getByRole('button', { name: 'Add to cart' });

        // Slate is out of stock: said so, and not for adding.
        await colour.getByRole('radio', { name: 'Slate' }).check();
        await main.getByText('Out of stock').waitFor(WAIT);
        assert(await add.isDisabled(), 'Add to cart is enabled for an out-of-stock variant');

        // The chosen variant's stock is asked again: loadVariant(id, null, { 'x-currency' }).
        const reloaded = page.waitForResponse(
          (r) => /\/storefront\/v1\/variants\/201(\?|$)/.test(r.url()),
          WAIT,
        );
        await colour.getByRole('radio', { name: 'Sand' }).check();
        const variant = await reloaded;
        assert(variant.status() === 200, `loadVariant answered ${variant.status()}`);
        assert(variant.request().headers()['x-currency'] === 'USD', 'loadVariant sent no x-currency');
        await main.getByLabel('Quantity').fill('2');
        assert(
          (await price.textContent()) === '$14.00 each · $28.00 for 2',
          `price for 2: ${await price.textContent()}`,
        );
        await add.click();
        const line = await cartLine(page, 201);
        assert(line.quantity === 2, `the Sand line has quantity ${line.quantity}`);
        await counterShows(page, 2);
      });
    },
  );

  await check('storefront: Paper Filters shows its volume prices, and 3 cost the second step', async () => {
    await onStorefront('/storefront.html?product=210', async ({ main }) => {
      await main.getByRole('heading', { level: 2, name: 'Paper Filters' }).waitFor(WAIT);
      const steps = main.getByRole('list', { name: 'Volume prices' });
      await steps.waitFor(WAIT);
      const rows = await steps.getByRole('listitem').allTextContents();
      assert(
        JSON.stringify(rows) === JSON.stringify(['1 or more: $6.00 each', '3 or more: $5.00 each']),
        `volume prices: ${JSON.stringify(rows)}`,
      );
      const price = main.locator('#product-price');
      assert((await price.textContent()) === '$6.00 each', `price: ${await price.textContent()}`);
      await main.getByLabel('Quantity').fill('3');
      assert(
        (await price.textContent()) === '$5.00 each · $15.00 for 3',
        `price for 3: ${await price.textContent()}`,
      );
    });
  });

  await check(
    'storefront: a box of 4 built on the page is quoted live, and Add lands the bundle line with its items and roast',
    async () => {
      await onStorefront('/storefront.html', async ({ page, main }) => {
        const box = main.getByRole('region', { name: 'Build Your Box' });
        const quantity = (name) => box.getByRole('spinbutton', { name, exact: true });
        await quantity('Ethiopia Guji').waitFor(WAIT);
        const plans = box.getByRole('group', { name: 'How it comes' }).getByRole('radio');
        const planNames = await plans.evaluateAll((radios) =>
          radios.map((radio) => radio.closest('label').textContent.trim()),
        );
        assert(JSON.stringify(planNames) === '["Every month","One box"]', `plans: ${planNames}`);
        await box.getByRole('radio', { name: 'Every month' }).check();
        const roasts = await box
          .getByRole('group', { name: 'Roast' })
          .getByRole('checkbox')
          .evaluateAll((boxes) => boxes.map((input) => input.closest('label').textContent.trim()));
        assert(JSON.stringify(roasts) === '["Light","Medium","Dark"]', `roasts: ${roasts}`);
        const add = box.getByRole('button', { name: /^Add the box/ });

        // Three items fill no box: the page says what is missing.
        await quantity('Ethiopia Guji').fill('2');
        await quantity('Colombia Huila').fill('1');
        await box.getByText('3 picked: add 1 more for a Box of 4.').waitFor(WAIT);
        assert(await add.isDisabled(), 'the box can be added with 3 items');

        await box.getByRole('checkbox', { name: 'Medium' }).check();
        // The quote of the four items (the three before were not quoted).
        const quoted = page.waitForResponse(
          (r) =>
            r.url().includes('/storefront/v1/bundles/1/quote') &&
            JSON.parse(r.request().postData() ?? '{}').items?.reduce((n, item) => n + item.quantity, 0) === 4,
          WAIT,
        );
        await quantity('Colombia Huila').fill('2');
        const response = await quoted;
        const sent = JSON.parse(response.request().postData());
        const expected = {
          productId: 501,
          quantity: 1,
          items: [
            { productId: 401, quantity: 2 },
            { productId: 402, quantity: 2 },
          ],
          preferences: [{ attributeId: 1, values: [12] }],
        };
        assert(JSON.stringify(sent) === JSON.stringify(expected), `quote sent ${JSON.stringify(sent)}`);
        assert(response.status() === 200, `quote answered ${response.status()}: ${await response.text()}`);
        const { total } = await response.json();
        const quoteText = box.locator('#box-quote');
        await box.getByText(`Box of 4: ${usd(total)}`).waitFor(WAIT);
        assert(!(await add.isDisabled()), `Add is disabled next to "${await quoteText.textContent()}"`);
        assert((await add.textContent()) === 'Add the box of 4', `button: ${await add.textContent()}`);

        await add.click();
        const line = await cartLine(page, 501);
        const contents = (line.bundle?.items ?? []).map((item) => [item.productId, item.quantity]);
        assert(
          JSON.stringify(contents) === '[[401,2],[402,2]]',
          `the box line holds ${JSON.stringify(line.bundle)}`,
        );
        assert(
          JSON.stringify(line.bundle.preferences) === '[{"attributeId":1,"values":[12]}]',
          `the box line's preferences: ${JSON.stringify(line.bundle.preferences)}`,
        );
        await counterShows(page, 1);
      });
    },
  );

  await check(
    'storefront: the Starter Kit button adds the fixed bundle with its plan (variant 521)',
    async () => {
      await onStorefront('/storefront.html', async ({ page, main }) => {
        const kit = main.getByRole('region', { name: 'Starter Kit' });
        await kit.getByText('$29.00', { exact: true }).waitFor(WAIT);
        await kit.getByRole('button', { name: 'Add the Starter Kit' }).click();
        const line = await cartLine(page, 521);
        assert(line.quantity === 1, `the kit line has quantity ${line.quantity}`);
        await counterShows(page, 1);
      });
    },
  );

  await check('storefront: axe finds nothing on the front page and on a product page', async () => {
    await onStorefront('/storefront.html', async ({ page, main }) => {
      await productsShown(main);
      await main.getByRole('spinbutton', { name: 'Ethiopia Guji' }).waitFor(WAIT);
      await main.getByRole('button', { name: 'Add the Starter Kit' }).waitFor(WAIT);
      await page.waitForFunction(() => window.svcCart?.cart, null, WAIT);
      const front = await axeViolations(page);
      assert(front.length === 0, `front page: ${front.join('; ')}`);
      await page.goto(`${base}/storefront.html?product=200`);
      await main.getByRole('group', { name: 'Colour' }).waitFor(WAIT);
      await page.waitForFunction(() => window.svcCart?.cart, null, WAIT);
      const product = await axeViolations(page);
      assert(product.length === 0, `product page: ${product.join('; ')}`);
    });
  });
};
