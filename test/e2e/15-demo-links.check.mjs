// The demo's integration styles beyond the "Add to cart" links: a `/checkout/buy/{id}` link adds
// and opens the checkout, an element with `data-svc-product` adds, and a button calling
// `svcCart.addItem` adds a finished item at once.

const WAIT = { timeout: 15_000 };

async function openDemo(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/`);
  await page.waitForFunction(() => window.svcCart?.ready === true, null, WAIT);
  await page
    .getByRole('status')
    .filter({ hasText: /\d+ products/ })
    .waitFor(WAIT);
  return { context, page, errors };
}

const lines = (page) =>
  page.evaluate(() => window.svcCart.cart.items.map((item) => [item.productId, item.quantity]));

export default async ({ check, assert, base, browser }) => {
  await check('a Buy now link (/checkout/buy/{id}) adds the product and opens the checkout', async () => {
    const { context, page, errors } = await openDemo(browser, base);
    await page.getByRole('link', { name: 'Buy now: Brewing Guide (eBook)' }).click();
    await page.locator('svc-checkout-contact input[name="email"]').waitFor(WAIT);
    assert(JSON.stringify(await lines(page)) === '[[231,1]]', JSON.stringify(await lines(page)));
    assert(page.url() === `${base}/`, `the link navigated to ${page.url()}`);
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await context.close();
  });

  await check('a data-svc-product element and an addItem button each add their product', async () => {
    const { context, page, errors } = await openDemo(browser, base);
    await page.getByRole('button', { name: 'Add the Sand mug' }).click();
    await page.waitForFunction(() => window.svcCart.itemCount === 1, null, WAIT);
    await page.evaluate(() => window.svcCart.close());
    await page.getByRole('button', { name: 'Add the eBook' }).click();
    await page.waitForFunction(() => window.svcCart.itemCount === 2, null, WAIT);
    const added = JSON.stringify(await lines(page));
    assert(added === '[[201,1],[231,1]]', `cart lines: ${added}`);
    await page.waitForFunction(() => document.querySelector('#cart-count')?.textContent === '2', null, WAIT);
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await context.close();
  });
};
