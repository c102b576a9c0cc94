// The demo's "My account" page (demo/account.html) against the demo server's sandbox. The sandbox
// keeps its state for the whole run and other checks share it, so each check reads a value before
// changing it, and each uses its own browser context (its own cookies).
import { fileURLToPath } from 'node:url';

const AXE = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));
const WAIT = { timeout: 15_000 };
const STATUS_WORDS = [
  'Active',
  'Trial',
  'Pre-order',
  'Gift, not started',
  'Cancelled',
  'Switched',
  'Expired',
];

export default async ({ check, assert, base, browser }) => {
  /** A fresh context on the account page, signed out, with page errors collected. */
  async function open() {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${base}/account.html`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 2, name: 'Sign in', exact: true }).waitFor(WAIT);
    return { context, page, main, errors };
  }

  /** Waits until the subscriptions are listed (the loading text is gone). */
  async function subscriptionsShown(main) {
    const list = main.getByRole('list', { name: 'Your subscriptions' });
    await list.getByRole('listitem').first().waitFor(WAIT);
    return list;
  }

  async function signIn() {
    const session = await open();
    const { main } = session;
    await main.getByLabel('Email', { exact: true }).fill('shopper@example.com');
    await main.getByLabel('Password', { exact: true }).fill('demo1234');
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await main.getByText('Signed in as shopper@example.com', { exact: true }).waitFor(WAIT);
    session.list = await subscriptionsShown(main);
    return session;
  }

  /** The subscription card whose h3 contains `name` and whose badge reads `status`. */
  const card = (list, name, status) =>
    list
      .getByRole('listitem')
      .filter({ has: list.page().getByRole('heading', { level: 3, name }) })
      .filter({ has: list.page().locator('.badge', { hasText: new RegExp(`^${status}$`) }) });

  async function axeViolations(page) {
    await page.addScriptTag({ path: AXE });
    return page.evaluate(async () => {
      const result = await window.axe.run(document);
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
  }

  await check('account: password sign-in lists the subscriptions with every status in words', async () => {
    const { context, main, list, errors } = await signIn();
    await main
      .getByRole('status')
      .filter({ hasText: 'Loading…' })
      .waitFor({ state: 'detached', ...WAIT });
    const badges = await list.locator('.badge').allTextContents();
    for (const word of STATUS_WORDS) assert(badges.includes(word), `badges: ${badges.join(', ')}`);
    const titles = await list.getByRole('heading', { level: 3 }).allTextContents();
    assert(titles.includes('House Blend Subscription, Every 2 weeks'), `titles: ${titles.join(' | ')}`);
    assert(titles.includes('Build Your Box, Every month'), `titles: ${titles.join(' | ')}`);
    assert(titles.includes('Tea Club, Every month'), `titles: ${titles.join(' | ')}`);
    // A cancelled subscription cannot be changed: no quantity field on it.
    const cancelled = card(list, 'House Blend', 'Cancelled');
    assert((await cancelled.count()) === 1, 'one cancelled House Blend card');
    assert(
      (await cancelled.getByRole('spinbutton').count()) === 0,
      'the cancelled card has a quantity field',
    );
    const active = card(list, 'House Blend', 'Active');
    const addons = active.getByRole('list', { name: 'Add-ons' });
    assert(
      /^Paper Filters, 100 filters × \d+/.test(await addons.getByRole('listitem').first().innerText()),
      await addons.innerText(),
    );
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await context.close();
  });

  await check('account: a wrong password shows the alert and keeps the typed email', async () => {
    const { context, page, main } = await open();
    await main.getByLabel('Email', { exact: true }).fill('shopper@example.com');
    await main.getByLabel('Password', { exact: true }).fill('wrong-password');
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    const alert = main.getByRole('alert').filter({ hasText: /\S/ });
    await alert.waitFor(WAIT);
    const text = await alert.textContent();
    assert(text === 'The email or password is incorrect.', `alert: ${text}`);
    assert(
      (await main.getByLabel('Email', { exact: true }).inputValue()) === 'shopper@example.com',
      'the email was lost',
    );
    assert(await main.getByRole('heading', { name: 'Sign in', exact: true }).isVisible(), 'form gone');
    assert(!(await page.getByText('Signed in as').isVisible()), 'signed in with a wrong password');
    await context.close();
  });

  await check('account: one-time code sign-in works', async () => {
    const { context, main, errors } = await open();
    const code = main.getByLabel('One-time code', { exact: true });
    assert(!(await code.isVisible()), 'the code field shows before a code was asked for');
    await main.getByLabel('Email', { exact: true }).fill('shopper@example.com');
    await main.getByRole('button', { name: 'Email me a one-time code' }).click();
    await code.waitFor(WAIT);
    await main
      .getByRole('status')
      .filter({ hasText: 'We emailed a one-time code to shopper@example.com. Enter it below.' })
      .waitFor(WAIT);
    await code.fill('123456');
    await main.getByRole('button', { name: 'Sign in with the code' }).click();
    await main.getByText('Signed in as shopper@example.com', { exact: true }).waitFor(WAIT);
    const list = await subscriptionsShown(main);
    assert((await card(list, 'House Blend', 'Active').count()) === 1, 'subscriptions not listed');
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await context.close();
  });

  await check(
    'account: a quantity change of an active subscription saves and survives a reload',
    async () => {
      const { context, page, list } = await signIn();
      const active = card(list, 'House Blend', 'Active');
      const field = active.getByRole('spinbutton', {
        name: 'Quantity of House Blend Subscription, Every 2 weeks',
      });
      const before = Number(await field.inputValue());
      const after = before >= 5 ? 1 : before + 1;
      await field.fill(String(after));
      await active.getByRole('button', { name: 'Save quantity' }).click();
      await active.getByRole('status').filter({ hasText: 'Quantity saved.' }).waitFor(WAIT);
      assert(
        (await active.locator('.meta .quantity').first().textContent()) === String(after),
        'shown quantity',
      );

      // A refused value keeps what was typed and says why.
      await field.fill('0');
      await active.getByRole('button', { name: 'Save quantity' }).click();
      const alert = active.getByRole('alert').filter({ hasText: /\S/ });
      await alert.waitFor(WAIT);
      assert((await alert.textContent()) === 'Enter a whole number of 1 or more.', await alert.textContent());
      assert((await field.inputValue()) === '0', 'the typed value was lost');

      await page.reload();
      const again = card(await subscriptionsShown(page.getByRole('main')), 'House Blend', 'Active');
      await again.getByRole('heading', { level: 3 }).waitFor(WAIT);
      assert(
        (await again.locator('.meta .quantity').first().textContent()) === String(after),
        'the quantity did not survive the reload',
      );
      assert(
        (await again.getByRole('spinbutton', { name: /^Quantity of House Blend/ }).inputValue()) ===
          String(after),
        'quantity field after reload',
      );
      await context.close();
    },
  );

  await check('account: an add-on quantity saves through its own field', async () => {
    const { context, list } = await signIn();
    const active = card(list, 'House Blend', 'Active');
    const field = active.getByRole('spinbutton', { name: 'Quantity of Paper Filters, 100 filters' });
    const before = Number(await field.inputValue());
    const after = before >= 5 ? 1 : before + 1;
    await field.fill(String(after));
    await active.getByRole('button', { name: 'Save', exact: true }).click();
    const addon = active.getByRole('list', { name: 'Add-ons' }).getByRole('listitem').first();
    await addon.getByRole('status').filter({ hasText: 'Quantity saved.' }).waitFor(WAIT);
    assert((await addon.locator('.quantity').textContent()) === String(after), await addon.innerText());
    await context.close();
  });

  await check('account: the box editor shows the refusal, then saves new contents', async () => {
    const { context, page, list } = await signIn();
    const box = card(list, 'Build Your Box', 'Active');
    const contents = box.getByRole('list', { name: 'In your box' });
    await contents.getByRole('listitem').first().waitFor(WAIT);
    const guji = box.getByRole('spinbutton', { name: 'Ethiopia Guji', exact: true });
    assert(!(await guji.isVisible()), 'the box editor is open before Edit box');
    await box.getByRole('button', { name: 'Edit box' }).click();
    await guji.waitFor(WAIT);
    assert(
      (await box.getByRole('button', { name: 'Edit box' }).getAttribute('aria-expanded')) === 'true',
      'expanded',
    );
    const target = (await guji.inputValue()) === '3' ? { guji: 2, huila: 2 } : { guji: 3, huila: 1 };
    for (const name of ['Sumatra Mandheling (at most 2 in a box of 4)', 'Kenya Nyeri', 'Almond Biscotti'])
      await box.getByRole('spinbutton', { name, exact: true }).fill('0');

    // Three items fill no box: the service refuses, and the page says what to do.
    await guji.fill('3');
    await box.getByRole('spinbutton', { name: 'Colombia Huila' }).fill('0');
    await box.getByRole('button', { name: 'Save box' }).click();
    const alert = box.getByRole('alert').filter({ hasText: /\S/ });
    await alert.waitFor(WAIT);
    assert(
      (await alert.textContent()) === 'Add 1 item more (at least 4).',
      `alert: ${await alert.textContent()}`,
    );

    await guji.fill(String(target.guji));
    await box.getByRole('spinbutton', { name: 'Colombia Huila' }).fill(String(target.huila));
    const dark = box.getByRole('checkbox', { name: 'Dark' });
    const darkBefore = await dark.isChecked();
    await dark.setChecked(!darkBefore);
    await box.getByRole('button', { name: 'Save box' }).click();
    await box.getByRole('status').filter({ hasText: 'Box saved.' }).waitFor(WAIT);
    const expected = [`Ethiopia Guji × ${target.guji}`, `Colombia Huila × ${target.huila}`];
    const shown = await contents.getByRole('listitem').allTextContents();
    assert(JSON.stringify(shown) === JSON.stringify(expected), `contents: ${shown.join(', ')}`);

    await page.reload();
    const again = card(await subscriptionsShown(page.getByRole('main')), 'Build Your Box', 'Active');
    const reloaded = again.getByRole('list', { name: 'In your box' });
    await reloaded.getByRole('listitem').first().waitFor(WAIT);
    const after = await reloaded.getByRole('listitem').allTextContents();
    assert(JSON.stringify(after) === JSON.stringify(expected), `after reload: ${after.join(', ')}`);
    const roast = await again.locator('.box-block .meta').first().textContent();
    assert(roast.includes('Dark') === !darkBefore, `roast: ${roast}`);
    await context.close();
  });

  await check('account: the preferences editor shows the refusal, then saves new answers', async () => {
    const { context, page, list } = await signIn();
    const tea = card(list, 'Tea Club', 'Active');
    await tea.getByRole('button', { name: 'Edit preferences' }).click();
    const decaf = tea.getByRole('radio', { name: 'Decaf' });
    await decaf.waitFor(WAIT);
    const next = (await decaf.isChecked()) ? 'Caffeinated' : 'Decaf';

    // Three flavours are one too many.
    for (const name of ['Fruity', 'Floral', 'Spicy']) await tea.getByRole('checkbox', { name }).check();
    await tea.getByRole('button', { name: 'Save preferences' }).click();
    const alert = tea.getByRole('alert').filter({ hasText: /\S/ });
    await alert.waitFor(WAIT);
    assert((await alert.textContent()) === 'Choose at most 2.', `alert: ${await alert.textContent()}`);

    await tea.getByRole('checkbox', { name: 'Spicy' }).uncheck();
    await tea.getByRole('radio', { name: next }).check();
    await tea.getByLabel('Name on the tin').fill('Sam’s tea');
    await tea.getByRole('button', { name: 'Save preferences' }).click();
    await tea.getByRole('status').filter({ hasText: 'Preferences saved.' }).waitFor(WAIT);
    const answers = tea.locator('dl.answers');
    const caffeine = answers
      .locator('dt', { hasText: /^Caffeine$/ })
      .locator('xpath=following-sibling::dd[1]');
    assert((await caffeine.textContent()) === next, `caffeine: ${await caffeine.textContent()}`);

    await page.reload();
    const again = card(await subscriptionsShown(page.getByRole('main')), 'Tea Club', 'Active');
    const text = await again.locator('dl.answers').innerText();
    assert(text.includes(next) && text.includes('Fruity, Floral') && text.includes('Sam’s tea'), text);
    await context.close();
  });

  await check('account: addresses and saved cards are shown', async () => {
    const { context, main } = await signIn();
    const addresses = main.getByRole('list', { name: 'Addresses' });
    await addresses.getByRole('listitem').first().waitFor(WAIT);
    const places = await addresses.getByRole('listitem').allInnerTexts();
    assert(
      places.some(
        (p) => p.includes('100 Main Street') && p.includes('Portland, OR 97201') && p.includes('Default'),
      ),
      `addresses: ${places.join(' | ')}`,
    );
    assert(
      places.some((p) => p.includes('Hauptstraße 5') && p.includes('10115 Berlin') && p.includes('Germany')),
      `addresses: ${places.join(' | ')}`,
    );
    const wallet = main.getByRole('list', { name: 'Payment methods' });
    await wallet.getByRole('listitem').first().waitFor(WAIT);
    const cards = (await wallet.getByRole('listitem').allInnerTexts()).map((c) =>
      c.replace(/\s+/g, ' ').trim(),
    );
    for (const expected of [
      'Visa ending 4242, expires 12/30 Default',
      'Visa ending 3184, expires 12/30',
      'Mastercard ending 0002, expires 12/30',
    ]) {
      assert(cards.includes(expected), `cards: ${cards.join(' | ')}`);
    }
    await context.close();
  });

  await check('account: a customer without addresses or cards sees the empty states', async () => {
    const { context, main } = await open();
    await main.getByLabel('Email', { exact: true }).fill('other@example.com');
    await main.getByLabel('Password', { exact: true }).fill('other1234');
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await main.getByText('Signed in as other@example.com', { exact: true }).waitFor(WAIT);
    await main
      .getByRole('status')
      .filter({ hasText: /^No saved addresses\.$/ })
      .waitFor(WAIT);
    await main
      .getByRole('status')
      .filter({ hasText: /^No saved cards\.$/ })
      .waitFor(WAIT);
    const list = await subscriptionsShown(main);
    assert((await list.getByRole('listitem').count()) === 1, 'the other customer sees more than their own');
    await context.close();
  });

  await check('account: axe finds nothing on the signed-out and signed-in views', async () => {
    const { context, page, main } = await open();
    await page.waitForFunction(() => window.svcCart?.ready === true, null, WAIT);
    const signedOut = await axeViolations(page);
    assert(signedOut.length === 0, `signed out: ${signedOut.join('; ')}`);
    await main.getByLabel('Email', { exact: true }).fill('shopper@example.com');
    await main.getByLabel('Password', { exact: true }).fill('demo1234');
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    const list = await subscriptionsShown(main);
    await main.getByRole('list', { name: 'Payment methods' }).getByRole('listitem').first().waitFor(WAIT);
    await card(list, 'Build Your Box', 'Active').getByRole('button', { name: 'Edit box' }).click();
    await card(list, 'Tea Club', 'Active').getByRole('button', { name: 'Edit preferences' }).click();
    const signedIn = await axeViolations(page);
    assert(signedIn.length === 0, `signed in: ${signedIn.join('; ')}`);
    await context.close();
  });

  await check('account: sign out returns to the form, and a reload stays signed out', async () => {
    const { context, page, main } = await signIn();
    await main.getByRole('button', { name: 'Sign out' }).click();
    const heading = main.getByRole('heading', { level: 2, name: 'Sign in', exact: true });
    await heading.waitFor(WAIT);
    assert(await main.getByLabel('Password', { exact: true }).isVisible(), 'no password field');
    assert(!(await main.getByRole('list', { name: 'Your subscriptions' }).isVisible()), 'still listed');
    await page.reload();
    await heading.waitFor(WAIT);
    assert(!(await main.getByText('Signed in as').isVisible()), 'signed in again after a reload');
    await context.close();
  });

  await check('account: a stored sign-in goes straight to the account', async () => {
    const { context, page, main } = await signIn();
    await page.reload();
    await main.getByText('Signed in as shopper@example.com', { exact: true }).waitFor(WAIT);
    assert(!(await main.getByRole('heading', { name: 'Sign in', exact: true }).isVisible()), 'form shown');
    await context.close();
  });
};
