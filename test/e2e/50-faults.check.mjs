// Faults on the demo page that need a real browser: the API unreachable at start-up and then
// offline, a reload while a cart change or a purchase is in flight, and two tabs on one cart.
// Requests are held, cut or counted with Playwright's routing; the server's own view of the cart
// is read straight from the sandbox API of the demo server.

const WAIT = { timeout: 15_000 };
const KEY = { 'x-api-key': 'demo-api-key', 'content-type': 'application/json' };

export default async ({ check: runCheck, assert, base, browser }) => {
  // A check that hangs (a wait without its own limit) fails after two minutes instead.
  const check = (name, fn) =>
    runCheck(name, () =>
      Promise.race([
        fn(),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('no end after 120 s')), 120_000).unref(),
        ),
      ]),
    );
  const api = `${base}/storefront/v1`;
  /** One request to the sandbox from outside the browser; the parsed JSON answer. */
  const server = async (method, path, body, token) => {
    const headers = { ...KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const response = await fetch(`${api}${path}`, {
      method,
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  const lines = (cart) =>
    (cart?.items ?? [])
      .map((item) => `${item.productId}x${item.quantity ?? 1}`)
      .sort()
      .join(', ');
  const cartCookie = async (context) =>
    (await context.cookies(base)).find((cookie) => cookie.name === 'svc_cart_id')?.value;
  /** A new tab on the demo with its page errors recorded; waits for the widget's CART_READY. */
  const open = async (context, ready = true) => {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${base}/`);
    if (ready) await page.waitForFunction(() => window.svcCart?.ready === true, null, WAIT);
    return { page, errors };
  };
  const addItemUrl = (url) => /\/storefront\/v1\/carts\/[^/]+\/items$/.test(url.pathname);
  const cartButton = (page) => page.locator('svc-cart-button').getByRole('button');
  const errorView = (page) => page.locator('svc-cart-error');

  await check(
    'the API unreachable at start-up, then offline: the page works, the drawer says so, and Try again recovers without a reload',
    async () => {
      const context = await browser.newContext();
      await context.addInitScript(() => {
        window.addEventListener('svc-cart:ready', (event) => {
          window.readyError = event.detail.error?.name ?? null;
        });
      });
      await context.route('**/storefront/v1/**', (route) => route.abort('internetdisconnected'));
      const { page, errors } = await open(context, false);
      // The failed start-up leaves its error on the widget (CART_READY carried the same one).
      await page.waitForFunction(() => window.svcCart?.error?.source === 'start', null, WAIT);
      const ready = await page.evaluate(() => [window.svcCart.error.error.name, window.readyError]);
      assert(
        ready[0] === 'SvcNetworkError' && ready[1] === 'SvcNetworkError',
        `the error and CART_READY carried ${ready}`,
      );
      await page.getByText('Could not load the shop').waitFor(WAIT);
      await page.locator('#cart-toggle').click();
      await errorView(page)
        .getByText('We could not reach the shop. Check your connection and try again.')
        .waitFor(WAIT);

      await context.unroute('**/storefront/v1/**');
      await errorView(page).getByRole('button', { name: 'Try again' }).click();
      await page.waitForFunction(() => window.svcCart.ready === true, null, WAIT);
      await page.locator('svc-cart-summary').getByText('Your cart is empty').waitFor(WAIT);

      // Offline now: adding fails and says so, nothing is added, and Try again adds it once online.
      await context.setOffline(true);
      const failed = await page.evaluate(() =>
        window.svcCart.addItem({ productId: 231, quantity: 1 }).then(
          () => 'added',
          (error) => `${error.name}: ${error.message}`,
        ),
      );
      // Refused before sending (the browser says it is offline), shown, not added.
      assert(failed !== 'added', 'addItem offline resolved');
      await errorView(page).getByRole('button', { name: 'Try again' }).waitFor(WAIT);
      const shown = await errorView(page).locator('[part="message"]').textContent();
      assert(
        shown.trim() === 'You are offline, so nothing was sent. Try again once you are back online.',
        `the error view says ${shown}`,
      );
      assert((await page.evaluate(() => window.svcCart.itemCount)) === 0, 'a line appeared offline');
      await context.setOffline(false);
      await errorView(page).getByRole('button', { name: 'Try again' }).click();
      await page.waitForFunction(() => window.svcCart.itemCount === 1, null, WAIT);
      const cartId = await cartCookie(context);
      const { body } = await server('GET', `/carts/${cartId}`);
      assert(lines(body) === '231x1', `the server's cart holds ${lines(body)}`);
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
      await context.close();
    },
  );

  await check(
    'a reload while addItem is in flight shows the server’s cart after the reload: the line when the server had it, none when it never arrived',
    async () => {
      const context = await browser.newContext();
      const { page, errors } = await open(context);
      const cartId = await cartCookie(context);

      // 1. The request reached the server, its answer is lost in the reload.
      let reached;
      const arrived = new Promise((resolve) => (reached = resolve));
      await context.route(addItemUrl, async (route) => {
        await route.fetch();
        reached();
        // The answer never comes back: the page reloads meanwhile.
      });
      await page.evaluate(() => void window.svcCart.addItem({ productId: 231, quantity: 1 }).catch(() => {}));
      await arrived;
      await page.reload();
      await page.waitForFunction(() => window.svcCart?.ready === true, null, WAIT);
      assert((await cartCookie(context)) === cartId, 'the reload changed the cart');
      const afterFirst = await page.evaluate(() => window.svcCart.cart);
      const serverFirst = (await server('GET', `/carts/${cartId}`)).body;
      assert(afterFirst.id === cartId, `the widget shows cart ${afterFirst.id}`);
      assert(lines(afterFirst) === '231x1', `the widget shows ${lines(afterFirst)}`);
      assert(lines(serverFirst) === '231x1', `the server has ${lines(serverFirst)}`);
      await cartButton(page)
        .and(page.getByRole('button', { name: 'Cart, 1 item' }))
        .waitFor(WAIT);

      // 2. The request is cut before it reaches the server: nothing is added anywhere.
      await context.unroute(addItemUrl);
      let held;
      const holding = new Promise((resolve) => (held = resolve));
      await context.route(addItemUrl, (route) => held(route));
      await page.evaluate(() => void window.svcCart.addItem({ productId: 201, quantity: 1 }).catch(() => {}));
      await holding;
      await page.reload();
      await page.waitForFunction(() => window.svcCart?.ready === true, null, WAIT);
      const afterSecond = await page.evaluate(() => window.svcCart.cart);
      const serverSecond = (await server('GET', `/carts/${cartId}`)).body;
      assert(lines(afterSecond) === '231x1', `the widget shows ${lines(afterSecond)}`);
      assert(lines(serverSecond) === '231x1', `the server has ${lines(serverSecond)}`);
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
      await context.close();
    },
  );

  /**
   * A context with a signed-in shopper and a cart holding the eBook (digital: no delivery step),
   * and a tab on the demo at the checkout's review step.
   */
  const atReview = async () => {
    const { body: login } = await server('POST', '/auth/login', {
      email: 'shopper@example.com',
      password: 'demo1234',
    });
    const { body: cart } = await server('POST', '/carts', {});
    await server('POST', `/carts/${cart.id}/items`, { productId: 231, quantity: 1 });
    const context = await browser.newContext();
    await context.addCookies([
      { name: 'svc_cart_id', value: cart.id, url: base },
      { name: 'svc_access_token', value: login.accessToken, url: base },
    ]);
    const purchases = [];
    context.on('request', (request) => {
      if (request.method() === 'POST' && /\/carts\/[^/]+\/purchase$/.test(new URL(request.url()).pathname))
        purchases.push(request.headers()['idempotency-key']);
    });
    const { page, errors } = await open(context);
    await page.evaluate(() => window.svcCart.open('checkout'));
    await toReview(page);
    return { context, page, errors, cartId: cart.id, purchases };
  };
  /** Clicks through the checkout's steps (contact, then payment with the first saved card) to Pay. */
  const toReview = async (page) => {
    const pay = page.locator('svc-checkout-review [part~="submit-button"]');
    const contact = page.locator('svc-checkout-contact');
    const payment = page.locator('svc-checkout-payment');
    const deadline = Date.now() + 30_000;
    while (!(await pay.isVisible())) {
      assert(Date.now() < deadline, 'the checkout did not reach its review step');
      const paymentNext = payment.getByRole('button', { name: 'Continue', exact: true });
      const contactNext = contact.locator('[part~="submit-button"]');
      if (await paymentNext.isVisible()) {
        const saved = payment.locator('input[name="payment-method"]').first();
        if (!(await saved.isChecked())) await saved.check();
        await paymentNext.click();
        await paymentNext.waitFor({ ...WAIT, state: 'detached' });
      } else if (await contactNext.isVisible()) {
        await contactNext.click();
        await contactNext.waitFor({ ...WAIT, state: 'detached' });
      } else await pay.or(paymentNext).or(contactNext).first().waitFor(WAIT);
    }
    return pay;
  };

  await check(
    'a reload while the purchase is in flight sends it once: after the reload the cart is the purchased one and nothing is sent again',
    async () => {
      const { context, page, errors, cartId, purchases } = await atReview();
      let reached;
      const arrived = new Promise((resolve) => (reached = resolve));
      await context.route('**/storefront/v1/carts/*/purchase', async (route) => {
        await route.fetch();
        reached();
      });
      await page.locator('svc-checkout-review [part~="submit-button"]').click();
      await arrived;
      await page.reload();
      await page.waitForFunction(() => window.svcCart?.ready === true, null, WAIT);
      // What the reloaded widget shows is the purchased cart; that nothing is sent again is proved
      // after the next change, a later request through the same queue.
      await page.waitForFunction(() => window.svcCart.cart?.status === 'purchased', null, WAIT);
      const { body } = await server('GET', `/carts/${cartId}`);
      assert(body.status === 'purchased', `the server's cart is ${body.status}`);
      const shown = await page.evaluate(() => ({
        id: window.svcCart.cart.id,
        status: window.svcCart.cart.status,
      }));
      assert(
        shown.id === cartId && shown.status === 'purchased',
        `the widget shows ${JSON.stringify(shown)}`,
      );
      assert(purchases.length === 1, `purchase requests sent: ${purchases.length}`);

      // The next change starts a new cart instead of touching the purchased one.
      const next = await page.evaluate(() =>
        window.svcCart.addItem({ productId: 201, quantity: 1 }).then((cart) => cart.id),
      );
      assert(next !== cartId, 'the purchased cart was changed');
      assert((await cartCookie(context)) === next, 'the cookie does not name the new cart');
      assert(purchases.length === 1, `purchase requests sent: ${purchases.length}`);
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
      await context.close();
    },
  );

  await check(
    'a purchase whose answer is lost is sent again by Try again with the same idempotency key, and charged once',
    async () => {
      const { context, page, errors, cartId, purchases } = await atReview();
      let first = true;
      await context.route('**/storefront/v1/carts/*/purchase', async (route) => {
        if (!first) return route.continue();
        first = false;
        await route.fetch();
        await route.abort('connectionreset');
      });
      const pay = page.locator('svc-checkout-review [part~="submit-button"]');
      await pay.click();
      await page
        .getByText(
          'We could not reach the shop, so we do not know yet whether your payment went through. Try again: you will not be charged twice.',
        )
        .waitFor(WAIT);
      await pay.click();
      await page.getByText('Thank you for your order!').waitFor(WAIT);
      assert(purchases.length === 2, `purchase requests sent: ${purchases.length}`);
      assert(purchases[0] && purchases[0] === purchases[1], `idempotency keys: ${purchases.join(', ')}`);
      const { body } = await server('GET', `/carts/${cartId}`);
      assert(body.status === 'purchased', `the server's cart is ${body.status}`);
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
      await context.close();
    },
  );

  await check(
    'two tabs on one cart: tab B shows what tab A added when it is shown again, and B’s own add keeps A’s line',
    async () => {
      const context = await browser.newContext();
      const a = await open(context);
      const b = await open(context);
      const cartId = await cartCookie(context);
      assert(
        (await a.page.evaluate(() => window.svcCart.cart.id)) === cartId &&
          (await b.page.evaluate(() => window.svcCart.cart.id)) === cartId,
        'the tabs show different carts',
      );
      // Tab B goes to the background.
      await b.page.evaluate(() => {
        window.__hidden = true;
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => (window.__hidden ? 'hidden' : 'visible'),
        });
        document.dispatchEvent(new Event('visibilitychange'));
        window.__hiddenAt = Date.now();
      });
      await a.page.locator('a[href="/checkout/add/230"]').first().click();
      await a.page.waitForFunction(() => window.svcCart.itemCount === 1, null, WAIT);
      assert((await b.page.evaluate(() => window.svcCart.itemCount)) === 0, 'tab B changed while hidden');
      // Shown again after more than five seconds on the clock the refresh rule reads (`Date.now()`):
      // B reads the cart and its button and counter follow.
      await b.page.waitForFunction(() => Date.now() - window.__hiddenAt > 5000, null, {
        ...WAIT,
        polling: 100,
      });
      await b.page.evaluate(() => {
        window.__hidden = false;
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await cartButton(b.page)
        .and(b.page.getByRole('button', { name: 'Cart, 1 item' }))
        .waitFor(WAIT);
      assert((await b.page.locator('#cart-count').textContent()) === '1', 'tab B’s header counter');

      const fromB = await b.page.evaluate(() =>
        window.svcCart.addItem({ productId: 201, quantity: 1 }).then((cart) =>
          cart.items
            .map((item) => `${item.productId}x${item.quantity}`)
            .sort()
            .join(', '),
        ),
      );
      assert(fromB === '201x1, 231x1', `tab B's cart after its add: ${fromB}`);
      const { body } = await server('GET', `/carts/${cartId}`);
      assert(lines(body) === '201x1, 231x1', `the server has ${lines(body)}`);
      assert(a.errors.length === 0 && b.errors.length === 0, `page errors: ${[...a.errors, ...b.errors]}`);
      await context.close();
    },
  );
};
