// The demo, driven in headless Chromium as a shopper would, with clicks and typing only: a House
// Blend subscription from its plan cards, a box built in the bundle view, the checkout as a new
// customer with the sandbox card, then the account page: sign in with the new account and change
// that subscription's quantity. Playwright's CSS and role locators reach into open shadow roots, so
// the widget is driven through what it draws.

import { checkoutAsNewCustomer } from './checkout-steps.mjs';

const WAIT = { timeout: 15_000 };

export default async ({ check, assert, base, browser }) => {
  await check(
    'a shopper subscribes, builds a box, pays as a new customer with the sandbox card, then changes the subscription on the account page',
    async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const email = `journey.${Date.now()}@example.com`;
      const password = 'journey-secret-1';

      await page.goto(`${base}/`);
      await page.waitForFunction(() => window.svcCart?.ready === true, null, WAIT);

      // 1. A subscription: House Blend, the "every 2 weeks" plan card.
      await page.getByRole('button', { name: 'Choose a plan' }).click();
      const pricing = page.locator('svc-view-pricing');
      await pricing.locator('[part~="submit-button"]').waitFor(WAIT);
      await pricing.locator('label:has(input[name="plan"][value="101"])').click();
      await pricing.locator('[part~="submit-button"]').click();
      await page.waitForFunction(() => window.svcCart.cart?.items.length === 1, null, WAIT);

      // 2. A box: monthly, two of two beans, from the demo's "Build a box".
      await page.evaluate(() => window.svcCart.close());
      await page.getByRole('button', { name: 'Build a box' }).click();
      const bundle = page.locator('svc-view-bundle');
      await bundle.locator('[part~="submit-button"]').waitFor(WAIT);
      await bundle.locator('label', { hasText: 'Every month' }).first().click();
      for (const bean of ['Ethiopia Guji', 'Colombia Huila']) {
        const add = bundle.getByRole('button', { name: `Add one ${bean}` });
        await add.click();
        await add.click();
      }
      await bundle.getByText('Add the box of 4').waitFor(WAIT);
      await bundle.locator('[part~="submit-button"]').click();
      await page.waitForFunction(() => window.svcCart.cart?.items.length === 2, null, WAIT);

      // 3. The summary's Checkout, as a new customer.
      await page.locator('svc-cart-summary [part~="checkout-button"]').click();
      const pay = await checkoutAsNewCustomer(page, {
        email,
        password,
        firstName: 'Jo',
        lastName: 'Journey',
        card: '4242 4242 4242 4242',
      });
      const payText = (await pay.textContent()).trim();
      assert(/^Pay \$\d+\.\d\d$/.test(payText), `the pay button reads ${payText}`);
      await pay.click();
      await page.getByText('Thank you for your order!').waitFor(WAIT);
      const bought = await page.evaluate(() =>
        window.svcCart.cart.items.map((item) => [item.productId, item.quantity]),
      );
      assert(
        JSON.stringify(bought) ===
          JSON.stringify([
            [101, 1],
            [501, 1],
          ]) ||
          JSON.stringify(bought) ===
            JSON.stringify([
              [501, 1],
              [101, 1],
            ]),
        `the purchased cart held ${JSON.stringify(bought)}`,
      );

      // 4. The account page (the customer portal) in a new visit (no cookies): sign in, change the
      // House Blend quantity.
      await context.clearCookies();
      await page.goto(`${base}/account.html`);
      const portal = page.locator('svc-customer-portal');
      await portal.getByLabel('Email', { exact: true }).fill(email);
      await portal.getByLabel('Password', { exact: true }).fill(password);
      await portal.getByRole('button', { name: 'Sign in', exact: true }).click();
      const cards = portal.locator('svc-portal-subscription');
      const houseBlend = cards.filter({
        has: page.getByRole('heading', { level: 3, name: /House Blend/ }),
      });
      await houseBlend.first().waitFor(WAIT);
      const subscriptions = await cards.getByRole('heading', { level: 3 }).allTextContents();
      assert(subscriptions.length === 2, `subscriptions listed: ${subscriptions.join(', ')}`);
      await houseBlend.getByText('Active').first().waitFor(WAIT);
      await houseBlend.getByLabel('Quantity', { exact: true }).fill('3');
      await houseBlend.getByRole('button', { name: 'Save', exact: true }).first().click();
      await houseBlend.getByText('Saved', { exact: true }).first().waitFor(WAIT);

      // The change is on the server: a reload shows it.
      await page.reload();
      const again = portal
        .locator('svc-portal-subscription')
        .filter({ has: page.getByRole('heading', { level: 3, name: /House Blend/ }) });
      await again.first().waitFor(WAIT);
      const saved = await again.getByLabel('Quantity', { exact: true }).inputValue();
      assert(saved === '3', `after a reload the quantity reads ${saved}`);
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
      await context.close();
    },
  );
};
