/**
 * The build-a-box view (`svc-view-bundle`): from `configureItem({ bundleId })` to the bundle line
 * in the cart, against the sandbox's bundle 1 ("Build Your Box": Box of 4 / Box of 8, plans 501
 * monthly and 511 one-time, groups Single Origin Beans (at least 1) and Snacks (up to 2)): adding,
 * cancelling, the rules, the live price and the server's refusal. Finding items is in
 * bundle-items.test.ts, accessibility in bundle-access.test.ts.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import type { BundleQuote, BundleQuotePayload } from '@svc/sdk';
import { bundleView, findBundle } from '../../sandbox/catalog.js';
import { deepActiveElement, dialog } from '../elements/element-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { startWidget } from '../widget/helpers.js';
import { allInView, button, choice, inView, press, viewUpdated, waitForText } from './bundle-helpers.js';
import { VIEW, add, bundleSuite, openBox, remove, submit, text } from './bundle-suite.js';

describe('svc-view-bundle', () => {
  const { sandbox, adds, quotes, fillBoxOfFour } = bundleSuite();

  describe('adding the box', () => {
    it('adds a full box as one bundle line and resolves { finalized: true }', async () => {
      const svcCart = await startWidget();
      const mounted = await openBox(svcCart);
      await fillBoxOfFour();
      await waitForText(VIEW, 'price', 'Total $40.00');
      expect(text('submit-button')).to.equal('Add the box of 4 · $40.00');

      await press(VIEW, submit());

      expect(await mounted.settled).to.deep.equal({ finalized: true });
      expect((await adds()).map((request) => request.body)).to.deep.equal([
        {
          productId: 501,
          quantity: 1,
          bundle: {
            items: [
              { productId: 401, quantity: 2 },
              { productId: 402, quantity: 2 },
            ],
            preferences: [],
          },
        },
      ]);
      const line = svcCart.cart!.items[0]!;
      expect([line.productId, line.quantity, line.bundle?.items?.length]).to.deep.equal([501, 1, 2]);
      expect(svcCart.customization).to.equal(null);
    });

    it('sends the chosen preferences, box count and one-time plan', async () => {
      const svcCart = await startWidget();
      const mounted = await openBox(svcCart);
      await press(VIEW, choice(VIEW, 'One-time purchase'));
      await press(VIEW, choice(VIEW, '2 boxes'));
      await press(VIEW, choice(VIEW, 'Dark'));
      await press(VIEW, choice(VIEW, 'Light'));
      await press(VIEW, add('Kenya Nyeri'), 4);
      await waitForText(VIEW, 'price', 'Total $104.00');

      await press(VIEW, submit());

      expect(await mounted.settled).to.deep.equal({ finalized: true });
      expect((await adds())[0]!.body).to.deep.equal({
        productId: 511,
        quantity: 2,
        bundle: {
          items: [{ productId: 404, quantity: 4 }],
          preferences: [{ attributeId: 1, values: [11, 13] }],
        },
      });
    });

    it('reached through its product (500), offers that product’s plan only and adds it', async () => {
      const svcCart = await startWidget();
      const mounted = await openBox(svcCart, { productId: 500 });
      expect(allInView(VIEW, 'input[name="plan"]')).to.have.length(0);
      await press(VIEW, add('Ethiopia Guji'), 4);
      await press(VIEW, submit());
      expect(await mounted.settled).to.deep.equal({ finalized: true });
      expect((await adds())[0]!.body).to.deep.equal({
        productId: 501,
        quantity: 1,
        bundle: { items: [{ productId: 401, quantity: 4 }], preferences: [] },
      });
    });

    it('reached through the one-time box’s variant (511), builds the box around it', async () => {
      const svcCart = await startWidget();
      const mounted = await openBox(svcCart, { productId: 511 });
      expect(svcCart.customization!.view).to.equal('bundle');
      await press(VIEW, add('Ethiopia Guji'), 4);
      await press(VIEW, submit());
      expect(await mounted.settled).to.deep.equal({ finalized: true });
      expect((await adds())[0]!.body).to.deep.include({
        productId: 511,
        bundle: { items: [{ productId: 401, quantity: 4 }], preferences: [] },
      });
    });

    it('keeps the box of an edited line: the payload’s items and preferences are picked', async () => {
      const svcCart = await startWidget();
      await openBox(svcCart, {
        bundleId: 1,
        bundle: { items: [{ productId: 403, quantity: 2 }], preferences: [{ attributeId: 1, values: [12] }] },
      });
      expect(text('tray')).to.equal('In your box Sumatra Mandheling × 2 ×');
      expect(choice(VIEW, 'Medium').checked).to.equal(true);
      expect(text('progress')).to.equal('Add 2 more items to fill your box');
    });
  });

  it('labels preference and filter values with their value text, as storefronts render them', async () => {
    // The documented type names the text `name`, storefronts render `value`; both hold the same
    // text, so a value whose two differ shows which one the view reads.
    const served = bundleView(findBundle(1)!, 'USD', []);
    const preferences = structuredClone(served.preferences) as {
      values: { name: string; value: string }[];
    }[];
    const filters = structuredClone(served.filters) as { values: { name: string; value: string }[] }[];
    preferences[0]!.values[0]!.value = 'Light roast';
    filters[0]!.values[0]!.value = 'East Africa';
    sandbox().worker.use(
      http.get('*/storefront/v1/bundles/1', () => HttpResponse.json({ ...served, preferences, filters })),
    );
    const svcCart = await startWidget();
    await openBox(svcCart);
    expect(choice(VIEW, 'Light roast').type).to.equal('checkbox');
    expect(choice(VIEW, 'East Africa').type).to.equal('radio');
  });

  describe('cancelling', () => {
    it('the back button closes the view with { finalized: false } and adds nothing', async () => {
      const svcCart = await startWidget();
      const mounted = await openBox(svcCart);
      await fillBoxOfFour();
      const back = dialog()!
        .querySelector('svc-cart-customization')!
        .shadowRoot!.querySelector<HTMLButtonElement>('[part="view-back-button"]')!;
      back.click();
      expect(await mounted.settled).to.deep.equal({ finalized: false });
      expect(await adds()).to.deep.equal([]);
      expect(svcCart.cart!.items).to.deep.equal([]);
    });

    it('Escape closes the widget with { finalized: false }', async () => {
      const svcCart = await startWidget();
      const mounted = await openBox(svcCart);
      add('Ethiopia Guji').focus();
      await sendKeys({ press: 'Escape' });
      expect(await mounted.settled).to.deep.equal({ finalized: false });
      expect(svcCart.isOpen).to.equal(false);
      expect(await adds()).to.deep.equal([]);
    });

    it('close() resolves { finalized: false }', async () => {
      const svcCart = await startWidget();
      const mounted = await openBox(svcCart);
      svcCart.close();
      expect(await mounted.settled).to.deep.equal({ finalized: false });
      expect(await adds()).to.deep.equal([]);
    });
  });

  describe('the rules', () => {
    it('the progress line counts down to a full box', async () => {
      const svcCart = await startWidget();
      await openBox(svcCart);
      expect(text('progress')).to.equal('Pick 4 items for your box');
      await press(VIEW, add('Ethiopia Guji'));
      expect(text('progress')).to.equal('Add 3 more items to fill your box');
      await press(VIEW, add('Ethiopia Guji'), 2);
      expect(text('progress')).to.equal('Add 1 more item to fill your box');
      await press(VIEW, add('Almond Biscotti'));
      expect(text('progress')).to.equal('Your box is full');
      expect(inView(VIEW, '[part~="progress"]')!.getAttribute('role')).to.equal('status');
    });

    it('the button stays focusable but does nothing until the rules hold, with the reason shown', async () => {
      const svcCart = await startWidget();
      const mounted = await openBox(svcCart);
      await press(VIEW, choice(VIEW, 'Every month'));
      await press(VIEW, add('Ethiopia Guji'));
      const button = submit();
      expect(button.getAttribute('aria-disabled')).to.equal('true');
      expect(button.disabled).to.equal(false);
      expect(button.getAttribute('aria-describedby')).to.equal('progress');

      button.focus();
      await sendKeys({ press: 'Enter' });
      await viewUpdated(VIEW);

      expect(deepActiveElement()).to.equal(button);
      expect(mounted.state()).to.equal('pending');
      expect(await adds()).to.deep.equal([]);
      await press(VIEW, add('Ethiopia Guji'), 3);
      expect(submit().getAttribute('aria-disabled')).to.equal('false');
    });

    it('without a plan, says so next to the plans, focuses them and sends nothing', async () => {
      const svcCart = await startWidget();
      const mounted = await openBox(svcCart);
      await press(VIEW, add('Ethiopia Guji'), 4);
      expect(text('reason')).to.equal('Choose how you would like your box above.');
      expect(submit().getAttribute('aria-disabled')).to.equal('true');

      await press(VIEW, submit());

      const error = inView(VIEW, '#plan-error')!;
      expect(error.textContent).to.equal('Choose how you would like your box.');
      expect(error.getAttribute('role')).to.equal('alert');
      expect(error.closest('fieldset')!.querySelector('legend')!.textContent).to.equal(
        'How would you like your box?',
      );
      expect(deepActiveElement()).to.equal(choice(VIEW, 'Every month'));
      expect(choice(VIEW, 'Every month').getAttribute('aria-invalid')).to.equal('true');
      expect(mounted.state()).to.equal('pending');
      expect(await adds()).to.deep.equal([]);
      expect(await quotes()).to.deep.equal([]);
    });

    it('stops at the box size: every + is disabled in a full box and a press adds nothing', async () => {
      const svcCart = await startWidget();
      await openBox(svcCart);
      await press(VIEW, add('Ethiopia Guji'), 4);
      const increases = allInView(VIEW, '[part~="increase"]');
      expect(increases.map((element) => element.getAttribute('aria-disabled'))).to.deep.equal(
        increases.map(() => 'true'),
      );
      await press(VIEW, add('Colombia Huila'));
      expect(text('tray')).to.equal('In your box Ethiopia Guji × 4 ×');
    });

    it('caps an item per box size (Sumatra: 2 in a Box of 4) and says so', async () => {
      const svcCart = await startWidget();
      await openBox(svcCart);
      expect(text('view-body')).to.contain('Sumatra Mandheling Up to 2 per box');
      await press(VIEW, add('Sumatra Mandheling'), 3);
      expect(text('tray')).to.equal('In your box Sumatra Mandheling × 2 ×');
      expect(add('Sumatra Mandheling').getAttribute('aria-disabled')).to.equal('true');
    });

    it('caps a group (Snacks: up to 2) and shows a sold-out item as such', async () => {
      const svcCart = await startWidget();
      await openBox(svcCart);
      await press(VIEW, choice(VIEW, 'Box of 8'));
      await press(VIEW, add('Almond Biscotti'), 3);
      expect(text('tray')).to.equal('In your box Almond Biscotti × 2 ×');
      expect(add('Almond Biscotti').getAttribute('aria-disabled')).to.equal('true');
      expect(text('view-body')).to.contain('Snacks Pick up to 2');
      expect(text('view-body')).to.contain('Dark Chocolate Sold out');
      expect(add('Dark Chocolate').getAttribute('aria-disabled')).to.equal('true');
    });

    it('needs an item of a group with a minimum (Single Origin Beans: at least 1)', async () => {
      const svcCart = await startWidget();
      await openBox(svcCart);
      await press(VIEW, add('Almond Biscotti'), 2);
      await press(VIEW, remove('Almond Biscotti'));
      expect(text('progress')).to.equal('Add 3 more items to fill your box');
      await press(VIEW, choice(VIEW, 'Box of 8'));
      await press(VIEW, add('Almond Biscotti'));
      expect(text('progress')).to.equal('Add 6 more items to fill your box');
    });

    it('a smaller box size asks to take items out', async () => {
      const svcCart = await startWidget();
      await openBox(svcCart);
      await press(VIEW, choice(VIEW, 'Box of 8'));
      await press(VIEW, add('Ethiopia Guji'), 6);
      await press(VIEW, choice(VIEW, 'Box of 4'));
      expect(text('progress')).to.equal('Remove 2 items to fit your box');
      expect(submit().getAttribute('aria-disabled')).to.equal('true');
    });

    it('the tray takes an item out and moves the focus to the next one', async () => {
      const svcCart = await startWidget();
      await openBox(svcCart);
      await press(VIEW, add('Ethiopia Guji'));
      await press(VIEW, add('Colombia Huila'));
      const out = button(VIEW, 'Take Ethiopia Guji out of your box');
      out.focus();
      await sendKeys({ press: 'Enter' });
      await viewUpdated(VIEW);
      expect(text('tray')).to.equal('In your box Colombia Huila × 1 ×');
      expect(deepActiveElement()).to.equal(button(VIEW, 'Take Colombia Huila out of your box'));
    });
  });

  describe('the live price', () => {
    it('shows an estimate as items are picked, then the quote once the box is full', async () => {
      const svcCart = await startWidget();
      await openBox(svcCart);
      expect(text('price')).to.equal('');
      await press(VIEW, choice(VIEW, 'Every month'));
      expect(text('price')).to.equal('About $40.00');
      await press(VIEW, add('Kenya Nyeri'));
      expect(text('price')).to.equal('About $42.00');
      await press(VIEW, add('Ethiopia Guji'), 3);
      await waitForText(VIEW, 'price', 'Total $42.00');
      expect(inView(VIEW, '[part~="price"]')!.getAttribute('role')).to.equal('status');
    });

    it('asks for one quote after a run of picks (debounced), with the final box', async () => {
      const svcCart = await startWidget();
      await openBox(svcCart);
      await press(VIEW, choice(VIEW, 'Every month'));
      await press(VIEW, choice(VIEW, 'Box of 8'));
      // One run of clicks: the box is full at the 8th, then changes twice before the pause ends.
      for (let i = 0; i < 8; i += 1) add('Ethiopia Guji').click();
      remove('Ethiopia Guji').click();
      add('Colombia Huila').click();
      await waitForText(VIEW, 'price', 'Total $68.40 You save $7.60');
      expect((await quotes()).map((request) => request.body)).to.deep.equal([
        {
          productId: 501,
          quantity: 1,
          items: [
            { productId: 401, quantity: 7 },
            { productId: 402, quantity: 1 },
          ],
          preferences: [],
        },
      ]);
    });

    it('shows the answer to the latest question only (a late answer is ignored)', async () => {
      const svcCart = await startWidget();
      await openBox(svcCart);
      // Hold each quote answer back until the test lets it through.
      const bundles = svcCart.sdk!.bundles;
      const original = bundles.quote.bind(bundles);
      const held: { payload: BundleQuotePayload; release: () => Promise<unknown> }[] = [];
      bundles.quote = (bundleId: number, payload: BundleQuotePayload) =>
        new Promise<BundleQuote>((resolve, reject) => {
          held.push({ payload, release: () => original(bundleId, payload).then(resolve, reject) });
        });

      await press(VIEW, choice(VIEW, 'Every month'));
      await press(VIEW, add('Ethiopia Guji'), 4);
      await waitFor(() => held.length === 1, 'the first quote');
      await press(VIEW, remove('Ethiopia Guji'));
      await press(VIEW, add('Kenya Nyeri'));
      await waitFor(() => held.length === 2, 'the second quote');

      await held[1]!.release();
      await waitForText(VIEW, 'price', 'Total $42.00');
      await held[0]!.release();
      await viewUpdated(VIEW);

      expect(text('price')).to.equal('Total $42.00');
      expect(text('submit-button')).to.equal('Add the box of 4 · $42.00');
      expect(held.map((entry) => entry.payload.items.length)).to.deep.equal([1, 2]);
    });
  });

  describe('the server’s refusal', () => {
    it('shows the broken rule of a refused box ("Add 2 more items") and keeps the view', async () => {
      sandbox().worker.use(
        http.post('*/storefront/v1/carts/:cartId/items', () =>
          HttpResponse.json(
            {
              code: 'bundle_rules_not_met',
              message: 'Add 2 items more (at least 6).',
              errors: { items: ['Add 2 items more (at least 6).'] },
              validation: [{ rule: 'itemMinQuantity', expected: 6, current: 4, delta: 2 }],
            },
            { status: 422 },
          ),
        ),
      );
      const svcCart = await startWidget();
      const mounted = await openBox(svcCart);
      await fillBoxOfFour();
      await press(VIEW, submit());
      await waitFor(() => inView(VIEW, '#items-error') !== null, 'the error');

      const error = inView(VIEW, '#items-error')!;
      expect(error.textContent).to.equal('Add 2 more items');
      expect(error.getAttribute('role')).to.equal('alert');
      expect(submit().getAttribute('aria-describedby')).to.equal('progress items-error');
      expect(inView(VIEW, '[part~="view-error"]')).to.equal(null);
      expect(mounted.state()).to.equal('pending');
      expect(svcCart.customization?.view).to.equal('bundle');

      // Changing the box clears the verdict.
      await press(VIEW, remove('Ethiopia Guji'));
      expect(inView(VIEW, '#items-error')).to.equal(null);
    });

    it('shows a refused plan next to the plans', async () => {
      sandbox().worker.use(
        http.post('*/storefront/v1/carts/:cartId/items', () =>
          HttpResponse.json(
            {
              code: 'validation_failed',
              message: 'This plan is no longer sold.',
              errors: { productId: ['This plan is no longer sold.'] },
            },
            { status: 422 },
          ),
        ),
      );
      const svcCart = await startWidget();
      await openBox(svcCart);
      await fillBoxOfFour();
      await press(VIEW, submit());
      await waitFor(() => inView(VIEW, '#plan-error') !== null, 'the error');
      expect(inView(VIEW, '#plan-error')!.textContent).to.equal('This plan is no longer sold.');
      expect(inView(VIEW, '[part~="view-error"]')).to.equal(null);
    });
  });
});
