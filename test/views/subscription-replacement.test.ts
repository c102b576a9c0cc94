/**
 * The subscription replacement view: a plan of a subscription product the cart already holds.
 * "Replace" swaps the line(s) for the new plan; "Keep my current plan" adds nothing. A failure
 * never leaves the cart without either plan.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import '../../src/views/svc-view-subscription-replacement/index.js';
import type { ConfigureItemPayload, SvcCart } from '../../src/controller/svc-cart.js';
import { deepActiveElement, dialog } from '../elements/element-helpers.js';
import { text, router, viewTest } from './view-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { panel, setupWidget, startWidget } from '../widget/helpers.js';
import { pressShiftTab, pressSpace } from '../shared/keys.js';

const { open, part, view } = viewTest('subscription-replacement');

const lines = (section: string) => [...view().querySelectorAll(`[part~="${section}"] li`)].map(text);

const configure = (svcCart: SvcCart, payload: ConfigureItemPayload) =>
  open(svcCart, payload, '[part~="submit-button"]');

/** A started widget whose cart holds `payloads`, added in order. */
async function cartWith(...payloads: Parameters<SvcCart['addItem']>[0][]): Promise<SvcCart> {
  const svcCart = await startWidget();
  for (const payload of payloads) await svcCart.addItem(payload);
  return svcCart;
}

/** Complete answers for survey 1 (plan 111). */
const SURVEY_ANSWERS = [
  { questionId: 3, answers: [{ id: 31 }] },
  { questionId: 4, answers: [{ id: 41 }] },
  { questionId: 7, answers: [{ id: 71 }] },
];

const products = (svcCart: SvcCart) => svcCart.cart!.items.map((item) => item.productId);

describe('svc-view-subscription-replacement', () => {
  const sandbox = setupWidget();

  /** The cart changes that left the client since the last clearSent, as "METHOD path-kind body". */
  const changes = async () =>
    (await sandbox().sent())
      .filter((r) => r.method !== 'GET')
      .map((r) => ({
        method: r.method,
        path: r.path.replace(/\/carts\/[^/]+/, '/carts/:cart').replace(/\/items\/[^/]+$/, '/items/:item'),
        body: r.body,
      }));

  it('shows the plan in the cart and the new plan', async () => {
    const svcCart = await cartWith({ productId: 101, quantity: 2 });
    await configure(svcCart, { productId: 102 });
    expect(text(view().querySelector('.intro'))).to.equal(
      'Your cart already holds a plan of House Blend Subscription. Replace it with the new plan, or keep the one you have?',
    );
    expect(text(view().querySelector('[part~="current-plan"] h4'))).to.equal('In your cart');
    expect(lines('current-plan')).to.deep.equal(['Every 2 weeks $36.00 every 2 weeks Quantity: 2']);
    expect(text(view().querySelector('[part~="new-plan"] h4'))).to.equal('New plan');
    expect(lines('new-plan')).to.deep.equal(['Monthly $20.00 every month']);
    expect(text(part('submit-button'))).to.equal('Replace');
    expect(text(part('keep-button'))).to.equal('Keep my current plan');
  });

  it('Replace removes the line, adds the new plan and resolves { finalized: true }', async () => {
    const svcCart = await cartWith({ productId: 101 });
    const oldId = svcCart.cart!.items[0]!.id;
    const mounted = await configure(svcCart, { productId: 102 });
    sandbox().clearSent();
    part<HTMLButtonElement>('submit-button')!.click();
    expect(await mounted.settled).to.deep.equal({ finalized: true });
    const sent = await sandbox().sent();
    expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.path)).to.deep.equal([
      `/carts/${svcCart.cart!.id}/items/${oldId}`,
    ]);
    expect(await changes()).to.deep.equal([
      { method: 'DELETE', path: '/carts/:cart/items/:item', body: undefined },
      { method: 'POST', path: '/carts/:cart/items', body: { productId: 102 } },
    ]);
    expect(products(svcCart)).to.deep.equal([102]);
    expect(svcCart.customization).to.equal(null);
    await waitFor(() => panel()?.dataset.view === 'summary', 'the summary');
  });

  it('Replace removes every line of that product, and only those', async () => {
    const svcCart = await cartWith(
      { productId: 101 },
      { productId: 111, options: SURVEY_ANSWERS },
      {
        productId: 103,
      },
    );
    const mounted = await configure(svcCart, { productId: 102 });
    expect(lines('current-plan')).to.have.length(2);
    part<HTMLButtonElement>('submit-button')!.click();
    expect(await mounted.settled).to.deep.equal({ finalized: true });
    expect(products(svcCart)).to.deep.equal([111, 102]);
  });

  it('keeps the add-ons and the coupon the API dropped with the old plan', async () => {
    const svcCart = await cartWith(
      { productId: 101 },
      { productId: 211, quantity: 1, addon: true, addonDuration: null },
    );
    await svcCart.applyCoupon('WELCOME10');
    const mounted = await configure(svcCart, { productId: 102 });
    sandbox().clearSent();
    part<HTMLButtonElement>('submit-button')!.click();
    expect(await mounted.settled).to.deep.equal({ finalized: true });
    await waitFor(() => svcCart.cart!.coupon?.code === 'WELCOME10', 'the coupon back');
    expect(svcCart.cart!.items.map((item) => [item.productId, item.addon ?? false])).to.deep.equal([
      [102, false],
      [211, true],
    ]);
    expect((await changes()).map((change) => `${change.method} ${change.path}`)).to.deep.equal([
      'DELETE /carts/:cart/items/:item',
      'POST /carts/:cart/items',
      'POST /carts/:cart/items',
      'PATCH /carts/:cart',
    ]);
  });

  it('"Keep my current plan" resolves { finalized: false } and changes nothing', async () => {
    const svcCart = await cartWith({ productId: 101 });
    const before = svcCart.cart!.items.map((item) => item.id);
    const mounted = await configure(svcCart, { productId: 102 });
    sandbox().clearSent();
    part<HTMLButtonElement>('keep-button')!.click();
    expect(await mounted.settled).to.deep.equal({ finalized: false });
    expect(await changes()).to.deep.equal([]);
    expect(svcCart.cart!.items.map((item) => item.id)).to.deep.equal(before);
    expect(svcCart.customization).to.equal(null);
  });

  it('shows the router’s header: title and product', async () => {
    const svcCart = await cartWith({ productId: 101 });
    await configure(svcCart, { productId: 102 });
    expect(panel()!.dataset.customization).to.equal('subscription-replacement');
    expect(text(router()!.querySelector('[part="view-title"]'))).to.equal('Replace your subscription?');
    expect(text(router()!.querySelector('[part="view-product"]'))).to.equal('House Blend Subscription');
  });

  describe('failures', () => {
    it('a failed removal keeps the view with the error, the old plan and adds nothing', async () => {
      const svcCart = await cartWith({ productId: 101 });
      const before = svcCart.cart!.items.map((item) => item.id);
      const mounted = await configure(svcCart, { productId: 102 });
      sandbox().clearSent();
      sandbox().worker.use(
        http.delete(
          '*/storefront/v1/carts/:cartId/items/:itemId',
          () => HttpResponse.json({}, { status: 500 }),
          {
            once: true,
          },
        ),
      );
      part<HTMLButtonElement>('submit-button')!.click();
      await waitFor(() => part('view-error') !== null, 'the error');
      expect(text(part('view-error'))).to.equal('We could not complete that. Please try again.');
      expect(part('view-error')!.getAttribute('role')).to.equal('alert');
      expect((await changes()).map((change) => change.method)).to.deep.equal(['DELETE']);
      expect(svcCart.cart!.items.map((item) => item.id)).to.deep.equal(before);
      expect(svcCart.customization!.view).to.equal('subscription-replacement');
      expect(svcCart.error).to.equal(null);
      expect(mounted.state()).to.equal('pending');
    });

    it('a failed add puts the old plan back and keeps the view with the error; trying again replaces', async () => {
      const svcCart = await cartWith({ productId: 101, quantity: 2 });
      const mounted = await configure(svcCart, { productId: 102 });
      sandbox().clearSent();
      sandbox().worker.use(
        http.post(
          '*/storefront/v1/carts/:cartId/items',
          () =>
            HttpResponse.json(
              { code: 'validation_failed', message: 'This plan cannot be bought right now.' },
              { status: 422 },
            ),
          { once: true },
        ),
      );
      part<HTMLButtonElement>('submit-button')!.click();
      await waitFor(() => part('view-error') !== null, 'the error');
      expect(text(part('view-error'))).to.equal('This plan cannot be bought right now.');
      expect(await changes()).to.deep.equal([
        { method: 'DELETE', path: '/carts/:cart/items/:item', body: undefined },
        { method: 'POST', path: '/carts/:cart/items', body: { productId: 102 } },
        { method: 'POST', path: '/carts/:cart/items', body: { productId: 101, quantity: 2 } },
      ]);
      expect(svcCart.cart!.items.map((item) => [item.productId, item.quantity])).to.deep.equal([[101, 2]]);
      // The put-back line shows as the one in the cart.
      expect(lines('current-plan')).to.deep.equal(['Every 2 weeks $36.00 every 2 weeks Quantity: 2']);
      expect(svcCart.error).to.equal(null);
      expect(mounted.state()).to.equal('pending');

      part<HTMLButtonElement>('submit-button')!.click();
      expect(await mounted.settled).to.deep.equal({ finalized: true });
      expect(products(svcCart)).to.deep.equal([102]);
    });

    it('a failed second removal puts the first line back', async () => {
      const svcCart = await cartWith({ productId: 101 }, { productId: 103 });
      const mounted = await configure(svcCart, { productId: 102 });
      let deletes = 0;
      sandbox().worker.use(
        http.delete('*/storefront/v1/carts/:cartId/items/:itemId', () => {
          deletes += 1;
          return deletes === 2 ? HttpResponse.json({}, { status: 500 }) : undefined;
        }),
      );
      part<HTMLButtonElement>('submit-button')!.click();
      await waitFor(() => part('view-error') !== null, 'the error');
      expect(products(svcCart).sort()).to.deep.equal([101, 103]);
      expect(mounted.state()).to.equal('pending');
    });

    it('a failed add also puts back the add-ons and the coupon the removal took', async () => {
      const svcCart = await cartWith(
        { productId: 101 },
        { productId: 211, quantity: 1, addon: true, addonDuration: 1 },
      );
      await svcCart.applyCoupon('WELCOME10');
      await configure(svcCart, { productId: 102 });
      sandbox().worker.use(
        http.post('*/storefront/v1/carts/:cartId/items', () => HttpResponse.json({}, { status: 500 }), {
          once: true,
        }),
      );
      part<HTMLButtonElement>('submit-button')!.click();
      await waitFor(() => part('view-error') !== null, 'the error');
      await waitFor(() => svcCart.cart!.coupon?.code === 'WELCOME10', 'the coupon back');
      expect(
        svcCart.cart!.items.map((item) => [item.productId, item.addon, item.addonDuration]),
      ).to.deep.equal([
        [101, false, null],
        [211, true, 1],
      ]);
    });
  });

  it('the drawer passes axe, also with an error shown', async () => {
    const svcCart = await cartWith({ productId: 101 });
    await configure(svcCart, { productId: 102 });
    await expect(dialog()!).to.be.accessible();
    sandbox().worker.use(
      http.delete(
        '*/storefront/v1/carts/:cartId/items/:itemId',
        () => HttpResponse.json({}, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    part<HTMLButtonElement>('submit-button')!.click();
    await waitFor(() => part('view-error') !== null, 'the error');
    await expect(dialog()!).to.be.accessible();
  });

  describe('keyboard only', () => {
    const tabToPart = async (name: string) => {
      for (let presses = 0; presses < 20 && deepActiveElement()?.getAttribute('part') !== name; presses++)
        await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()?.getAttribute('part')).to.equal(name);
    };

    it('Tab to Replace and press Enter', async () => {
      const svcCart = await cartWith({ productId: 101 });
      const mounted = await configure(svcCart, { productId: 102 });
      await tabToPart('submit-button');
      await sendKeys({ press: 'Enter' });
      expect(await mounted.settled).to.deep.equal({ finalized: true });
      expect(products(svcCart)).to.deep.equal([102]);
    });

    it('Tab on to "Keep my current plan", Shift+Tab back, Tab again and press Space', async () => {
      const svcCart = await cartWith({ productId: 101 });
      const mounted = await configure(svcCart, { productId: 102 });
      await tabToPart('submit-button');
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()?.getAttribute('part')).to.equal('keep-button');
      await pressShiftTab();
      expect(deepActiveElement()?.getAttribute('part')).to.equal('submit-button');
      await sendKeys({ press: 'Tab' });
      await pressSpace();
      expect(await mounted.settled).to.deep.equal({ finalized: false });
      expect(products(svcCart)).to.deep.equal([101]);
    });
  });
});
