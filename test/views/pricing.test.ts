/**
 * The pricing view (`svc-view-pricing`): the plans of a subscription product as cards, from
 * `configureItem({ productId: <parent> })` to the line in the cart, and the views a chosen plan
 * hands over to (survey, out of stock, subscription replacement).
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { setViewport } from '../shared/viewport.js';
import { http, HttpResponse } from 'msw';
import '../../src/views/svc-view-pricing/index.js';
import type { ConfigureItemPayload, SvcCart } from '../../src/controller/svc-cart.js';
import { sandboxRequest } from '../../sandbox/testing.js';
import { deepActiveElement, dialog, tabTo } from '../elements/element-helpers.js';
import { router, text, viewTest } from './view-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { panel, setupWidget, startWidget } from '../widget/helpers.js';
import { pressSpace } from '../shared/keys.js';

const { element: viewElement, open, part, view } = viewTest('pricing');
const submitButton = () => part('submit-button') as HTMLButtonElement;
const radio = (planId: number) =>
  view().querySelector<HTMLInputElement>(`input[name="plan"][value="${planId}"]`)!;
const card = (planId: number) => radio(planId).closest('[part~="option"]')!;
const quantityInput = () => view().querySelector<HTMLInputElement>('#quantity');

/** Starts `configureItem(payload)` and waits for the pricing view; `state()` tells whether it settled. */
const openPricing = (svcCart: SvcCart, payload: ConfigureItemPayload = { productId: 100 }) =>
  open(svcCart, payload, '[part~="submit-button"]');

async function choose(planId: number): Promise<void> {
  radio(planId).click();
  await viewElement().updateComplete;
  expect(radio(planId).checked).to.equal(true);
}

async function setQuantity(value: string): Promise<void> {
  const input = quantityInput()!;
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await viewElement().updateComplete;
}

describe('pricing view', () => {
  const sandbox = setupWidget();

  /** The bodies of the add-to-cart requests that left the client. */
  const adds = async () =>
    (await sandbox().sent())
      .filter((request) => request.method === 'POST' && /^\/carts\/[^/]+\/items$/.test(request.path))
      .map((request) => request.body);

  /** Serves product `id` as the sandbox does, changed by `change` (a shop configured otherwise). */
  async function serveProduct(id: number, change: (product: Record<string, unknown>) => void) {
    const { body } = await sandboxRequest('GET', `/products/${id}`);
    const product = structuredClone(body!) as Record<string, unknown>;
    change(product);
    product.pricings = product.plans;
    sandbox().worker.use(http.get(`*/storefront/v1/products/${id}`, () => HttpResponse.json(product)));
  }

  describe('the plans as cards', () => {
    it('renders product 100 through the router: one card per plan, none chosen', async () => {
      const svcCart = await startWidget();
      await openPricing(svcCart);
      expect(panel()!.dataset.view).to.equal('pricing');
      expect(text(router()!.querySelector('[part="view-title"]'))).to.equal('Choose a plan');
      expect(text(view().querySelector('legend'))).to.equal('How often?');
      const radios = [...view().querySelectorAll<HTMLInputElement>('input[type="radio"][name="plan"]')];
      expect(radios.map((r) => r.value)).to.deep.equal(['101', '102', '103']);
      expect(radios.map((r) => r.checked)).to.deep.equal([false, false, false]);
      expect(text(submitButton())).to.equal('Add to cart');
    });

    it('each card shows its label, price per delivery, frequency and terms', async () => {
      const svcCart = await startWidget();
      await openPricing(svcCart);
      const summary = (planId: number) => ({
        name: text(card(planId).querySelector('[part="option-name"]')),
        price: text(card(planId).querySelector('[part="option-price"]')),
        notes: [...card(planId).querySelectorAll('[part="notes"] > span')].map(text),
        all: text(card(planId)),
      });
      // 101 has no pricingName: its label is the frequency.
      expect(summary(101)).to.deep.equal({
        name: 'Every 2 weeks',
        price: '$18.00 per delivery',
        notes: [],
        all: 'Every 2 weeks $18.00 per delivery',
      });
      expect(summary(102)).to.deep.equal({
        name: 'Monthly',
        price: '$20.00 per delivery',
        notes: ['One-time setup fee of $5.00 with the first order', 'Minimum 3 deliveries'],
        all: 'Monthly Every month One-time setup fee of $5.00 with the first order Minimum 3 deliveries $20.00 per delivery',
      });
      expect(summary(103)).to.deep.equal({
        name: 'Every 3 months',
        price: '$54.00 per delivery',
        notes: ['14-day free trial', 'Ends after 4 deliveries'],
        all: 'Every 3 months 14-day free trial Ends after 4 deliveries $54.00 per delivery',
      });
    });

    it('shows no savings when no plan delivers at the interval of another (nothing comparable)', async () => {
      const svcCart = await startWidget();
      await openPricing(svcCart);
      expect(view().querySelectorAll('[part~="savings"]').length).to.equal(0);
    });

    it('a prepaid plan shows its price per delivery and its savings against the plan it compares with', async () => {
      // Plan 103 as a prepaid plan: billed every 3 months, three monthly deliveries.
      await serveProduct(100, (product) => {
        const plan = (product.plans as Record<string, unknown>[])[2]!;
        plan.shippings = [
          { id: 1, shippingAt: 0, addCount: 1, addUnit: 'month' },
          { id: 2, shippingAt: 1, addCount: 1, addUnit: 'month' },
          { id: 3, shippingAt: 2, addCount: 1, addUnit: 'month' },
        ];
        plan.chargesLimit = null;
      });
      const svcCart = await startWidget();
      await openPricing(svcCart);
      expect(text(card(103).querySelector('[part="option-price"]'))).to.equal('$18.00 per delivery');
      expect(text(card(103))).to.contain('Billed $54.00 every 3 months for 3 deliveries');
      expect(text(card(103).querySelector('[part="savings"]'))).to.equal(
        'Save 10% per delivery compared with “Monthly”',
      );
      // The every-2-weeks plan delivers at another interval: it is compared with nothing.
      expect(card(101).querySelector('[part="savings"]')).to.equal(null);
      expect(card(102).querySelector('[part="savings"]')).to.equal(null);
    });

    it('a pre-order product says when it ships', async () => {
      await serveProduct(100, (product) => {
        product.preOrderEndAt = '2026-12-15T00:00:00Z';
      });
      const svcCart = await startWidget();
      await openPricing(svcCart);
      expect(text(view().querySelector('[part="view-body"] > p.muted'))).to.equal(
        'Pre-order: ships from Dec 15, 2026',
      );
    });

    it('speaks the shopper’s language (German)', async () => {
      const svcCart = await startWidget();
      svcCart.setLanguage('de');
      await openPricing(svcCart);
      await waitFor(() => text(view().querySelector('legend')) === 'Wie oft?', 'the German messages');
      expect(text(card(101).querySelector('[part="option-name"]'))).to.equal('Alle 2 Wochen');
      expect([...card(102).querySelectorAll('[part="notes"] > span')].map(text)).to.deep.equal([
        'Einmalige Einrichtungsgebühr von 5,00 $ mit der ersten Bestellung',
        'Mindestens 3 Lieferungen',
      ]);
      expect(text(card(103).querySelector('[part="notes"]'))).to.contain('14 Tage kostenlos testen');
    });
  });

  describe('adding a plan', () => {
    it('adds the chosen plan: exact payload, { finalized: true }, the line in the cart', async () => {
      const svcCart = await startWidget();
      const opened = await openPricing(svcCart);
      await choose(102);
      expect(text(submitButton())).to.equal('Add to cart · $20.00');
      submitButton().click();
      expect(await opened.settled).to.deep.equal({ finalized: true });
      expect(await adds()).to.deep.equal([{ productId: 102, quantity: 1 }]);
      expect(svcCart.cart!.items.map((item) => [item.productId, item.quantity])).to.deep.equal([[102, 1]]);
      expect(svcCart.customization).to.equal(null);
    });

    it('adds the quantity chosen with the stepper, and the button shows the total', async () => {
      const svcCart = await startWidget();
      const opened = await openPricing(svcCart);
      await choose(101);
      part('increase')!.click();
      await waitFor(() => quantityInput()!.value === '2', 'the quantity 2');
      expect(text(submitButton())).to.equal('Add to cart · $36.00');
      submitButton().click();
      expect(await opened.settled).to.deep.equal({ finalized: true });
      expect(await adds()).to.deep.equal([{ productId: 101, quantity: 2 }]);
    });

    it('keeps the quantity of the configureItem payload', async () => {
      const svcCart = await startWidget();
      const opened = await openPricing(svcCart, { productId: 100, quantity: 3 });
      expect(quantityInput()!.value).to.equal('3');
      await choose(101);
      submitButton().click();
      expect(await opened.settled).to.deep.equal({ finalized: true });
      expect(await adds()).to.deep.equal([{ productId: 101, quantity: 3 }]);
    });

    it('without the shop’s subscriptionQuantitySelector there is no quantity field', async () => {
      sandbox().store.shop.settings.subscriptionQuantitySelector = false;
      const svcCart = await startWidget();
      const opened = await openPricing(svcCart);
      expect(quantityInput()).to.equal(null);
      await choose(103);
      submitButton().click();
      expect(await opened.settled).to.deep.equal({ finalized: true });
      expect(await adds()).to.deep.equal([{ productId: 103, quantity: 1 }]);
    });

    it('a second press while adding sends one request', async () => {
      const svcCart = await startWidget();
      const opened = await openPricing(svcCart);
      await choose(101);
      // Hold the add back until both presses happened (then the sandbox answers as usual).
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      sandbox().worker.use(
        http.post('*/storefront/v1/carts/:cartId/items', async () => {
          await held;
          return undefined;
        }),
      );
      submitButton().click();
      await waitFor(() => submitButton().getAttribute('aria-busy') === 'true', 'the busy button');
      expect(submitButton().querySelector('.spinner')).to.not.equal(null);
      submitButton().click();
      release();
      expect(await opened.settled).to.deep.equal({ finalized: true });
      expect(await adds()).to.deep.equal([{ productId: 101, quantity: 1 }]);
    });
  });

  describe('handing over to the view a plan needs', () => {
    it('a plan with a survey goes on to the survey view without adding', async () => {
      const svcCart = await startWidget();
      const opened = await openPricing(svcCart, { productId: 110 });
      expect(text(card(111))).to.contain('A few questions follow');
      await choose(112);
      expect(text(submitButton())).to.equal('Continue');
      submitButton().click();
      await waitFor(() => svcCart.customization?.view === 'survey', 'the survey view');
      const product = svcCart.customization!.product as { id: number; parent?: { id: number } };
      expect([product.id, product.parent?.id]).to.deep.equal([112, 110]);
      expect(svcCart.customization!.payload).to.deep.include({ productId: 112, quantity: 1 });
      expect(await adds()).to.deep.equal([]);
      expect(opened.state()).to.equal('pending');
    });

    it('a sold-out plan is marked and leads to the out-of-stock view', async () => {
      await serveProduct(100, (product) => {
        (product.plans as Record<string, unknown>[])[1]!.stockCount = 0;
      });
      const svcCart = await startWidget();
      const opened = await openPricing(svcCart);
      expect(text(card(102))).to.contain('Sold out — notify me');
      await choose(102);
      expect(text(submitButton())).to.equal('Notify me');
      expect(quantityInput()).to.equal(null);
      submitButton().click();
      await waitFor(() => svcCart.customization?.view === 'out-of-stock', 'the out-of-stock view');
      expect((svcCart.customization!.product as { id: number }).id).to.equal(102);
      expect(await adds()).to.deep.equal([]);
      expect(opened.state()).to.equal('pending');
    });

    it('a subscription of the product already in the cart leads to the replacement view', async () => {
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 101 });
      sandbox().clearSent();
      const opened = await openPricing(svcCart);
      await choose(102);
      expect(text(submitButton())).to.equal('Continue');
      submitButton().click();
      await waitFor(() => svcCart.customization?.view === 'subscription-replacement', 'the replacement view');
      expect((svcCart.customization!.product as { id: number }).id).to.equal(102);
      expect(await adds()).to.deep.equal([]);
      expect(opened.state()).to.equal('pending');
    });
  });

  describe('validation and refusals', () => {
    it('without a plan: the message next to the plans, focus on them, nothing sent', async () => {
      const svcCart = await startWidget();
      const opened = await openPricing(svcCart);
      sandbox().clearSent();
      submitButton().click();
      await waitFor(() => text(view().querySelector('#plan-error')) !== '', 'the message');
      expect(text(view().querySelector('#plan-error'))).to.equal('Please choose a plan.');
      expect(view().querySelector('#plan-error')!.getAttribute('role')).to.equal('alert');
      expect(view().querySelector('fieldset')!.getAttribute('aria-describedby')).to.equal('plan-error');
      expect(deepActiveElement()).to.equal(radio(101));
      expect(await sandbox().sent()).to.deep.equal([]);
      expect(opened.state()).to.equal('pending');
      // Choosing a plan clears the message.
      await choose(101);
      expect(text(view().querySelector('#plan-error'))).to.equal('');
    });

    it('a quantity that is not a whole number of at least 1: the message next to it, nothing sent', async () => {
      const svcCart = await startWidget();
      const opened = await openPricing(svcCart);
      sandbox().clearSent();
      await choose(101);
      await setQuantity('0');
      submitButton().click();
      await waitFor(() => text(view().querySelector('#quantity-error')) !== '', 'the message');
      expect(text(view().querySelector('#quantity-error'))).to.equal('Enter a whole number of at least 1.');
      expect(quantityInput()!.getAttribute('aria-invalid')).to.equal('true');
      expect(quantityInput()!.getAttribute('aria-describedby')).to.equal('quantity-error');
      expect(deepActiveElement()).to.equal(quantityInput());
      expect(await sandbox().sent()).to.deep.equal([]);
      expect(opened.state()).to.equal('pending');
    });

    it('a refusal of the server is shown next to the plans and the view stays', async () => {
      const svcCart = await startWidget();
      const opened = await openPricing(svcCart);
      sandbox().worker.use(
        http.post(
          '*/storefront/v1/carts/:cartId/items',
          () =>
            HttpResponse.json(
              {
                code: 'validation_failed',
                message: 'The given data was invalid.',
                errors: { productId: ['This plan is no longer available.'] },
              },
              { status: 422 },
            ),
          { once: true },
        ),
      );
      await choose(102);
      submitButton().click();
      await waitFor(() => text(view().querySelector('#plan-error')) !== '', 'the refusal');
      expect(text(view().querySelector('#plan-error'))).to.equal('This plan is no longer available.');
      expect(part('view-error')).to.equal(null);
      expect(svcCart.customization!.view).to.equal('pricing');
      expect(svcCart.error).to.equal(null);
      expect(opened.state()).to.equal('pending');
      expect(svcCart.cart!.items).to.deep.equal([]);
      // Trying again once the server agrees adds the plan.
      submitButton().click();
      expect(await opened.settled).to.deep.equal({ finalized: true });
      expect(svcCart.cart!.items.map((item) => item.productId)).to.deep.equal([102]);
    });

    it('a refusal that concerns no field here is shown above the button', async () => {
      const svcCart = await startWidget();
      const opened = await openPricing(svcCart);
      sandbox().worker.use(
        http.post(
          '*/storefront/v1/carts/:cartId/items',
          () =>
            HttpResponse.json(
              { code: 'cart_locked', message: 'This cart cannot take new items right now.' },
              { status: 409 },
            ),
          { once: true },
        ),
      );
      await choose(101);
      submitButton().click();
      await waitFor(() => part('view-error') !== null, 'the view error');
      expect(text(part('view-error'))).to.equal('This cart cannot take new items right now.');
      expect(part('view-error')!.getAttribute('role')).to.equal('alert');
      expect(opened.state()).to.equal('pending');
    });
  });

  describe('leaving without adding', () => {
    it('the back button resolves { finalized: false } and adds nothing', async () => {
      const svcCart = await startWidget();
      const opened = await openPricing(svcCart);
      await choose(101);
      router()!.querySelector<HTMLButtonElement>('[part="view-back-button"]')!.click();
      expect(await opened.settled).to.deep.equal({ finalized: false });
      expect(await adds()).to.deep.equal([]);
      expect(svcCart.cart!.items).to.deep.equal([]);
    });

    it('Escape resolves { finalized: false } and adds nothing', async () => {
      const svcCart = await startWidget();
      const opened = await openPricing(svcCart);
      radio(101).focus();
      await sendKeys({ press: 'Escape' });
      expect(await opened.settled).to.deep.equal({ finalized: false });
      expect(await adds()).to.deep.equal([]);
    });

    it('close() resolves { finalized: false } and adds nothing', async () => {
      const svcCart = await startWidget();
      const opened = await openPricing(svcCart);
      svcCart.close();
      expect(await opened.settled).to.deep.equal({ finalized: false });
      expect(await adds()).to.deep.equal([]);
    });
  });

  describe('accessibility', () => {
    it('the drawer with the pricing view passes axe, with and without messages', async () => {
      const svcCart = await startWidget();
      await openPricing(svcCart);
      await expect(dialog()).to.be.accessible();
      submitButton().click();
      await waitFor(() => text(view().querySelector('#plan-error')) !== '', 'the message');
      await expect(dialog()).to.be.accessible();
    });

    it('works with the keyboard only: arrows choose, Tab reaches the stepper and the button', async () => {
      const svcCart = await startWidget();
      const opened = await openPricing(svcCart);
      await tabTo((element) => element === radio(101), 'the first plan', 40);
      await sendKeys({ press: 'ArrowDown' });
      await waitFor(() => radio(102).checked, 'the second plan to be chosen');
      expect(deepActiveElement()).to.equal(radio(102));
      await tabTo((element) => element.getAttribute('part') === 'increase', 'the + button', 40);
      await pressSpace();
      await waitFor(() => quantityInput()!.value === '2', 'the quantity 2');
      await tabTo((element) => element === submitButton(), 'the submit button', 40);
      expect(text(submitButton())).to.equal('Add to cart · $40.00');
      await sendKeys({ press: 'Enter' });
      expect(await opened.settled).to.deep.equal({ finalized: true });
      expect(await adds()).to.deep.equal([{ productId: 102, quantity: 2 }]);
    });

    it('fits a 375 px wide phone without horizontal scrolling', async () => {
      const svcCart = await startWidget();
      await openPricing(svcCart);
      const before = { width: window.innerWidth, height: window.innerHeight };
      await setViewport({ width: 375, height: 740 });
      try {
        await waitFor(() => dialog()!.getBoundingClientRect().width <= 375, 'the phone layout');
        const body = part('view-body')!;
        expect(body.scrollWidth).to.be.at.most(body.clientWidth);
        for (const option of view().querySelectorAll('[part~="option"]'))
          expect(option.getBoundingClientRect().right).to.be.at.most(375);
      } finally {
        await setViewport(before);
      }
    });
  });
});
