// The demo on a phone: 390×844 with touch, driven by taps and typing only. A new customer builds a
// box, adds the Tea Club subscription through its survey, applies a coupon in the drawer, pays with
// a new card that needs 3-D Secure, reaches the receipt and opens the portal. On every checkout step
// the journey asserts what a shopper on a phone relies on: one primary button, the total in view,
// every control at least 44×44 CSS px, and no layout shift caused by the widget. A second journey
// counts the taps a signed-in customer with a saved card needs from Checkout to the receipt.
import { build } from 'esbuild';
import { PHONE, WAIT, watchLayoutShifts } from './storefront-pages.mjs';

/** The tap-target check of the browser tests (test/shared/tap-targets.ts), for the page. */
async function tapTargetScript() {
  const { outputFiles } = await build({
    entryPoints: [new URL('../shared/tap-targets.ts', import.meta.url).pathname],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'svcTapTargets',
    // An init script runs inside a function: the check is put on the window by name.
    footer: { js: 'window.svcTapTargets = svcTapTargets;' },
  });
  return outputFiles[0].text;
}

/**
 * In the page: the primary buttons shown anywhere in the widget (`.primary`, a submit or checkout
 * part), each by its text.
 */
function shownPrimaries() {
  const found = [];
  const walk = (root) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot) walk(element.shadowRoot);
      if (element.localName !== 'button') continue;
      const primary =
        element.classList.contains('primary') ||
        (element.getAttribute('part') ?? '').split(' ').some((part) => part === 'submit-button');
      const box = element.getBoundingClientRect();
      if (primary && box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden')
        found.push(element.textContent.replace(/\s+/g, ' ').trim());
    }
  };
  walk(document);
  return found;
}

export default async ({ check, assert, base, browser }) => {
  const tapTargets = await tapTargetScript();

  /** A phone context: 390×844, touch, the layout-shift watcher and the tap-target check. */
  async function phone() {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    await context.addInitScript(watchLayoutShifts);
    await context.addInitScript({ content: tapTargets });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let taps = 0;
    let typed = 0;
    const tap = async (locator) => {
      taps += 1;
      await locator.tap();
    };
    const type = async (locator, text) => {
      typed += 1;
      await locator.tap();
      await locator.pressSequentially(text);
    };
    const choose = async (locator, value) => {
      typed += 1;
      await locator.selectOption(value);
    };
    const counts = () => ({ taps, typed });
    return { context, page, errors, tap, type, choose, counts };
  }

  /** Asserts what every step shows a shopper on a phone; `where` names the step in a failure. */
  async function assertStep(page, where) {
    const small = await page.evaluate(() => window.svcTapTargets.smallTapTargets(document));
    assert(small.length === 0, `${where}: controls under 44×44: ${small.join('; ')}`);
    const primaries = await page.evaluate(shownPrimaries);
    assert(primaries.length === 1, `${where}: primary buttons shown: ${JSON.stringify(primaries)}`);
    const total = page.locator('svc-cart-checkout [part~="order-summary-total"]');
    assert(await total.isVisible(), `${where}: the order total is not shown`);
    const box = await total.boundingBox();
    assert(box && box.y >= 0 && box.y + box.height <= PHONE.height, `${where}: the total is out of view`);
    const shifts = await page.evaluate(() => window.svcTakeLayoutShifts());
    const widget = shifts.filter((shift) => shift.widget);
    assert(
      widget.length === 0,
      `${where}: the widget moved the page: ${widget.map((shift) => `${shift.value}: ${shift.sources.join(', ')}`).join('; ')}`,
    );
  }

  await check(
    'on a phone a new customer builds a box, subscribes through a survey, applies a coupon, pays with 3-D Secure, reaches the receipt and sees the next charge date there and in the portal',
    async () => {
      const { context, page, errors, tap, type, choose, counts } = await phone();
      const email = `phone.${Date.now()}@example.com`;
      const password = 'phone-secret-1';
      await page.goto(`${base}/`);
      await page.waitForFunction(() => window.svcCart?.ready === true, null, WAIT);

      // 1. A box: monthly, two of two beans.
      await tap(page.getByRole('button', { name: 'Build a box' }));
      const bundle = page.locator('svc-view-bundle');
      await bundle.locator('[part~="submit-button"]').waitFor(WAIT);
      await tap(bundle.locator('label', { hasText: 'Every month' }).first());
      for (const bean of ['Ethiopia Guji', 'Colombia Huila']) {
        const add = bundle.getByRole('button', { name: `Add one ${bean}` });
        await tap(add);
        await tap(add);
      }
      await tap(bundle.locator('[part~="submit-button"]'));
      await page.waitForFunction(() => window.svcCart.cart?.items.length === 1, null, WAIT);

      // 2. The Tea Club through its survey: Caffeinated is the default, Fruity is ticked.
      await page.evaluate(() => window.svcCart.close());
      await tap(page.getByRole('button', { name: 'Answer and subscribe' }));
      const survey = page.locator('svc-view-survey');
      await survey.locator('[part~="submit-button"]').waitFor(WAIT);
      await tap(survey.getByRole('checkbox', { name: /^Fruity/ }));
      await tap(survey.locator('[part~="submit-button"]'));
      await page.waitForFunction(() => window.svcCart.cart?.items.length === 2, null, WAIT);

      // 3. The coupon, in the drawer.
      const summary = page.locator('svc-cart-summary');
      await type(summary.locator('[part~="coupon-input"]'), 'WELCOME10');
      await tap(summary.locator('[part~="coupon-button"]'));
      await page.waitForFunction(() => window.svcCart.cart?.coupon?.code === 'WELCOME10', null, WAIT);
      const drawerSmall = await page.evaluate(() => window.svcTapTargets.smallTapTargets(document));
      assert(drawerSmall.length === 0, `drawer: controls under 44×44: ${drawerSmall.join('; ')}`);

      // 4. Checkout, as a new customer.
      const before = counts();
      await tap(summary.locator('[part~="checkout-button"]'));
      const contact = page.locator('svc-checkout-contact');
      await contact.locator('input[name="email"]').waitFor(WAIT);
      await assertStep(page, 'contact');
      await type(contact.locator('input[name="email"]'), email);
      await tap(contact.locator('[part~="submit-button"]'));
      await contact.getByText('Create your account').waitFor(WAIT);
      await type(contact.locator('input[name="firstName"]'), 'Pat');
      await type(contact.locator('input[name="lastName"]'), 'Phone');
      await type(contact.locator('input[name="password"]'), password);
      await tap(contact.locator('input[name="tosConsent"]'));
      await assertStep(page, 'new account');
      await tap(contact.locator('[part~="submit-button"]'));

      // Delivery: the cheapest method is chosen before the shopper touches anything.
      const delivery = page.locator('svc-checkout-delivery');
      await delivery.locator('input[name="addressOne"]').waitFor(WAIT);
      // The country first: it decides the fields (a US address has a state).
      await choose(delivery.locator('select[name="countryId"]'), 'US');
      await type(delivery.locator('input[name="addressOne"]'), '1 Elm Street');
      await type(delivery.locator('input[name="city"]'), 'Austin');
      await type(delivery.locator('input[name="province"]'), 'TX');
      await type(delivery.locator('input[name="zip"]'), '73301');
      // The cheapest method is chosen without a tap.
      await delivery.locator('input[name="method"]:checked').waitFor({ ...WAIT, state: 'attached' });
      await assertStep(page, 'delivery');
      await tap(delivery.locator('[part~="submit-button"]'));

      // Payment: a typed card goes through with the step's own Continue; it needs 3-D Secure.
      const payment = page.locator('svc-checkout-payment');
      const cardForm = page.locator('svc-gateway-card-form');
      await cardForm.locator('#card-number').waitFor(WAIT);
      await assertStep(page, 'payment');
      await type(cardForm.locator('#card-number'), '4000002760003184');
      const grouped = await cardForm.locator('#card-number').inputValue();
      assert(grouped === '4000 0027 6000 3184', `the card number reads "${grouped}"`);
      await type(cardForm.locator('#card-expiry'), '1234');
      const expiry = await cardForm.locator('#card-expiry').inputValue();
      assert(expiry === '12/34', `the expiry reads "${expiry}"`);
      await type(cardForm.locator('#card-cvc'), '123');
      await tap(payment.locator('[part~="submit-button"]'));

      // Review, then Pay and the bank's confirmation.
      const pay = page.locator('svc-checkout-review [part~="submit-button"]');
      await pay.waitFor(WAIT);
      await assertStep(page, 'review');
      await tap(pay);
      const confirm = page.getByRole('button', { name: 'Confirm', exact: true });
      await confirm.waitFor(WAIT);
      await tap(confirm);

      // The receipt: where the shopper is, the next charge, and where to manage it.
      await page.getByText('Thank you for your order!').waitFor(WAIT);
      const after = counts();
      const receipt = page.locator('svc-checkout-receipt');
      await receipt
        .getByText(/Next charge/)
        .first()
        .waitFor(WAIT);
      await page.locator('svc-cart-panel').getByRole('heading', { name: 'Order confirmed' }).waitFor(WAIT);
      const manage = receipt.getByRole('link', { name: 'Manage your subscription' });
      assert(await manage.isVisible(), 'the receipt has no "Manage your subscription" link');
      console.log(
        `    new customer with a card: ${after.taps - before.taps} taps, ${after.typed - before.typed} typed fields from Checkout to the receipt`,
      );

      // The portal: the new subscriptions, active first, with their next payment date.
      await tap(manage);
      await page.waitForURL(/account/, WAIT);
      const portal = page.locator('svc-customer-portal');
      const signIn = portal.getByLabel('Email', { exact: true });
      if (await signIn.isVisible()) {
        await type(signIn, email);
        await type(portal.getByLabel('Password', { exact: true }), password);
        await tap(portal.getByRole('button', { name: 'Sign in', exact: true }));
      }
      const cards = portal.locator('svc-portal-subscription');
      await cards.first().waitFor(WAIT);
      await cards
        .first()
        .getByText(/Next payment/)
        .first()
        .waitFor(WAIT);
      const portalSmall = await page.evaluate(() => window.svcTapTargets.smallTapTargets(document));
      assert(portalSmall.length === 0, `portal: controls under 44×44: ${portalSmall.join('; ')}`);
      const firstCard = await cards.first().boundingBox();
      assert(firstCard && firstCard.y < PHONE.height, `the first subscription starts at ${firstCard?.y} px`);
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
      await context.close();
    },
  );

  await check(
    "on a phone a signed-in customer with a saved address and card goes from Checkout to the receipt by the steps' one primary button each",
    async () => {
      const api = `${base}/storefront/v1`;
      const call = async (method, path, body) => {
        const response = await fetch(`${api}${path}`, {
          method,
          headers: { 'x-api-key': 'demo-api-key', 'content-type': 'application/json' },
          body: body && JSON.stringify(body),
        });
        return response.json();
      };
      const login = await call('POST', '/auth/login', { email: 'shopper@example.com', password: 'demo1234' });
      const cart = await call('POST', '/carts', {});
      await call('POST', `/carts/${cart.id}/items`, { productId: 101, quantity: 1 });
      const { context, page, errors, tap, counts } = await phone();
      await context.addCookies([
        { name: 'svc_cart_id', value: cart.id, url: base },
        { name: 'svc_access_token', value: login.accessToken, url: base },
      ]);
      await page.goto(`${base}/`);
      await page.waitForFunction(() => window.svcCart?.ready === true, null, WAIT);
      await page.evaluate(() => window.svcCart.open());
      const before = counts();
      await tap(page.locator('svc-cart-summary [part~="checkout-button"]'));
      const done = page.getByText('Thank you for your order!');
      const steps = [
        'svc-checkout-contact',
        'svc-checkout-delivery',
        'svc-checkout-payment',
        'svc-checkout-review',
      ];
      const submits = steps.map((tag) => page.locator(`${tag} [part~="submit-button"]`));
      const deadline = Date.now() + 60_000;
      const tapped = [];
      while (!(await done.isVisible())) {
        assert(Date.now() < deadline, 'the checkout did not reach the receipt');
        const shown = [];
        for (const [index, submit] of submits.entries()) if (await submit.isVisible()) shown.push(index);
        if (shown.length === 0) {
          await done.or(submits[0]).or(submits[1]).or(submits[2]).or(submits[3]).first().waitFor(WAIT);
          continue;
        }
        assert(shown.length === 1, `${shown.length} steps show their button at once`);
        const [index] = shown;
        tapped.push(steps[index]);
        await tap(submits[index]);
        // Each step's button leaves with its step (the next step, the review's shape, the receipt).
        await submits[index].waitFor({ ...WAIT, state: 'detached' });
      }
      const taps = counts().taps - before.taps;
      console.log(
        `    signed-in customer with a saved card: ${taps} taps, 0 typed fields from Checkout to the receipt`,
      );
      // The saved address and card are put on the cart after the contact step: Continue, then Pay.
      const expected = ['svc-checkout-contact', 'svc-checkout-review'];
      assert(JSON.stringify(tapped) === JSON.stringify(expected), `buttons tapped: ${tapped.join(', ')}`);
      assert(taps <= 3, `${taps} taps from Checkout to the receipt (goal: 3 or fewer)`);
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
      await context.close();
    },
  );
};
