// The subscriber portal, `<svc-customer-portal>`, on the demo's account page (demo/account.html)
// against the demo server's sandbox, as a subscriber uses it: sign in with an emailed one-time
// code, change a box's contents in the build-a-box view (subscription 8), change survey answers
// also for the orders already generated (subscription 9), add a card through the sandbox gateway,
// sign out. Each check reads the server's state before changing it (the sandbox keeps its state
// for the whole run), asserts the exact request the portal sent and what the page shows after.
// Playwright's locators reach into the open shadow roots.
import { recordApiRequests } from './api-requests.mjs';

const WAIT = { timeout: 15_000 };
const EMAIL = 'shopper@example.com';
const KEY = { 'x-api-key': 'demo-api-key' };

/** The sandbox's bundle items of "Build Your Box" (bundle 1) that any box of 4 may hold. */
const BEANS = { 401: 'Ethiopia Guji', 402: 'Colombia Huila', 403: 'Sumatra Mandheling', 404: 'Kenya Nyeri' };
/** The Tea Club survey's first question (one answer) and its two answers. */
const CAFFEINE = { questionId: 3, answers: { 31: 'Caffeinated', 32: 'Decaf' } };

export default async ({ check, assert, base, browser }) => {
  const api = `${base}/storefront/v1`;

  /**
   * A fresh context on the account page, signed in through the portal with a one-time code.
   * Collects page errors and the API requests with their bodies.
   */
  async function signIn() {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = [];
    const requests = recordApiRequests(page);
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${base}/account.html`);
    const portal = page.locator('svc-customer-portal');
    await portal.getByRole('heading', { name: 'Sign in', exact: true }).waitFor(WAIT);
    await portal.getByLabel('Email', { exact: true }).fill(EMAIL);
    await portal.getByRole('button', { name: 'Email me a one-time code instead' }).click();
    const code = portal.getByLabel('One-time code', { exact: true });
    await code.waitFor(WAIT);
    await portal.getByText(`We emailed a sign-in code to ${EMAIL}.`, { exact: true }).waitFor(WAIT);
    await code.fill('123456');
    await portal.getByRole('button', { name: 'Sign in', exact: true }).click();
    await portal.getByText(`Signed in as ${EMAIL}`, { exact: true }).waitFor(WAIT);
    const token = (await context.cookies()).find((cookie) => cookie.name === 'svc_access_token')?.value;
    assert(token, 'no svc_access_token cookie after the sign-in');
    return { context, page, portal, errors, requests, token };
  }

  /** The server's subscription `id`, read with the signed-in customer's token. */
  async function serverSubscription(id, token) {
    const response = await fetch(`${api}/subscriptions/${id}`, {
      headers: { ...KEY, authorization: `Bearer ${token}` },
    });
    assert(response.ok, `GET /subscriptions/${id} answered ${response.status}`);
    return response.json();
  }

  /** The active subscriptions (one page: 1, 8 and 9), and the card whose title is `name`. */
  async function activeCard(page, portal, name) {
    await portal.getByLabel('Show').selectOption('active');
    const card = portal
      .locator('svc-portal-subscription')
      .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
    await card.getByRole('heading', { level: 3 }).waitFor(WAIT);
    return card;
  }

  /** The one request of `method` to `path` sent so far, its body parsed. */
  function sentOnce(requests, method, path) {
    const found = requests.filter((request) => request.method === method && request.path === path);
    assert(found.length === 1, `${found.length} × ${method} ${path}: ${JSON.stringify(requests)}`);
    return JSON.parse(found[0].body ?? 'null');
  }

  const byProduct = (items) =>
    [...items]
      .map(({ productId, quantity }) => ({ productId, quantity }))
      .sort((a, b) => a.productId - b.productId);

  await check(
    'portal: a one-time code signs in, and the subscriptions tab lists the subscriptions',
    async () => {
      const { context, portal, errors, requests } = await signIn();
      const tab = portal.getByRole('tab', { name: 'Subscriptions' });
      assert((await tab.getAttribute('aria-selected')) === 'true', 'the Subscriptions tab is not selected');
      const titles = portal.locator('svc-portal-subscription').getByRole('heading', { level: 3 });
      await titles.first().waitFor(WAIT);
      const shown = await titles.allTextContents();
      assert(shown.length === 5, `first page: ${shown.join(' | ')}`);
      // Live subscriptions come first: no ended one before a live one.
      const statuses = await portal
        .locator('svc-portal-subscription [part="status"]')
        .evaluateAll((badges) => badges.map((badge) => badge.dataset.status));
      const ended = ['cancelled', 'switched', 'expired'];
      const firstEnded = statuses.findIndex((status) => ended.includes(status));
      assert(
        firstEnded === -1 || statuses.slice(firstEnded).every((status) => ended.includes(status)),
        `first page's statuses: ${statuses.join(', ')}`,
      );
      assert(!ended.includes(statuses[0]), `first page's statuses: ${statuses.join(', ')}`);
      assert(
        JSON.stringify(sentOnce(requests, 'POST', '/auth/otp/login')) ===
          JSON.stringify({ email: EMAIL, token: '123456' }),
        'the code sign-in body differs',
      );
      const contact = portal.getByRole('link', { name: 'Email us to pause, skip or cancel a subscription' });
      assert((await contact.getAttribute('href'))?.startsWith('mailto:'), 'the contact link is not shown');
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
      await context.close();
    },
  );

  await check(
    'portal: "Change box" edits subscription 8 in the build-a-box view, PUTs the new items and the card shows them',
    async () => {
      const { context, page, portal, errors, requests, token } = await signIn();
      const before = (await serverSubscription(8, token)).items.find((item) => !item.addon).bundle;
      const counts = Object.fromEntries(before.items.map((item) => [item.productId, item.quantity]));
      // One bag moves from one coffee to another: still 4 items, a box of 4.
      const from = [402, 401, 403, 404].find((id) => (counts[id] ?? 0) > 0);
      const to = from === 401 ? 402 : 401;
      assert(from, `no bag to move in ${JSON.stringify(before.items)}`);
      const expected = { ...counts, [from]: counts[from] - 1, [to]: (counts[to] ?? 0) + 1 };
      const expectedItems = byProduct(
        Object.entries(expected)
          .filter(([, quantity]) => quantity > 0)
          .map(([productId, quantity]) => ({ productId: Number(productId), quantity })),
      );

      const card = await activeCard(page, portal, 'Build Your Box');
      await card.getByRole('button', { name: 'Change box' }).click();
      const view = card.locator('svc-view-bundle');
      const submit = view.locator('[part~="submit-button"]');
      await submit.waitFor(WAIT);
      await view.getByRole('button', { name: `Remove one ${BEANS[from]}`, exact: true }).click();
      await view.getByRole('button', { name: `Add one ${BEANS[to]}`, exact: true }).click();
      const label = (await submit.innerText()).trim();
      assert(label.startsWith('Save box'), `the view's button reads "${label}"`);
      const saved = page.waitForResponse(
        (response) =>
          response.request().method() === 'PUT' &&
          new URL(response.url()).pathname === '/storefront/v1/subscriptions/8/bundle',
        WAIT,
      );
      await submit.click();
      assert((await saved).ok(), `PUT /subscriptions/8/bundle answered ${(await saved).status()}`);

      const body = sentOnce(requests, 'PUT', '/subscriptions/8/bundle');
      assert(
        JSON.stringify({
          ...body,
          bundle: { ...body.bundle, items: byProduct(body.bundle?.items ?? []) },
        }) ===
          JSON.stringify({
            productId: 501,
            bundle: { items: expectedItems, preferences: before.preferences },
          }),
        `PUT /subscriptions/8/bundle body: ${JSON.stringify(body)}`,
      );
      assert(
        !requests.some(
          (request) => request.method === 'POST' && /^\/carts\/[^/]+\/items$/.test(request.path),
        ),
        'the box editor added to the cart',
      );

      // The card: the editor closed, "Saved", and the new box, each item by name.
      await card.getByRole('status').filter({ hasText: 'Saved' }).waitFor(WAIT);
      await view.waitFor({ state: 'detached', ...WAIT });
      const named = (await card.locator('[part~="box-items"] li').allInnerTexts()).map((line) => line.trim());
      const wanted = expectedItems.map((item) => `${item.quantity} × ${BEANS[item.productId]}`);
      assert(
        JSON.stringify([...named].sort()) === JSON.stringify([...wanted].sort()),
        `the card lists ${JSON.stringify(named)}, expected ${JSON.stringify(wanted)}`,
      );
      // The count is the same after the move: opened again, the editor starts from the new box.
      await card.getByRole('button', { name: 'Change box' }).click();
      await submit.waitFor(WAIT);
      for (const id of [from, to]) {
        const count = view
          .getByRole('group', { name: BEANS[id], exact: true })
          .locator('[part~="item-quantity"]');
        const shown = (await count.innerText()).trim().split(/\s/)[0];
        assert(
          shown === String(expected[id]),
          `reopened, the editor has ${shown} × ${BEANS[id]}, expected ${expected[id]}`,
        );
      }
      await card.getByRole('button', { name: 'Close without saving' }).click();
      await view.waitFor({ state: 'detached', ...WAIT });
      const after = (await serverSubscription(8, token)).items.find((item) => !item.addon).bundle;
      assert(
        JSON.stringify(byProduct(after.items)) === JSON.stringify(expectedItems),
        `the server's box: ${JSON.stringify(after.items)}`,
      );
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
      await context.close();
    },
  );

  await check(
    'portal: "Change answers" with "Also apply to orders already generated" PUTs the answers of subscription 9 with updateOrders: true',
    async () => {
      const { context, page, portal, errors, requests, token } = await signIn();
      const before = (await serverSubscription(9, token)).items.find((item) => !item.addon).preferences;
      const current = before.find((option) => option.questionId === CAFFEINE.questionId)?.answers[0]?.id;
      const next = current === 32 ? 31 : 32;

      const card = await activeCard(page, portal, 'Tea Club');
      await card.getByRole('button', { name: 'Change answers' }).click();
      const view = card.locator('svc-view-survey');
      const submit = view.locator('[part~="submit-button"]');
      await submit.waitFor(WAIT);
      const apply = card.getByRole('checkbox', { name: 'Also apply to orders already generated' });
      assert(!(await apply.isChecked()), '"Also apply to orders already generated" starts ticked');
      await apply.check();
      await view.getByRole('radio', { name: CAFFEINE.answers[next], exact: true }).check();
      const label = (await submit.innerText()).trim();
      assert(label.startsWith('Save answers'), `the view's button reads "${label}"`);
      const saved = page.waitForResponse(
        (response) =>
          response.request().method() === 'PUT' &&
          new URL(response.url()).pathname === '/storefront/v1/subscriptions/9/preferences',
        WAIT,
      );
      await submit.click();
      assert((await saved).ok(), `PUT /subscriptions/9/preferences answered ${(await saved).status()}`);

      const body = sentOnce(requests, 'PUT', '/subscriptions/9/preferences');
      const expected = before.map((option) =>
        option.questionId === CAFFEINE.questionId ? { ...option, answers: [{ id: next }] } : option,
      );
      assert(
        JSON.stringify(body) === JSON.stringify({ preferences: expected, updateOrders: true }),
        `PUT /subscriptions/9/preferences body: ${JSON.stringify(body)}, expected ${JSON.stringify({ preferences: expected, updateOrders: true })}`,
      );
      await card.getByRole('status').filter({ hasText: 'Saved' }).waitFor(WAIT);
      const after = (await serverSubscription(9, token)).items.find((item) => !item.addon).preferences;
      const stored = after.find((option) => option.questionId === CAFFEINE.questionId)?.answers[0]?.id;
      assert(stored === next, `the server's caffeine answer is ${stored}, expected ${next}`);
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
      await context.close();
    },
  );

  await check(
    'portal: Payment methods adds a card through the sandbox gateway, and the list shows it',
    async () => {
      const { context, page, portal, errors, requests } = await signIn();
      await portal.getByRole('tab', { name: 'Payment methods' }).click();
      const list = portal.locator('svc-portal-cards [part~="card-list"]');
      await list.getByRole('listitem').first().waitFor(WAIT);
      const named = list.getByRole('listitem').filter({ hasText: 'Visa ending in 5556' });
      const before = await named.count();

      await portal.getByRole('button', { name: 'Add a card', exact: true }).click();
      const number = portal.getByLabel('Card number', { exact: true });
      await number.waitFor(WAIT);
      await number.fill('4000 0566 5566 5556');
      await portal.getByLabel('Expiry date (MM/YY)', { exact: true }).fill('12/34');
      await portal.getByLabel('Security code (CVC)', { exact: true }).fill('123');
      const stored = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname === '/storefront/v1/customers/me/payment-methods',
        WAIT,
      );
      await portal.getByRole('button', { name: 'Save card', exact: true }).click();
      assert((await stored).ok(), `POST /customers/me/payment-methods answered ${(await stored).status()}`);

      assert(
        JSON.stringify(sentOnce(requests, 'POST', '/wallet/setup')) === JSON.stringify({ gatewayId: 1 }),
        'the wallet.setup body differs',
      );
      const body = sentOnce(requests, 'POST', '/customers/me/payment-methods');
      assert(
        JSON.stringify(body) === JSON.stringify({ gatewayId: 1, token: 'tok_5556' }),
        `POST /customers/me/payment-methods body: ${JSON.stringify(body)}`,
      );
      await portal.getByRole('status').filter({ hasText: 'Card saved.' }).waitFor(WAIT);
      await named.nth(before).waitFor(WAIT);
      assert((await named.count()) === before + 1, `${await named.count()} cards ending in 5556`);
      const text = (await named.last().innerText()).replace(/\s+/g, ' ').trim();
      assert(text === 'Visa ending in 5556 Expires 12/30', `the new card reads "${text}"`);
      assert(!(await number.isVisible()), 'the card form is still open');
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
      await context.close();
    },
  );

  await check(
    'portal: on a phone (390×844) the tabs are one row that scrolls and the first subscription is above the fold',
    async () => {
      const { context, page, portal, errors } = await signIn();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.evaluate(() => window.scrollTo(0, 0));
      const first = portal.locator('svc-portal-subscription [part~="card"]').first();
      await first.waitFor(WAIT);
      const tops = await portal
        .getByRole('tab')
        .evaluateAll((tabs) => [...new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)))]);
      assert(tops.length === 1, `the tabs sit on ${tops.length} rows`);
      const top = await first.evaluate((card) => card.getBoundingClientRect().top + window.scrollY);
      assert(top < 844, `the first subscription starts at ${Math.round(top)} px`);
      const small = await portal
        .locator('[role="tab"], svc-portal-subscription button')
        .evaluateAll((controls) =>
          controls
            .filter((control) => control.getClientRects().length)
            .map((control) => control.getBoundingClientRect())
            .filter((box) => box.width < 44 || box.height < 44)
            .map((box) => `${Math.round(box.width)}×${Math.round(box.height)}`),
        );
      assert(small.length === 0, `controls under 44×44: ${small.join(', ')}`);
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
      await context.close();
    },
  );

  await check('portal: Sign out shows the sign-in form again and empties svc_access_token', async () => {
    const { context, page, portal, errors } = await signIn();
    await portal.locator('svc-portal-subscription').first().waitFor(WAIT);
    await portal.getByRole('button', { name: 'Sign out', exact: true }).click();
    await portal.getByRole('heading', { name: 'Sign in', exact: true }).waitFor(WAIT);
    assert(await portal.getByLabel('Password', { exact: true }).isVisible(), 'no password field');
    assert((await portal.getByText('Signed in as').count()) === 0, 'still signed in');
    assert((await portal.getByRole('tab').count()) === 0, 'the tabs are still shown');
    const cookie = (await context.cookies()).find((entry) => entry.name === 'svc_access_token');
    assert((cookie?.value ?? '') === '', `svc_access_token is "${cookie?.value}"`);
    assert((await page.evaluate(() => window.svcCart.customer)) === null, 'svcCart.customer is still set');
    await page.reload();
    await portal.getByRole('heading', { name: 'Sign in', exact: true }).waitFor(WAIT);
    assert((await portal.getByText('Signed in as').count()) === 0, 'signed in again after a reload');
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await context.close();
  });
};
