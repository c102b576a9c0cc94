/**
 * Changes on a subscription card of the portal (`<svc-portal-subscription>` in the list): the
 * quantity (with the shop's setting on and off) and an add-on's quantity; every refusal the
 * sandbox gives shown next to its control with the card equal to the server's state; one request
 * per double click. The box and answers editors and the keyboard: subscription-editors.test.ts.
 */
import { expect, oneEvent } from '@open-wc/testing';
import type { Subscription } from '@svc/sdk';
import { http, HttpResponse } from 'msw';
import { deepActiveElement } from '../elements/element-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { nextEvent, setupWidget, signedInWidget } from './portal-helpers.js';
import {
  expectNothing,
  expectSame,
  mountCard,
  subscriptionSandbox,
  text,
  type,
  type Card,
} from './subscription-card-harness.js';

describe('subscription changes in the portal', () => {
  const sandbox = setupWidget();
  const { stored, changes } = subscriptionSandbox(sandbox);

  describe('quantity', () => {
    it('shows the effect, saves { quantity: 3 }, updates the card in place and announces it', async () => {
      const svcCart = await signedInWidget();
      const card = await mountCard(svcCart, 1);
      await type(card, 'quantity', '3');
      expect(text(card.part('effect'))).to.equal('From your next delivery: 3 × $18.00 = $54.00');

      const event = nextEvent(svcCart, 'SUBSCRIPTION_UPDATED');
      const onWindow = oneEvent(window, 'svc-cart:subscription-updated');
      const announced = oneEvent(card.element, 'svc-portal-subscription-changed');
      const save = card.save('quantity');
      save.focus();
      save.click();
      const { data } = await event;
      expect((data as { subscription: Subscription }).subscription.quantity).to.equal(3);
      expect(((await onWindow) as CustomEvent).detail.data.subscription.quantity).to.equal(3);
      expect((await announced).detail.subscription.quantity).to.equal(3);
      await waitFor(() => text(card.part('saved')) === 'Saved', 'Saved');

      const [sent] = await changes('/subscriptions/1');
      expect(sent!.method).to.equal('PATCH');
      expect(sent!.body).to.deep.equal({ quantity: 3 });
      expect(card.input('quantity')!.value).to.equal('3');
      expect(card.element.subscription!.quantity).to.equal(3);
      // $54.00 for the coffee and $12.00 for the filters.
      expect(text(card.part('next'))).to.equal('Next payment Dec 1, 2026 · $66.00 Next delivery Dec 2, 2026');
      expectSame(deepActiveElement(), save);
      expect(stored(1).quantity).to.equal(3);
    });

    it('checks the number before sending anything', async () => {
      const svcCart = await signedInWidget();
      const card = await mountCard(svcCart, 1);
      await type(card, 'quantity', '0');
      card.save('quantity').click();
      await card.updated();
      expect(card.error('quantity')).to.equal('Enter a whole number of 1 or more.');
      expect(card.input('quantity')!.getAttribute('aria-invalid')).to.equal('true');
      expectSame(card.root.activeElement, card.input('quantity'));
      expect((await changes('/subscriptions/1')).length).to.equal(0);
    });

    it('a double click sends one request', async () => {
      const svcCart = await signedInWidget();
      const card = await mountCard(svcCart, 1);
      await type(card, 'quantity', '2');
      card.save('quantity').click();
      card.save('quantity').click();
      await card.updated();
      expect(card.save('quantity').getAttribute('aria-busy')).to.equal('true');
      expect(text(card.save('quantity'))).to.equal('Saving…');
      await waitFor(() => text(card.part('saved')) === 'Saved', 'Saved');
      card.save('quantity').click();
      await card.updated();
      expect((await changes('/subscriptions/1')).length).to.equal(1);
    });

    it('with the shop’s quantity setting off: no field, and the reason', async () => {
      sandbox().store.shop.settings.subscriptionQuantitySelector = false;
      const svcCart = await signedInWidget();
      const card = await mountCard(svcCart, 1);
      expectNothing(card.root.querySelector('input'));
      expectNothing(card.root.querySelector('[part="quantity-form"]'));
      expect(text(card.part('reason'))).to.equal(
        'This shop does not let you change quantities here. Contact us to change it.',
      );
      expect(text(card.part('card'))).to.contain('Quantity: 1');
      expect(text(card.part('addon'))).to.equal('Paper Filters, 100 filters × 2 · Every delivery');
    });

    it('a cancelled subscription has no change controls and says why', async () => {
      const svcCart = await signedInWidget();
      const card = await mountCard(svcCart, 5);
      expect(card.root.querySelector('input, form, [part="change-box"], [part="change-answers"]')).to.equal(
        null,
      );
      expect(text(card.part('reason'))).to.equal(
        'This subscription was cancelled, so it can no longer be changed.',
      );
    });
  });

  describe('refusals, next to their control, with the card as the server has it', () => {
    /** Types 3, saves, and waits for the refusal; the typed value stays, the card stays as it was. */
    async function refused(card: Card): Promise<string> {
      const before = text(card.part('next'));
      await type(card, 'quantity', '3');
      card.save('quantity').click();
      await waitFor(() => card.error('quantity') !== '', 'the refusal');
      expect(card.input('quantity')!.value).to.equal('3');
      expect(card.input('quantity')!.getAttribute('aria-invalid')).to.equal('true');
      expect(card.input('quantity')!.getAttribute('aria-describedby')).to.contain('quantity-error');
      expect(card.element.subscription!.quantity).to.equal(stored(1).quantity);
      expect(text(card.part('next'))).to.equal(before);
      expectNothing(card.part('saved'));
      return card.error('quantity');
    }

    it('a subscription that became non-editable (422 subscription_not_editable)', async () => {
      const svcCart = await signedInWidget();
      const card = await mountCard(svcCart, 1);
      stored(1).status = 'cancelled';
      expect(await refused(card)).to.equal('This subscription can no longer be changed.');
    });

    it('a shop that turned quantity changes off (422 quantity_change_not_allowed)', async () => {
      const svcCart = await signedInWidget();
      const card = await mountCard(svcCart, 1);
      sandbox().store.shop.settings.subscriptionQuantitySelector = false;
      expect(await refused(card)).to.equal(
        'This shop does not let you change quantities here. Contact us to change it.',
      );
    });

    it('a server failure (fault injection, 503)', async () => {
      const svcCart = await signedInWidget();
      const card = await mountCard(svcCart, 1);
      sandbox().store.faults.fail = ['subscriptions.update'];
      expect(await refused(card)).to.equal('We could not complete that. Please try again.');
      // Trying again once the server is back saves what was typed.
      sandbox().store.faults.fail = [];
      card.save('quantity').click();
      await waitFor(() => text(card.part('saved')) === 'Saved', 'Saved');
      expect(card.error('quantity')).to.equal('');
      expect(stored(1).quantity).to.equal(3);
    });

    it('no network', async () => {
      const svcCart = await signedInWidget();
      const card = await mountCard(svcCart, 1);
      sandbox().worker.use(http.patch('*/storefront/v1/subscriptions/1', () => HttpResponse.error()));
      expect(await refused(card)).to.equal(
        'We could not reach the shop. Check your connection and try again.',
      );
    });
  });

  describe('add-ons', () => {
    it('changes an add-on’s quantity with the effect first, at its volume price', async () => {
      const svcCart = await signedInWidget();
      const card = await mountCard(svcCart, 1);
      await type(card, 'addon-12', '3');
      expect(text(card.part('effect', '[part="addon"]'))).to.equal(
        'From your next delivery: 3 × $5.00 = $15.00',
      );
      const event = nextEvent(svcCart, 'SUBSCRIPTION_UPDATED');
      card.save('addon-12').click();
      await event;
      await waitFor(() => text(card.part('saved', '[part="addon"]')) === 'Saved', 'Saved');
      const [sent] = await changes('/subscriptions/1/items/12');
      expect(sent!.method).to.equal('PATCH');
      expect(sent!.body).to.deep.equal({ quantity: 3 });
      expect(text(card.part('addon')!.querySelector('p'))).to.equal(
        'Paper Filters, 100 filters × 3 · Every delivery',
      );
      expect(text(card.part('next'))).to.equal('Next payment Dec 1, 2026 · $33.00 Next delivery Dec 2, 2026');
      expect(card.input('quantity')!.value).to.equal('1');
    });

    it('a refused add-on change shows next to the add-on, not next to the quantity', async () => {
      const svcCart = await signedInWidget();
      const card = await mountCard(svcCart, 1);
      stored(1).status = 'expired';
      await type(card, 'addon-12', '4');
      card.save('addon-12').click();
      await waitFor(() => card.error('addon-12') !== '', 'the refusal');
      expect(card.error('addon-12')).to.equal('This subscription can no longer be changed.');
      expect(card.error('quantity')).to.equal('');
      expect(card.input('addon-12')!.value).to.equal('4');
      expect(text(card.part('addon')!.querySelector('p'))).to.equal(
        'Paper Filters, 100 filters × 2 · Every delivery',
      );
    });
  });
});
