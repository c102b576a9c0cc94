// A shopper who adds to the cart while the browser is offline (Playwright's offline mode): the
// drawer says so at once, nothing is sent, Try again waits for the connection, and once the
// browser is back online the add is sent once: one line on the server.

const WAIT = { timeout: 15_000 };

export default async ({ check, assert, base, browser }) => {
  const api = `${base}/storefront/v1`;
  const isAdd = (request) =>
    request.method() === 'POST' &&
    /\/storefront\/v1\/carts\/[^/]+\/items$/.test(new URL(request.url()).pathname);

  await check(
    'offline: addItem sends nothing and the drawer says so; back online, Try again adds once',
    async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const adds = [];
      page.on('request', (request) => {
        if (isAdd(request)) adds.push(request.url());
      });
      await page.goto(`${base}/`);
      await page.waitForFunction(() => window.svcCart?.ready === true, null, WAIT);
      // The error view's chunk follows CART_READY: the drawer can say so offline.
      await page.waitForFunction(() => Boolean(customElements.get('svc-cart-error')), null, WAIT);

      await context.setOffline(true);
      const code = await page.evaluate(() =>
        window.svcCart.addItem({ productId: 201, quantity: 1 }).then(
          () => 'sent',
          (error) => error.code,
        ),
      );
      assert(code === 'offline', `addItem offline settled with ${code}`);
      const view = page.locator('svc-cart-error');
      await view
        .getByText('You are offline, so nothing was sent. Try again once you are back online.')
        .waitFor(WAIT);
      await view.getByRole('button', { name: 'Try again' }).click();
      await view.getByRole('button', { name: 'Waiting for the connection…' }).waitFor(WAIT);
      assert(adds.length === 0, `sent while offline: ${adds.join(', ')}`);

      await context.setOffline(false);
      await page.locator('svc-cart-line').getByText('Ceramic Mug').waitFor(WAIT);
      assert(adds.length === 1, `${adds.length} adds sent`);
      const cartId = await page.evaluate(() => window.svcCart.cart.id);
      const response = await fetch(`${api}/carts/${cartId}`, { headers: { 'x-api-key': 'demo-api-key' } });
      const cart = await response.json();
      const lines = cart.items.map((item) => `${item.productId}x${item.quantity}`);
      assert(JSON.stringify(lines) === JSON.stringify(['201x1']), `the server's cart: ${lines.join(', ')}`);
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
      await context.close();
    },
  );
};
