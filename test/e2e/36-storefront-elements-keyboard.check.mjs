// The demo's product pages written only in HTML with the storefront elements, bought from with
// the keyboard only, as the "Done when" asks: a variant chosen with the arrow keys, a plan
// with its survey, a gift card with its recipient, a box built on the page, each landing as one
// cart request and a line in the drawer. Only Tab, Shift+Tab, the arrow keys, Space, Enter,
// Escape and typed text move the shopper: no clicks, no `.fill()`. The pages themselves (the grid,
// axe, layout shifts at two sizes): 36-storefront-elements.check.mjs.
import { storefrontPages, WAIT } from './storefront-pages.mjs';

export default async ({ check, assert, base, browser }) => {
  const demo = storefrontPages({ assert, base, browser });
  const shifts = {};

  await check(
    'keyboard only: the Ceramic Mug card opens its page, the arrow keys choose the Colour, Add to cart lands one line and the drawer shows it, Escape closes it; axe and CLS 0 there',
    async () => {
      await demo.onPage('/products.html', async ({ page, requests }) => {
        await demo.gridPainted(page);
        const card = demo.grid(page).getByRole('link', { name: 'Ceramic Mug', exact: true });
        await demo.tabTo(page, card, 'the Ceramic Mug card');
        await page.keyboard.press('Enter');
        await page.waitForURL(`${base}/product.html?slug=ceramic-mug`, WAIT);
        await demo.productPainted(page, 'ceramic-mug');
        shifts['product.html?slug=ceramic-mug (from the grid)'] = await demo.assertNoShift(
          page,
          'the mug page',
        );
        await demo.assertAxeClean(page, 'the mug page');

        const colour = demo.picker(page, 'Colour');
        const sand = colour.getByRole('radio', { name: 'Sand' });
        const slate = colour.getByRole('radio', { name: /^Slate/ });
        const add = demo.addButton(page);
        await demo.tabTo(page, sand, 'the Colour Sand');
        assert(await sand.isChecked(), 'Sand, the colour in stock, is not chosen at first');
        // Slate is sold out: chosen with →, the button says so (it would offer "Notify me", not add).
        await page.keyboard.press('ArrowRight');
        assert((await demo.focused(slate)) && (await slate.isChecked()), '→ did not choose Slate');
        await add.filter({ hasText: /^\s*Sold out/ }).waitFor(WAIT);
        await page.keyboard.press('ArrowLeft');
        assert((await demo.focused(sand)) && (await sand.isChecked()), '← did not choose Sand again');
        await add.filter({ hasText: 'Add to cart' }).waitFor(WAIT);

        await demo.tabTo(page, add, 'Add to cart', { limit: 6 });
        await page.keyboard.press('Enter');
        await add.filter({ hasText: 'Added ✓' }).waitFor(WAIT);
        const drawer = await demo.lineInDrawer(page, 'Ceramic Mug');
        const body = demo.addedOnce(requests);
        assert(
          JSON.stringify(body) === JSON.stringify({ productId: 201, quantity: 1 }),
          `POST body ${JSON.stringify(body)}`,
        );
        // The page's own counter, in its header link, counts the line.
        await page.locator('.svc-cart-product-count').filter({ hasText: /^1$/ }).waitFor(WAIT);

        await page.keyboard.press('Escape');
        await page.waitForFunction(() => window.svcCart.isOpen === false, null, WAIT);
        await drawer.waitFor({ state: 'detached', ...WAIT });
        assert(await demo.focused(add), 'the focus did not come back to Add to cart');

        // The header's "Cart (1)" link, back with Shift+Tab, opens the drawer again on Enter.
        const cartLink = page.getByRole('link', { name: 'Cart (1)', exact: true });
        await demo.tabTo(page, cartLink, 'the header’s Cart link', { key: 'Shift+Tab' });
        await page.keyboard.press('Enter');
        await demo.lineInDrawer(page, 'Ceramic Mug');
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => window.svcCart.isOpen === false, null, WAIT);
        await page.waitForFunction(() => document.activeElement?.matches('.svc-cart'), null, WAIT);
        assert(page.url() === `${base}/product.html?slug=ceramic-mug`, `the page is now ${page.url()}`);
        assert(demo.addedOnce(requests).productId === 201, 'the drawer added again');
      });
    },
  );

  await check(
    'keyboard only: the Tea Club plan chosen with the arrow keys opens its survey in the drawer; answered and sent, one POST with the plan and the answers, the line in the drawer',
    async () => {
      await demo.onPage('/product.html?slug=tea-club', async ({ page, requests }) => {
        await demo.productPainted(page, 'tea-club');
        const plans = demo.picker(page, 'How often?');
        const monthly = plans.getByRole('radio', { name: /^Every month/ });
        const bimonthly = plans.getByRole('radio', { name: /^Every 2 months/ });
        await demo.tabTo(page, monthly, 'the plan "Every month"');
        await page.keyboard.press('ArrowDown');
        assert(
          (await demo.focused(bimonthly)) && (await bimonthly.isChecked()),
          '↓ did not choose Every 2 months',
        );
        await page.locator('.product-price svc-money').filter({ hasText: '$48.00' }).waitFor(WAIT);

        const add = demo.addButton(page);
        await demo.tabTo(page, add, 'Add to cart', { limit: 6 });
        await page.keyboard.press('Enter');
        const survey = demo.drawerView(page, 'svc-view-survey');
        const submit = survey.locator('[part~="submit-button"]');
        await submit.waitFor(WAIT);
        assert(
          demo.sent(requests, 'POST', /^\/carts\/[^/]+\/items$/).length === 0,
          'added before the survey',
        );

        // The required questions: Caffeine has its default answer; Flavours needs one, by Space.
        const caffeinated = survey.getByRole('radio', { name: 'Caffeinated' });
        assert(await caffeinated.isChecked(), 'Caffeine has no answer at first');
        const fruity = survey.getByRole('checkbox', { name: /^Fruity/ });
        await demo.tabTo(page, fruity, 'the answer "Fruity"');
        await page.keyboard.press('Space');
        assert(await fruity.isChecked(), 'Space did not tick Fruity');
        await demo.tabTo(page, submit, "the survey's Add button");
        await page.keyboard.press('Enter');

        await demo.lineInDrawer(page, 'Tea Club');
        const body = demo.addedOnce(requests);
        assert(body.productId === 112 && body.quantity === 1, `POST body ${JSON.stringify(body)}`);
        const answers = Object.fromEntries(
          (body.options ?? []).map((option) => [option.questionId, option.answers]),
        );
        assert(
          JSON.stringify(answers[3]) === '[{"id":31}]' && JSON.stringify(answers[4]) === '[{"id":41}]',
          `the answers sent: ${JSON.stringify(body.options)}`,
        );
      });
    },
  );

  await check(
    'keyboard only: the $50 Gift Card asks for its recipient in the drawer; an email typed and sent, one POST with giftCard.customerEmail, the card in the drawer',
    async () => {
      await demo.onPage('/product.html?slug=gift-card', async ({ page, requests }) => {
        await demo.productPainted(page, 'gift-card');
        const amounts = demo.picker(page, 'Choose one');
        const fifty = amounts.getByRole('radio', { name: /^\$50/ });
        await demo.tabTo(page, amounts.getByRole('radio', { name: /^\$25/ }), 'the $25 card');
        await page.keyboard.press('ArrowDown');
        assert((await demo.focused(fifty)) && (await fifty.isChecked()), '↓ did not choose the $50 card');
        await page.locator('.product-price svc-money').filter({ hasText: '$50.00' }).waitFor(WAIT);

        await demo.tabTo(page, demo.addButton(page), 'Add to cart', { limit: 6 });
        await page.keyboard.press('Enter');
        const voucher = demo.drawerView(page, 'svc-view-voucher');
        const submit = voucher.locator('[part~="submit-button"]');
        await submit.waitFor(WAIT);
        const email = voucher.locator('input[type="email"]').first();
        await demo.tabTo(page, email, "the recipient's email");
        await page.keyboard.type('friend@example.com');
        await demo.tabTo(page, submit, "the recipient form's Add button");
        await page.keyboard.press('Enter');

        await demo.lineInDrawer(page, 'Gift Card');
        const body = demo.addedOnce(requests);
        assert(body.productId === 302 && body.quantity === 1, `POST body ${JSON.stringify(body)}`);
        assert(
          body.giftCard?.customerEmail === 'friend@example.com',
          `giftCard sent: ${JSON.stringify(body.giftCard)}`,
        );
      });
    },
  );

  await check(
    'keyboard only: Build Your Box is built on the page (no buy row): a plan by Space, four bags by Enter, Add sends one POST with the bundle items, the box in the drawer',
    async () => {
      await demo.onPage('/product.html?slug=build-your-box', async ({ page, requests }) => {
        await demo.productPainted(page, 'build-your-box');
        assert(!(await page.locator('.buy').isVisible()), 'the buy row shows for a box');
        assert(!(await demo.addButton(page).isVisible()), 'the page’s Add to cart shows for a box');
        const builder = page.locator('svc-bundle-builder');
        const submit = builder.locator('[part~="submit-button"]');
        assert(
          (await submit.getAttribute('aria-disabled')) === 'true' || (await submit.isDisabled()),
          'the empty box can be added',
        );

        const monthly = builder.getByRole('radio', { name: /^Every month/ });
        await demo.tabTo(page, monthly, 'the plan "Every month"');
        await page.keyboard.press('Space');
        assert(await monthly.isChecked(), 'Space did not choose Every month');
        const more = builder.getByRole('button', { name: 'Add one Ethiopia Guji', exact: true });
        await demo.tabTo(page, more, '"Add one Ethiopia Guji"');
        for (let bag = 0; bag < 4; bag += 1) await page.keyboard.press('Enter');
        await submit.filter({ hasText: /Add the box of 4/ }).waitFor(WAIT);
        await page.waitForFunction(
          () => {
            const view = document
              .querySelector('svc-bundle-builder')
              ?.shadowRoot?.querySelector('svc-view-bundle');
            const button = view?.shadowRoot?.querySelector('[part~="submit-button"]');
            return button && !button.disabled && button.getAttribute('aria-disabled') !== 'true';
          },
          null,
          WAIT,
        );
        await demo.tabTo(page, submit, 'the box’s Add button');
        await page.keyboard.press('Enter');

        await demo.lineInDrawer(page, 'Build Your Box');
        const body = demo.addedOnce(requests);
        assert(
          body.productId === 501 &&
            body.quantity === 1 &&
            JSON.stringify(body.bundle?.items) === '[{"productId":401,"quantity":4}]',
          `POST body ${JSON.stringify(body)}`,
        );
      });
    },
  );

  if (process.env.SVC_CLS_REPORT) console.log(`    CLS: ${JSON.stringify(shifts)}`);
};
