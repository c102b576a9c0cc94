/**
 * The bundle-plan view (`svc-view-bundle-plan`): a fixed (not configurable) bundle with several
 * plans. The sandbox's fixed bundle 2 ("Starter Kit") sells one variant (521); these tests give it
 * more plans by answering `GET /bundles/2` with extra ones (plan 101 "Every 2 weeks", plan 111
 * with a survey), as a shop with a subscription kit would.
 */
import '../../src/views/svc-view-bundle-plan/index.js';
import '../../src/views/svc-view-bundle/index.js';
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { deepActiveElement, dialog } from '../elements/element-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import {
  allInView,
  button,
  choice,
  inView,
  openView,
  partText,
  press,
  viewUpdated,
  kitWithPlans,
} from './bundle-helpers.js';

const VIEW = 'bundle-plan';
const CARD = '[part~="option"]';

const submit = () => inView<HTMLButtonElement>(VIEW, '[part~="submit-button"]')!;
const text = (part: string) => partText(VIEW, part);

describe('svc-view-bundle-plan', () => {
  const sandbox = setupWidget();

  const adds = async () =>
    (await sandbox().sent()).filter(
      (request) => request.method === 'POST' && request.path.endsWith('/items'),
    );

  const openKit = (svcCart: SvcCart, payload: Parameters<SvcCart['configureItem']>[0] = { bundleId: 2 }) =>
    openView(svcCart, payload, VIEW, CARD);

  it('shows the contents and the plans as cards, with none chosen', async () => {
    kitWithPlans(sandbox().worker, 101);
    const svcCart = await startWidget();
    await openKit(svcCart);
    expect(svcCart.customization?.view).to.equal('bundle-plan');
    expect(text('contents')).to.equal(
      'In this box Ceramic Mug – Sand × 1 Paper Filters – 100 filters × 1 Single Origin Beans – Colombia Huila × 1',
    );
    expect(allInView(VIEW, CARD).map((card) => card.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal([
      'One-time purchase Kit $29.00 per box',
      'Every 2 weeks Subscription $18.00 per box',
    ]);
    expect(
      allInView<HTMLInputElement>(VIEW, 'input[name="plan"]').map((input) => input.checked),
    ).to.deep.equal([false, false]);
    expect(text('submit-button')).to.equal('Add to cart');
  });

  it('adds the chosen variant by its ID (no bundleId) and resolves { finalized: true }', async () => {
    kitWithPlans(sandbox().worker, 101);
    const svcCart = await startWidget();
    const mounted = await openKit(svcCart);
    await press(VIEW, choice(VIEW, 'One-time purchase'));
    expect(text('submit-button')).to.equal('Add to cart · $29.00');

    await press(VIEW, submit());

    expect(await mounted.settled).to.deep.equal({ finalized: true });
    expect((await adds()).map((request) => request.body)).to.deep.equal([{ productId: 521, quantity: 1 }]);
    expect(svcCart.cart!.items.map((item) => [item.productId, item.quantity])).to.deep.equal([[521, 1]]);
  });

  it('adds the chosen subscription plan with the payload’s quantity', async () => {
    kitWithPlans(sandbox().worker, 101);
    const svcCart = await startWidget();
    const mounted = await openKit(svcCart, { bundleId: 2, quantity: 2 });
    await press(VIEW, choice(VIEW, 'Every 2 weeks'));
    expect(text('submit-button')).to.equal('Add to cart · $36.00');
    await press(VIEW, submit());
    expect(await mounted.settled).to.deep.equal({ finalized: true });
    expect((await adds()).map((request) => request.body)).to.deep.equal([{ productId: 101, quantity: 2 }]);
  });

  it('asks for a plan next to the cards, focuses them and sends nothing', async () => {
    kitWithPlans(sandbox().worker, 101);
    const svcCart = await startWidget();
    const mounted = await openKit(svcCart);
    await press(VIEW, submit());
    const error = inView(VIEW, '#plan-error')!;
    expect(error.textContent).to.equal('Choose how you would like it.');
    expect(error.getAttribute('role')).to.equal('alert');
    expect(error.closest('fieldset')!.getAttribute('aria-describedby')).to.equal('plan-error');
    expect(deepActiveElement()).to.equal(choice(VIEW, 'One-time purchase'));
    expect(mounted.state()).to.equal('pending');
    expect(await adds()).to.deep.equal([]);

    await press(VIEW, choice(VIEW, 'Every 2 weeks'));
    expect(inView(VIEW, '#plan-error')).to.equal(null);
  });

  it('shows the server’s refusal of the plan next to the cards and keeps the view', async () => {
    kitWithPlans(sandbox().worker, 101);
    sandbox().worker.use(
      http.post('*/storefront/v1/carts/:cartId/items', () =>
        HttpResponse.json(
          {
            code: 'validation_failed',
            message: 'This kit is no longer sold.',
            errors: { productId: ['This kit is no longer sold.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const svcCart = await startWidget();
    const mounted = await openKit(svcCart);
    await press(VIEW, choice(VIEW, 'One-time purchase'));
    await press(VIEW, submit());
    await waitFor(() => inView(VIEW, '#plan-error') !== null, 'the error');
    expect(inView(VIEW, '#plan-error')!.textContent).to.equal('This kit is no longer sold.');
    expect(inView(VIEW, '[part~="view-error"]')).to.equal(null);
    expect(deepActiveElement()).to.equal(choice(VIEW, 'One-time purchase'));
    expect(mounted.state()).to.equal('pending');
  });

  it('the back button resolves { finalized: false } and adds nothing', async () => {
    kitWithPlans(sandbox().worker, 101);
    const svcCart = await startWidget();
    const mounted = await openKit(svcCart);
    await press(VIEW, choice(VIEW, 'One-time purchase'));
    dialog()!
      .querySelector('svc-cart-customization')!
      .shadowRoot!.querySelector<HTMLButtonElement>('[part="view-back-button"]')!
      .click();
    expect(await mounted.settled).to.deep.equal({ finalized: false });
    expect(await adds()).to.deep.equal([]);
  });

  it('close() resolves { finalized: false }', async () => {
    kitWithPlans(sandbox().worker, 101);
    const svcCart = await startWidget();
    const mounted = await openKit(svcCart);
    svcCart.close();
    expect(await mounted.settled).to.deep.equal({ finalized: false });
    expect(await adds()).to.deep.equal([]);
  });

  it('a plan with a survey hands over to the survey view with the same promise', async () => {
    kitWithPlans(sandbox().worker, 111);
    const svcCart = await startWidget();
    const mounted = await openKit(svcCart);
    await press(VIEW, choice(VIEW, 'Every month'));
    await press(VIEW, submit());
    await waitFor(() => svcCart.customization?.view === 'survey', 'the survey view');
    expect(svcCart.customization!.payload).to.deep.include({ productId: 111, quantity: 1 });
    expect(mounted.state()).to.equal('pending');
    expect(await adds()).to.deep.equal([]);
  });

  it('a product selling a fixed bundle (520) opens through the bundle view with its one plan chosen', async () => {
    const svcCart = await startWidget();
    const mounted = await openKit(svcCart, { productId: 520 });
    expect(svcCart.customization?.view).to.equal('bundle-plan');
    expect(choice(VIEW, 'One-time purchase').checked).to.equal(true);
    await press(VIEW, submit());
    expect(await mounted.settled).to.deep.equal({ finalized: true });
    expect((await adds()).map((request) => request.body)).to.deep.equal([{ productId: 521, quantity: 1 }]);
  });

  it('offers to try again when the bundle does not load', async () => {
    kitWithPlans(sandbox().worker, 101);
    const svcCart = await startWidget();
    // The router's look-up succeeds; the view's own (with the plans' products) fails once.
    sandbox().worker.use(
      http.get(
        '*/storefront/v1/bundles/2',
        ({ request }) =>
          new URL(request.url).searchParams.getAll('expand[]').includes('plans.plan.parent')
            ? HttpResponse.json({ message: 'down' }, { status: 500 })
            : undefined,
        { once: false },
      ),
    );
    const failing = openView(svcCart, { bundleId: 2 }, VIEW, '[part~="view-error"]');
    await failing;
    expect(text('view-error')).to.equal('This box could not be loaded.');
    sandbox().worker.resetHandlers();
    kitWithPlans(sandbox().worker, 101);
    await press(VIEW, button(VIEW, 'Try again'));
    await waitFor(() => allInView(VIEW, CARD).length === 2, 'the plans');
  });

  it('passes axe with the plans and with an error shown', async () => {
    kitWithPlans(sandbox().worker, 101);
    const svcCart = await startWidget();
    await openKit(svcCart);
    await expect(dialog()!).to.be.accessible();
    await press(VIEW, submit());
    await expect(dialog()!).to.be.accessible();
  });

  it('a keyboard-only shopper picks a plan with the arrows and adds it', async () => {
    kitWithPlans(sandbox().worker, 101);
    const svcCart = await startWidget();
    const mounted = await openKit(svcCart);
    const first = choice(VIEW, 'One-time purchase');
    for (let presses = 0; presses < 20 && deepActiveElement() !== first; presses += 1)
      await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(first);
    await sendKeys({ press: 'ArrowDown' });
    await viewUpdated(VIEW);
    expect(choice(VIEW, 'Every 2 weeks').checked).to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(submit());
    await sendKeys({ press: 'Enter' });
    expect(await mounted.settled).to.deep.equal({ finalized: true });
    expect((await adds())[0]!.body).to.deep.equal({ productId: 101, quantity: 1 });
  });
});
