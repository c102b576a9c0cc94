/**
 * The editors of a subscription card of the portal (`<svc-portal-subscription>` in the list): the
 * box through the build-a-box view in edit mode and the answers through the survey view in edit
 * mode, with the sandbox's refusals shown in the view and the card equal to the server's state;
 * axe and the keyboard on the card and its editors. The quantities: subscription-edits.test.ts.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { LitElement } from 'lit';
import { http, HttpResponse } from 'msw';
import { deepActiveElement, tabTo, waitFor } from '../elements/element-helpers.js';
import { nextEvent, setupWidget, signedInWidget } from './portal-helpers.js';
import {
  describeNode,
  expectNothing,
  expectSame,
  inEditor,
  mountCard,
  subscriptionSandbox,
  text,
  type,
  type Card,
} from './subscription-card-harness.js';

describe('subscription editors in the portal', () => {
  const sandbox = setupWidget();
  const { refuseNextSave, stored, changes } = subscriptionSandbox(sandbox);

  describe('the box, in the build-a-box view in edit mode', () => {
    const view = (card: Card) => card.root.querySelector<LitElement>('svc-view-bundle');
    const inView = <E extends HTMLElement = HTMLElement>(card: Card, selector: string) =>
      inEditor(card, 'svc-view-bundle', selector) as E | null;
    const viewButton = (card: Card, label: string) => {
      const found = [...(view(card)?.shadowRoot?.querySelectorAll('button') ?? [])].find(
        (button) => (button.getAttribute('aria-label') ?? text(button)) === label,
      );
      if (!found) throw new Error(`no button ${label}`);
      return found;
    };
    const viewChoice = (card: Card, label: string) => {
      const found = [...(view(card)?.shadowRoot?.querySelectorAll('label') ?? [])].find((element) =>
        text(element).startsWith(label),
      );
      return found!.querySelector('input')!;
    };
    const press = async (card: Card, target: HTMLElement, times = 1) => {
      for (let i = 0; i < times; i += 1) {
        target.click();
        await view(card)!.updateComplete;
      }
    };

    async function openBox(card: Card): Promise<void> {
      card.part('change-box')!.click();
      await waitFor(() => Boolean(inView(card, '[part~="tray"]')), 'the box editor');
      await waitFor(() => Boolean(inView(card, '[part~="item-name"]')), 'the items');
    }

    it('starts from the current box, saves the new items, closes and shows the new contents', async () => {
      const svcCart = await signedInWidget();
      const card = await mountCard(svcCart, 8);
      expect(text(card.part('box'))).to.match(
        /^In your box 2 × Ethiopia Guji ?2 × Colombia Huila Change box/,
      );
      await openBox(card);
      expect(card.part('change-box')!.getAttribute('aria-expanded')).to.equal('true');
      expectSame(card.root.activeElement, card.part('editor'));
      expect(text(inView(card, '[part~="tray"]'))).to.equal(
        'In your box Ethiopia Guji × 2 × Colombia Huila × 2 ×',
      );
      expect(viewChoice(card, 'Medium').checked).to.equal(true);
      // The card's Quantity field holds the number of boxes: the view does not ask it again.
      expect(text(view(card)!.shadowRoot!.querySelector('[part~="view-body"]'))).not.to.contain(
        'How many boxes',
      );
      // Flat: the editor is no box of its own inside the card.
      expect(getComputedStyle(card.part('editor')!).borderInlineStartWidth).to.equal('0px');
      expect(text(inView(card, '[part~="submit-button"]'))).to.match(/^Save box/);

      await press(card, viewChoice(card, 'Box of 8'));
      await press(card, viewButton(card, 'Add one Colombia Huila'), 2);
      await press(card, viewButton(card, 'Add one Kenya Nyeri'), 2);
      const event = nextEvent(svcCart, 'SUBSCRIPTION_UPDATED');
      inView(card, '[part~="submit-button"]')!.click();
      await event;
      await waitFor(() => view(card) === null, 'the editor closed');

      const [sent] = await changes('/subscriptions/8/bundle');
      expect(sent!.method).to.equal('PUT');
      expect(sent!.body).to.deep.equal({
        productId: 501,
        bundle: {
          items: [
            { productId: 401, quantity: 2 },
            { productId: 402, quantity: 4 },
            { productId: 404, quantity: 2 },
          ],
          preferences: [{ attributeId: 1, values: [12] }],
        },
      });
      await card.updated();
      expect(text(card.part('box'))).to.match(
        /^In your box 2 × Ethiopia Guji ?4 × Colombia Huila ?2 × Kenya Nyeri Change box Saved/,
      );
      expectSame(card.root.activeElement, card.part('change-box'));
      expect(card.part('change-box')!.getAttribute('aria-expanded')).to.equal('false');
      expect(text(card.part('title'))).to.equal('Build Your Box');
    });

    it('a box of 8 opens in the box-of-8 size', async () => {
      const svcCart = await signedInWidget();
      stored(8).items[0]!.bundle = {
        items: [
          { productId: 401, quantity: 4 },
          { productId: 402, quantity: 4 },
        ],
        preferences: [],
      };
      const card = await mountCard(svcCart, 8);
      expect(text(card.part('box'))).to.match(/^In your box 4 × Ethiopia Guji ?4 × Colombia Huila/);
      await openBox(card);
      expect(viewChoice(card, 'Box of 8').checked).to.equal(true);
      expect(text(inView(card, '[part~="progress"]'))).not.to.match(/Remove/);
    });

    it('a box the server refuses (too few items): the reason in the view, the editor open, the card unchanged', async () => {
      const svcCart = await signedInWidget();
      const card = await mountCard(svcCart, 8);
      // The sandbox's own answer to a box with one item, given to the next save.
      const real = await refuseNextSave('/subscriptions/8/bundle', {
        productId: null,
        bundle: { items: [{ productId: 401, quantity: 1 }], preferences: [] },
      });
      expect(real.body!.code).to.equal('bundle_rules_not_met');
      await openBox(card);
      inView(card, '[part~="submit-button"]')!.click();
      await waitFor(() => Boolean(inView(card, '[part~="field-error"]')), 'the refusal');
      expect(text(inView(card, '[part~="field-error"]'))).to.match(/Add 3 more items/);
      expect(describeNode(view(card))).not.to.equal('nothing');
      expectNothing(card.part('saved'));
      expect(text(card.part('box'))).to.match(
        /^In your box 2 × Ethiopia Guji ?2 × Colombia Huila Change box/,
      );
      expect(stored(8).items[0]!.bundle!.items).to.have.length(2);
    });

    it('preferences the server refuses (422 on preferences): the reason in the view, the card unchanged', async () => {
      const svcCart = await signedInWidget();
      const card = await mountCard(svcCart, 8);
      const real = await refuseNextSave('/subscriptions/8/bundle', {
        productId: null,
        bundle: { items: null, preferences: [{ attributeId: 1, values: [99] }] },
      });
      const reason = Object.values(real.body!.errors!)[0]![0]!;
      await openBox(card);
      inView(card, '[part~="submit-button"]')!.click();
      await waitFor(
        () => Boolean(inView(card, '[part~="view-error"], [part~="field-error"]')),
        'the refusal',
      );
      expect(text(inView(card, '[part~="view-error"], [part~="field-error"]'))).to.equal(reason);
      expect(text(card.part('box'))).to.match(
        /^In your box 2 × Ethiopia Guji ?2 × Colombia Huila Change box/,
      );
      expect(stored(8).items[0]!.bundle!.preferences).to.deep.equal([{ attributeId: 1, values: [12] }]);
    });

    it('Close without saving sends nothing and gives the focus back', async () => {
      const svcCart = await signedInWidget();
      const card = await mountCard(svcCart, 8);
      await openBox(card);
      card.part('close')!.click();
      await card.updated();
      expectNothing(view(card));
      expectSame(card.root.activeElement, card.part('change-box'));
      expect((await changes('/subscriptions/8/bundle')).length).to.equal(0);
    });

    it('a box editor that cannot open (no network) says so next to Change box', async () => {
      const svcCart = await signedInWidget();
      const card = await mountCard(svcCart, 8);
      sandbox().worker.use(http.get('*/storefront/v1/variants/:id', () => HttpResponse.error()));
      // Drop the known plan so the customization asks for it.
      card.element.subscription = { ...card.element.subscription!, product: undefined };
      await card.updated();
      card.part('change-box')!.click();
      await waitFor(() => card.error('box') !== '', 'the refusal');
      expect(card.error('box')).to.equal('We could not reach the shop. Check your connection and try again.');
      expectNothing(view(card));
    });
  });

  describe('the answers, in the survey view in edit mode', () => {
    const view = (card: Card) => card.root.querySelector<LitElement>('svc-view-survey');
    const inView = <E extends HTMLElement = HTMLElement>(card: Card, selector: string) =>
      inEditor(card, 'svc-view-survey', selector) as E | null;

    async function openAnswers(card: Card): Promise<void> {
      card.part('change-answers')!.click();
      await waitFor(() => Boolean(inView(card, '[data-question]')), 'the survey editor');
    }

    it('starts from the current answers and saves the new ones with updateOrders', async () => {
      const svcCart = await signedInWidget();
      const card = await mountCard(svcCart, 9);
      await openAnswers(card);
      expect(inView<HTMLInputElement>(card, 'input[name="q3"][value="31"]')!.checked).to.equal(true);
      expect(inView<HTMLInputElement>(card, 'input[name="q4"][value="41"]')!.checked).to.equal(true);
      expect(text(inView(card, '[part~="submit-button"]'))).to.equal('Save answers');
      const updateOrders = card.part<HTMLInputElement>('update-orders')!;
      expect(text(updateOrders.closest('label'))).to.equal('Also apply to orders already generated');
      updateOrders.click();
      inView<HTMLInputElement>(card, 'input[name="q3"][value="32"]')!.click();
      await view(card)!.updateComplete;

      const event = nextEvent(svcCart, 'SUBSCRIPTION_UPDATED');
      inView(card, '[part~="submit-button"]')!.click();
      await event;
      await waitFor(() => view(card) === null, 'the editor closed');
      const [sent] = await changes('/subscriptions/9/preferences');
      expect(sent!.method).to.equal('PUT');
      const body = sent!.body as {
        preferences: { questionId: number; answers: unknown[] }[];
        updateOrders: boolean;
      };
      expect(body.updateOrders).to.equal(true);
      expect(body.preferences.find((option) => option.questionId === 3)!.answers).to.deep.equal([{ id: 32 }]);
      expect(body.preferences.find((option) => option.questionId === 4)!.answers).to.deep.equal([{ id: 41 }]);
      await card.updated();
      expect(text(card.part('answers'))).to.match(/Change answers Saved/);
      expectSame(card.root.activeElement, card.part('change-answers'));
    });

    it('without the box ticked, updateOrders is not sent', async () => {
      const svcCart = await signedInWidget();
      const card = await mountCard(svcCart, 9);
      await openAnswers(card);
      inView(card, '[part~="submit-button"]')!.click();
      await waitFor(() => view(card) === null, 'the editor closed');
      const [sent] = await changes('/subscriptions/9/preferences');
      expect(sent!.body).not.to.have.property('updateOrders');
    });

    it('answers the server refuses: the reason at the question, the answers kept, the card unchanged', async () => {
      const svcCart = await signedInWidget();
      const card = await mountCard(svcCart, 9);
      const real = await refuseNextSave('/subscriptions/9/preferences', {
        preferences: [{ questionId: 3, answers: [{ id: 99 }] }],
      });
      await openAnswers(card);
      inView<HTMLInputElement>(card, 'input[name="q3"][value="32"]')!.click();
      inView(card, '[part~="submit-button"]')!.click();
      // The API names the answer `preferences.0…`; the view shows it by the question (`options.0…`).
      const errors = (real.body as { errors: Record<string, string[]> }).errors;
      const [field, [message]] = Object.entries(errors)[0]!;
      expect(field).to.match(/^preferences\.0\./);
      const shown = () =>
        [...(view(card)?.shadowRoot?.querySelectorAll('[part~="field-error"]') ?? [])]
          .map((node) => text(node))
          .filter(Boolean);
      await waitFor(() => shown().length > 0, 'the refusal');
      expect(shown()).to.deep.equal([message]);
      expect(inView(card, '[part~="view-error"]')?.textContent?.trim() ?? '').to.equal('');
      expect(inView<HTMLInputElement>(card, 'input[name="q3"][value="32"]')!.checked).to.equal(true);
      expectNothing(card.part('saved'));
      expect(stored(9).items[0]!.preferences![0]).to.deep.equal({ questionId: 3, answers: [{ id: 31 }] });
    });

    it('a plan without a survey has no Change answers', async () => {
      const svcCart = await signedInWidget();
      const card = await mountCard(svcCart, 1);
      expectNothing(card.part('answers'));
      expectNothing(card.part('change-answers'));
      expectNothing(card.part('change-box'));
    });
  });

  describe('accessibility', () => {
    it('axe finds nothing on a card, with the box editor and with the survey editor', async () => {
      const svcCart = await signedInWidget();
      const card = await mountCard(svcCart, 1);
      await type(card, 'quantity', '0');
      card.save('quantity').click();
      await card.updated();
      await expect(card.element).to.be.accessible();

      const box = await mountCard(svcCart, 8);
      box.part('change-box')!.click();
      await waitFor(() => Boolean(inEditor(box, 'svc-view-bundle', '[part~="item-name"]')), 'the box editor');
      await expect(box.element).to.be.accessible();

      const answers = await mountCard(svcCart, 9);
      answers.part('change-answers')!.click();
      await waitFor(
        () => Boolean(inEditor(answers, 'svc-view-survey', '[data-question]')),
        'the survey editor',
      );
      await expect(answers.element).to.be.accessible();
    });

    it('by keyboard alone: Tab to the quantity, type, Tab to Save, Space saves and the focus stays', async () => {
      const svcCart = await signedInWidget();
      const card = await mountCard(svcCart, 1);
      await tabTo((element) => element === card.input('quantity'), 'the quantity', 80);
      await sendKeys({ press: 'Backspace' });
      await sendKeys({ type: '3' });
      await card.updated();
      expect(text(card.part('effect'))).to.equal('From your next delivery: 3 × $18.00 = $54.00');
      await sendKeys({ press: 'Tab' });
      expectSame(deepActiveElement(), card.save('quantity'));
      await sendKeys({ press: ' ' });
      await waitFor(() => text(card.part('saved')) === 'Saved', 'Saved');
      expectSame(deepActiveElement(), card.save('quantity'));
      expect(stored(1).quantity).to.equal(3);

      // Enter in the add-on's field saves it too.
      await tabTo((element) => element === card.input('addon-12'), 'the add-on quantity', 80);
      await sendKeys({ press: 'Backspace' });
      await sendKeys({ type: '1' });
      await sendKeys({ press: 'Enter' });
      await waitFor(() => stored(1).items[1]!.quantity === 1, 'the add-on saved');
    });

    it('by keyboard alone: Enter opens the box editor, whose controls Tab reaches', async () => {
      const svcCart = await signedInWidget();
      const card = await mountCard(svcCart, 8);
      await tabTo((element) => element === card.part('change-box'), 'Change box', 80);
      await sendKeys({ press: 'Enter' });
      await waitFor(
        () => Boolean(inEditor(card, 'svc-view-bundle', '[part~="item-name"]')),
        'the box editor',
      );
      expectSame(card.root.activeElement, card.part('editor'));
      const submit = () => inEditor(card, 'svc-view-bundle', '[part~="submit-button"]');
      await tabTo((element) => element === submit(), 'Save box', 80);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => card.root.querySelector('svc-view-bundle') === null, 'the editor closed');
      expect((await changes('/subscriptions/8/bundle')).length).to.equal(1);
    });
  });
});
