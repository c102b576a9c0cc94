/**
 * Changes on a subscription card of the portal (`<svc-portal-subscription>` in the list): the
 * quantity (with the shop's setting on and off), an add-on's quantity, the box through the
 * build-a-box view in edit mode and the answers through the survey view in edit mode; every
 * refusal the sandbox gives shown next to its control with the card equal to the server's
 * state; one request per double click; axe and the keyboard.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Subscription } from '@svc/sdk';
import type { LitElement } from 'lit';
import { http, HttpResponse } from 'msw';
import { sandboxRequest, type SentRequest } from '../../sandbox/testing.js';
import '../../src/portal/parts/portal-subscriptions.js';
import type { SvcPortalSubscriptions } from '../../src/portal/parts/portal-subscriptions.js';
import type { SvcPortalSubscription } from '../../src/portal/parts/subscription-card.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { deepActiveElement, tabTo } from '../elements/element-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { mountPart, nextEvent, setupWidget, signedInWidget } from './portal-helpers.js';

const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Elements are compared by identity and described in failures: chai's diff of an element would stall the reporter. */
const describeNode = (node: Element | null | undefined) => (node ? node.outerHTML.slice(0, 160) : 'nothing');
const expectNothing = (node: Element | null | undefined) => expect(describeNode(node)).to.equal('nothing');
const expectSame = (actual: Element | null | undefined, wanted: Element | null | undefined) =>
  expect(actual === wanted, `expected ${describeNode(wanted)}, got ${describeNode(actual)}`).to.equal(true);

/** One subscription's card, shown as the list shows it with `subscription-id`. */
interface Card {
  element: SvcPortalSubscription;
  root: ShadowRoot;
  part<E extends HTMLElement = HTMLElement>(name: string, within?: string): E | null;
  input(key: string): HTMLInputElement | null;
  save(key: string): HTMLButtonElement;
  error(key: string): string;
  updated(): Promise<void>;
}

/** `selector` in the shadow root of the view `tag` open in `card`'s editor, or null. */
const inEditor = (card: Card, tag: string, selector: string) =>
  card.root.querySelector(tag)?.shadowRoot?.querySelector(selector) ?? null;

async function mountCard(svcCart: SvcCart, id: number): Promise<Card> {
  const spot = await mountPart('span', svcCart);
  const list = document.createElement('svc-portal-subscriptions') as SvcPortalSubscriptions;
  list.subscriptionId = id;
  spot.replaceWith(list);
  await waitFor(
    () => Boolean(list.shadowRoot?.querySelector('svc-portal-subscription')?.shadowRoot?.firstElementChild),
    `subscription ${id}`,
  );
  const element = list.shadowRoot!.querySelector('svc-portal-subscription')!;
  const root = element.shadowRoot!;
  const form = (key: string) => root.querySelector(`#${key}`)!.closest('form')!;
  return {
    element,
    root,
    part: <E extends HTMLElement>(name: string, within = '') =>
      root.querySelector<E>(`${within} [part~="${name}"]`.trim()),
    input: (key) => root.querySelector<HTMLInputElement>(`input#${key}`),
    save: (key) => form(key).querySelector<HTMLButtonElement>('button[type="submit"]')!,
    error: (key) => text(root.querySelector(`#${key}-error`)),
    updated: async () => {
      await element.updateComplete;
    },
  };
}

async function type(card: Card, key: string, value: string): Promise<void> {
  const input = card.input(key)!;
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await card.updated();
}

/** The signed-in customer's token (for a request straight to the sandbox). */
const token = () => /(?:^|; )svc_access_token=([^;]*)/.exec(document.cookie)?.[1] ?? '';

describe('subscription changes in the portal', () => {
  const sandbox = setupWidget();

  /**
   * The sandbox's own 422 for `body` at `PUT path`, asked directly, then given once to the next
   * save at that path (the editor sends a valid body of its own). Resolves with that answer.
   */
  async function refuseNextSave(path: string, body: unknown) {
    const real = await sandboxRequest('PUT', path, body, token());
    expect(real.status).to.equal(422);
    sandbox().worker.use(
      http.put(`*/storefront/v1${path}`, () => HttpResponse.json(real.body, { status: 422 }), {
        once: true,
      }),
    );
    return real;
  }
  const stored = (id: number) =>
    (sandbox().store.subscriptions as unknown as Subscription[]).find(
      (subscription) => subscription.id === id,
    )!;
  const changes = async (path: string): Promise<SentRequest[]> =>
    (await sandbox().sent()).filter((request) => request.method !== 'GET' && request.path === path);

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
      expect(text(card.part('box'))).to.match(/^In your box 4 items/);
      await openBox(card);
      expect(card.part('change-box')!.getAttribute('aria-expanded')).to.equal('true');
      expectSame(card.root.activeElement, card.part('editor'));
      expect(text(inView(card, '[part~="tray"]'))).to.equal(
        'In your box Ethiopia Guji × 2 × Colombia Huila × 2 ×',
      );
      expect(viewChoice(card, 'Medium').checked).to.equal(true);
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
      expect(text(card.part('box'))).to.match(/^In your box 8 items Change box Saved/);
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
      expect(text(card.part('box'))).to.match(/^In your box 8 items/);
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
      expect(text(card.part('box'))).to.match(/^In your box 4 items/);
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
      expect(text(card.part('box'))).to.match(/^In your box 4 items/);
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
