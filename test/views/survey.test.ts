/**
 * The survey view (`svc-view-survey`): the questions of a plan's survey on one screen, from
 * `configureItem({ productId: <plan with a survey> })` to the line in the cart with its `options`.
 * Survey 1 of the sandbox ("Your tea profile", asked by plans 111 and 112 of "Tea Club") has one
 * question of every type.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import '../../src/views/svc-view-survey/index.js';
import '../../src/views/svc-view-pricing/index.js';
import type { ConfigureItemPayload, SvcCart } from '../../src/controller/svc-cart.js';
import { sandboxRequest } from '../../sandbox/testing.js';
import { deepActiveElement, dialog, tabTo } from '../elements/element-helpers.js';
import { router, text, viewTest, type Settled } from './view-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { panel, setupWidget, startWidget } from '../widget/helpers.js';

const { element: viewElement, open, part, view } = viewTest('survey');
const submitButton = () => part('submit-button') as HTMLButtonElement;
const question = (id: number) => view().querySelector<HTMLElement>(`[data-question="${id}"]`)!;
const errorOf = (id: number) => text(view().querySelector(`#q${id}-error`));
const input = (id: number) => view().querySelector<HTMLInputElement>(`#q${id}-input`)!;
const choice = (questionId: number, answerId: number) =>
  view().querySelector<HTMLInputElement>(`input[name="q${questionId}"][value="${answerId}"]`)!;
const quantity = (questionId: number, answerId: number) =>
  view().querySelector<HTMLInputElement>(`#q${questionId}-a${answerId}`)!;

/** Starts `configureItem(payload)` and waits for the survey’s questions; `state()` tells whether it settled. */
const openSurvey = (svcCart: SvcCart, payload: ConfigureItemPayload = { productId: 111 }) =>
  open(svcCart, payload, '[data-question]');

async function type(element: HTMLInputElement, value: string): Promise<void> {
  element.value = value;
  element.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await viewElement().updateComplete;
}

async function click(element: HTMLElement): Promise<void> {
  element.click();
  await viewElement().updateComplete;
}

/** An answer image that needs no server. */
const FRUITY_IMAGE = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E';

/** What the defaults of survey 1 send for plan 111 once a flavour is ticked. */
const DEFAULTS_WITH_FRUITY = [
  { questionId: 3, answers: [{ id: 31 }] },
  { questionId: 4, answers: [{ id: 41 }] },
  { questionId: 7, answers: [{ id: 71 }] },
];

describe('survey view', () => {
  const sandbox = setupWidget();

  /** The bodies of the add-to-cart requests that left the client. */
  const adds = async () =>
    (await sandbox().sent())
      .filter((request) => request.method === 'POST' && /^\/carts\/[^/]+\/items$/.test(request.path))
      .map((request) => request.body);

  /** Serves survey 1 as the sandbox does, changed by `change` (a shop configured otherwise). */
  async function serveSurvey(change: (survey: { questions: Record<string, unknown>[] }) => void) {
    const { body } = await sandboxRequest('GET', '/surveys/1?expand[]=answers.product');
    const survey = structuredClone(body!) as unknown as { questions: Record<string, unknown>[] };
    change(survey);
    sandbox().worker.use(http.get('*/storefront/v1/surveys/1', () => HttpResponse.json(survey)));
  }

  const answersOf = (survey: { questions: Record<string, unknown>[] }, questionId: number) =>
    survey.questions.find((q) => q.id === questionId)!.answers as Record<string, unknown>[];

  describe('the questions', () => {
    it('configureItem with plan 111 shows its survey through the router, with every question type', async () => {
      const svcCart = await startWidget();
      const opened = await openSurvey(svcCart);
      expect(panel()!.dataset.view).to.equal('survey');
      const header = router()!;
      expect(text(header.querySelector('[part="view-title"]'))).to.equal('A few questions');
      expect(text(header.querySelector('[part="view-product"]'))).to.equal('Tea Club');
      expect(text(part('survey-title'))).to.equal('Your tea profile');
      const questions = [...view().querySelectorAll<HTMLElement>('[data-question]')];
      expect(questions.map((q) => [q.dataset.question, q.localName])).to.deep.equal([
        ['1', 'div'],
        ['2', 'div'],
        ['3', 'fieldset'],
        ['4', 'fieldset'],
        ['5', 'fieldset'],
        ['6', 'fieldset'],
        ['7', 'fieldset'],
      ]);
      expect(text(question(1).querySelector('label'))).to.equal('Name on the tin (optional)');
      expect(input(1).type).to.equal('text');
      expect(text(question(2).querySelector('label'))).to.equal(
        'Where should we send brewing tips? (optional)',
      );
      expect(input(2).type).to.equal('email');
      expect(text(question(3).querySelector('legend'))).to.equal('Caffeine');
      expect(text(question(4).querySelector('legend'))).to.equal('Flavours you like');
      expect(text(question(5).querySelector('legend'))).to.equal('Extra sampler tins (optional)');
      expect(text(question(6).querySelector('legend'))).to.equal('Add a pack of paper filters? (optional)');
      expect(text(question(7).querySelector('legend'))).to.equal('How often?');
      expect(opened.state()).to.equal('pending');
      expect(await adds()).to.deep.equal([]);
    });

    it('loads the survey in the cart currency, with the products of plan and offer answers', async () => {
      const svcCart = await startWidget();
      // The cart's currency changed without the SDK's setCurrency: the survey still follows it.
      await svcCart.updateCart({ currencyCode: 'EUR' });
      sandbox().clearSent();
      await openSurvey(svcCart);
      const load = (await sandbox().sent()).find((request) => request.path === '/surveys/1')!;
      expect(load.method).to.equal('GET');
      expect(load.headers.get('x-currency')).to.equal('EUR');
      expect(load.url.searchParams.getAll('expand[]')).to.deep.equal(['answers.product']);
      expect(text(choice(4, 43).closest('[part~="option"]'))).to.equal('Spicy +€0.92');
      expect(text(choice(7, 71).closest('[part~="option"]'))).to.equal('Every month €23.00');
    });

    it('starts from the defaults: the default answers chosen, the plan being bought, quantities', async () => {
      const svcCart = await startWidget();
      await openSurvey(svcCart);
      expect(input(1).value).to.equal('');
      expect([choice(3, 31).checked, choice(3, 32).checked]).to.deep.equal([true, false]);
      expect([41, 42, 43].map((id) => choice(4, id).checked)).to.deep.equal([false, false, false]);
      expect(quantity(5, 51).value).to.equal('0');
      expect(choice(6, 61).checked).to.equal(false);
      expect([choice(7, 71).checked, choice(7, 72).checked]).to.deep.equal([true, false]);
    });

    it('the plan answer of the plan being bought is chosen, not the survey default (plan 112)', async () => {
      const svcCart = await startWidget();
      await openSurvey(svcCart, { productId: 112 });
      expect([choice(7, 71).checked, choice(7, 72).checked]).to.deep.equal([false, true]);
    });

    it('single choices are radio buttons, several choices and a single offer are checkboxes', async () => {
      const svcCart = await startWidget();
      await openSurvey(svcCart);
      expect(choice(3, 31).type).to.equal('radio');
      expect(choice(4, 41).type).to.equal('checkbox');
      expect(choice(6, 61).type).to.equal('checkbox');
      expect(choice(7, 71).type).to.equal('radio');
      // Required radio groups have no way to answer nothing; they are required.
      expect(question(3).querySelectorAll('input').length).to.equal(2);
      expect(choice(3, 31).required).to.equal(true);
    });

    it('shows the counts, extra prices, the offer and plan prices and what is left', async () => {
      const svcCart = await startWidget();
      await openSurvey(svcCart);
      expect(text(view().querySelector('#q4-hint'))).to.equal('Choose 1 to 2.');
      expect(question(4).getAttribute('aria-describedby')).to.equal('q4-hint q4-error');
      expect([41, 42, 43].map((id) => text(choice(4, id).closest('[part~="option"]')))).to.deep.equal([
        'Fruity',
        'Floral',
        'Spicy +$1.00',
      ]);
      expect(text(view().querySelector('#q5-hint'))).to.equal('Up to 3 in total.');
      expect(text(question(5).querySelector('[part="quantity-option"]'))).to.equal(
        'Sampler tin +$3.00 each · 10 left − +',
      );
      expect(text(choice(6, 61).closest('[part~="option"]'))).to.equal('Yes, add filters +$6.00');
      expect(text(choice(7, 71).closest('[part~="option"]'))).to.equal('Every month $25.00');
      expect(text(choice(7, 72).closest('[part~="option"]'))).to.equal('Every 2 months $48.00');
    });

    it('answer images have the answer as alt text; a sold-out answer is disabled and never a default', async () => {
      await serveSurvey((survey) => {
        const flavours = answersOf(survey, 4);
        flavours[0]!.imageUrl = FRUITY_IMAGE;
        Object.assign(flavours[1]!, { stockCount: 0, default: true });
        Object.assign(answersOf(survey, 5)[0]!, { defaultQuantity: 2 });
        Object.assign(answersOf(survey, 3)[0]!, { stockCount: 0 });
      });
      const svcCart = await startWidget();
      await openSurvey(svcCart);
      const image = choice(4, 41).closest('[part~="option"]')!.querySelector('img')!;
      expect(image.getAttribute('src')).to.equal(FRUITY_IMAGE);
      expect(image.alt).to.equal('Fruity');
      expect(image.getAttribute('part')).to.equal('option-image');
      expect(choice(4, 42).disabled).to.equal(true);
      expect(choice(4, 42).checked).to.equal(false);
      expect(text(choice(4, 42).closest('[part~="option"]'))).to.equal('Floral Sold out');
      // The default of question 3 is sold out: nothing is chosen there.
      expect([choice(3, 31).checked, choice(3, 32).checked]).to.deep.equal([false, false]);
      expect(quantity(5, 51).value).to.equal('2');
    });

    it('a quantity answer that is sold out has a disabled input and buttons', async () => {
      await serveSurvey((survey) => Object.assign(answersOf(survey, 5)[0]!, { stockCount: 0 }));
      const svcCart = await startWidget();
      await openSurvey(svcCart);
      const row = question(5).querySelector('[part="quantity-option"]')!;
      expect(quantity(5, 51).disabled).to.equal(true);
      expect([...row.querySelectorAll('button')].map((b) => b.disabled)).to.deep.equal([true, true]);
      expect(text(row)).to.equal('Sampler tin +$3.00 each Sold out − +');
    });

    it('an optional select question offers “No answer”', async () => {
      await serveSurvey((survey) => {
        survey.questions.find((q) => q.id === 3)!.required = false;
      });
      const svcCart = await startWidget();
      const opened = await openSurvey(svcCart);
      const none = view().querySelector<HTMLInputElement>('input[name="q3"][value=""]')!;
      expect(text(none.closest('[part~="option"]'))).to.equal('No answer');
      await click(none);
      expect(choice(3, 31).checked).to.equal(false);
      await click(choice(4, 41));
      submitButton().click();
      await waitFor(() => part('view-error') !== null, 'the answer of the sandbox');
      expect(await adds()).to.deep.equal([
        {
          productId: 111,
          options: [
            { questionId: 4, answers: [{ id: 41 }] },
            { questionId: 7, answers: [{ id: 71 }] },
          ],
        },
      ]);
      // The sandbox still requires question 3 (only the served survey changed): its refusal names
      // `options`, no single question, so it is shown above the button.
      expect(text(part('view-error'))).to.equal('Question 3 ("Caffeine") needs an answer.');
      expect(opened.state()).to.equal('pending');
    });
  });

  describe('adding the plan with its answers', () => {
    it('sends every answer in its shape and resolves { finalized: true } with the line in the cart', async () => {
      const svcCart = await startWidget();
      const opened = await openSurvey(svcCart);
      await type(input(1), '  Ana  ');
      await type(input(2), 'ana@example.com');
      await click(choice(3, 32));
      await click(choice(4, 43));
      await click(choice(4, 41));
      await click(question(5).querySelector<HTMLButtonElement>('[part="increase"]')!);
      await click(question(5).querySelector<HTMLButtonElement>('[part="increase"]')!);
      expect(quantity(5, 51).value).to.equal('2');
      await click(choice(6, 61));
      submitButton().click();
      expect(await opened.settled).to.deep.equal({ finalized: true });
      const options = [
        { questionId: 1, answers: [{ content: 'Ana' }] },
        { questionId: 2, answers: [{ content: 'ana@example.com' }] },
        { questionId: 3, answers: [{ id: 32 }] },
        { questionId: 4, answers: [{ id: 41 }, { id: 43 }] },
        { questionId: 5, answers: [{ id: 51, quantity: 2 }] },
        { questionId: 6, answers: [{ id: 61 }] },
        { questionId: 7, answers: [{ id: 71 }] },
      ];
      expect(await adds()).to.deep.equal([{ productId: 111, options }]);
      const lines = svcCart.cart!.items.map((item) => ({
        productId: item.productId,
        options: (item as { options?: unknown }).options,
      }));
      // The offer answer adds its product (filters, 211) as a line of its own.
      expect(lines).to.deep.equal([
        { productId: 111, options },
        { productId: 211, options: [] },
      ]);
      expect(svcCart.customization).to.equal(null);
    });

    it('the plan answer picks the plan of the line (112)', async () => {
      const svcCart = await startWidget();
      const opened = await openSurvey(svcCart);
      await click(choice(4, 42));
      await click(choice(7, 72));
      submitButton().click();
      expect(await opened.settled).to.deep.equal({ finalized: true });
      expect(await adds()).to.deep.equal([
        {
          productId: 111,
          options: [
            { questionId: 3, answers: [{ id: 31 }] },
            { questionId: 4, answers: [{ id: 42 }] },
            { questionId: 7, answers: [{ id: 72 }] },
          ],
        },
      ]);
      expect(svcCart.cart!.items.map((item) => item.productId)).to.deep.equal([112]);
    });

    it('a plan chosen in the pricing view goes on to its survey and is added with the quantity', async () => {
      const svcCart = await startWidget();
      let state: Settled = 'pending';
      const settled = svcCart.configureItem({ productId: 110 });
      settled.then((value) => (state = value));
      await waitFor(() => svcCart.customization?.view === 'pricing', 'the pricing view');
      await waitFor(
        () => Boolean(router()?.querySelector('svc-view-pricing')?.shadowRoot),
        'the pricing view to render',
      );
      const pricing = router()!.querySelector('svc-view-pricing')!.shadowRoot!;
      pricing.querySelector<HTMLInputElement>('input[name="plan"][value="112"]')!.click();
      await waitFor(() => pricing.querySelector<HTMLInputElement>('input[value="112"]')!.checked, 'plan 112');
      pricing.querySelector<HTMLButtonElement>('[part~="submit-button"]')!.click();
      await waitFor(
        () =>
          Boolean(router()?.querySelector('svc-view-survey')?.shadowRoot?.querySelector('[data-question]')),
        'the survey view',
      );
      expect(choice(7, 72).checked).to.equal(true);
      await click(choice(4, 41));
      submitButton().click();
      expect(await settled).to.deep.equal({ finalized: true });
      expect(state).to.deep.equal({ finalized: true });
      expect(await adds()).to.deep.equal([
        {
          productId: 112,
          quantity: 1,
          options: [
            { questionId: 3, answers: [{ id: 31 }] },
            { questionId: 4, answers: [{ id: 41 }] },
            { questionId: 7, answers: [{ id: 72 }] },
          ],
        },
      ]);
    });

    it('with a subscription of the same product in the cart, the answers go on to the replacement view', async () => {
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 111, options: DEFAULTS_WITH_FRUITY });
      sandbox().clearSent();
      const opened = await openSurvey(svcCart, { productId: 112 });
      await click(choice(4, 41));
      submitButton().click();
      await waitFor(() => svcCart.customization?.view === 'subscription-replacement', 'the replacement view');
      expect(svcCart.customization!.payload).to.deep.equal({
        productId: 112,
        options: [
          { questionId: 3, answers: [{ id: 31 }] },
          { questionId: 4, answers: [{ id: 41 }] },
          { questionId: 7, answers: [{ id: 72 }] },
        ],
      });
      expect(await adds()).to.deep.equal([]);
      expect(opened.state()).to.equal('pending');
    });
  });

  describe('checks before sending', () => {
    it('a required question without an answer is named next to it, focused, and nothing is sent', async () => {
      const svcCart = await startWidget();
      const opened = await openSurvey(svcCart);
      sandbox().clearSent();
      submitButton().click();
      await waitFor(() => errorOf(4) !== '', 'the message');
      expect(errorOf(4)).to.equal('Please choose an answer.');
      expect(view().querySelector('#q4-error')!.getAttribute('role')).to.equal('alert');
      expect(choice(4, 41).getAttribute('aria-invalid')).to.equal('true');
      expect([1, 2, 3, 5, 6, 7].map(errorOf)).to.deep.equal(['', '', '', '', '', '']);
      expect(deepActiveElement()).to.equal(choice(4, 41));
      expect(await sandbox().sent()).to.deep.equal([]);
      expect(opened.state()).to.equal('pending');
      // Answering clears the message.
      await click(choice(4, 42));
      expect(errorOf(4)).to.equal('');
    });

    it('more answers than maxCount: “Choose at most 2 answers.”', async () => {
      const svcCart = await startWidget();
      await openSurvey(svcCart);
      sandbox().clearSent();
      for (const id of [41, 42, 43]) await click(choice(4, id));
      submitButton().click();
      await waitFor(() => errorOf(4) !== '', 'the message');
      expect(errorOf(4)).to.equal('Choose at most 2 answers.');
      expect(await sandbox().sent()).to.deep.equal([]);
    });

    it('fewer answers than minCount: “Choose at least 2 answers.”', async () => {
      await serveSurvey((survey) => {
        survey.questions.find((q) => q.id === 4)!.minCount = 2;
      });
      const svcCart = await startWidget();
      await openSurvey(svcCart);
      sandbox().clearSent();
      await click(choice(4, 41));
      submitButton().click();
      await waitFor(() => errorOf(4) !== '', 'the message');
      expect(errorOf(4)).to.equal('Choose at least 2 answers.');
      expect(await sandbox().sent()).to.deep.equal([]);
    });

    it('a total above maxAmount: “Choose at most 3 in total.”', async () => {
      const svcCart = await startWidget();
      await openSurvey(svcCart);
      sandbox().clearSent();
      await click(choice(4, 41));
      await type(quantity(5, 51), '4');
      submitButton().click();
      await waitFor(() => errorOf(5) !== '', 'the message');
      expect(errorOf(5)).to.equal('Choose at most 3 in total.');
      expect(quantity(5, 51).getAttribute('aria-invalid')).to.equal('true');
      expect(deepActiveElement()).to.equal(quantity(5, 51));
      expect(await sandbox().sent()).to.deep.equal([]);
    });

    it('+ stops at maxAmount; a total below minAmount: “Choose at least 2 in total.”', async () => {
      await serveSurvey((survey) => {
        Object.assign(
          survey.questions.find((q) => q.id === 5)!,
          { minAmount: 2, required: true },
        );
      });
      const svcCart = await startWidget();
      await openSurvey(svcCart);
      const increase = question(5).querySelector<HTMLButtonElement>('[part="increase"]')!;
      for (let i = 0; i < 5; i++) await click(increase);
      expect(quantity(5, 51).value).to.equal('3');
      expect(increase.getAttribute('aria-disabled')).to.equal('true');
      await type(quantity(5, 51), '1');
      await click(choice(4, 41));
      sandbox().clearSent();
      submitButton().click();
      await waitFor(() => errorOf(5) !== '', 'the message');
      expect(errorOf(5)).to.equal('Choose at least 2 in total.');
      expect(await sandbox().sent()).to.deep.equal([]);
    });

    it('an invalid email, and a required text question left empty', async () => {
      await serveSurvey((survey) => {
        survey.questions.find((q) => q.id === 1)!.required = true;
      });
      const svcCart = await startWidget();
      await openSurvey(svcCart);
      sandbox().clearSent();
      await click(choice(4, 41));
      await type(input(1), '   ');
      await type(input(2), 'ana@example');
      submitButton().click();
      await waitFor(() => errorOf(2) !== '', 'the message');
      expect(errorOf(1)).to.equal('Please answer this question.');
      expect(errorOf(2)).to.equal('Enter a valid email address, such as name@example.com.');
      expect(input(2).getAttribute('aria-invalid')).to.equal('true');
      expect(input(2).getAttribute('aria-describedby')).to.equal('q2-error');
      expect(deepActiveElement()).to.equal(input(1));
      expect(await sandbox().sent()).to.deep.equal([]);
    });
  });

  describe('a survey answered with nothing', () => {
    it('every question optional and unanswered: sends options [] once, and the view stays for the answer', async () => {
      await serveSurvey((survey) => {
        for (const q of survey.questions) {
          q.required = false;
          for (const answer of q.answers as { default: boolean }[]) answer.default = false;
        }
      });
      const svcCart = await startWidget();
      const opened = await openSurvey(svcCart);
      const element = viewElement();
      // The plan being bought is chosen at first; the shopper takes it back.
      expect(choice(7, 71).checked).to.equal(true);
      await click(view().querySelector<HTMLInputElement>('input[name="q7"][value=""]')!);
      submitButton().click();
      await waitFor(() => part('view-error') !== null, 'the answer of the sandbox');
      expect(await adds()).to.deep.equal([{ productId: 111, options: [] }]);
      // The sandbox requires its own required questions; the view was not mounted again.
      expect(text(part('view-error'))).to.equal('Question 3 ("Caffeine") needs an answer.');
      expect(viewElement()).to.equal(element);
      expect(opened.state()).to.equal('pending');
    });
  });

  describe('refusals of the server', () => {
    it('an error of options.1.answers is shown next to the second question sent, and the view stays', async () => {
      const svcCart = await startWidget();
      const opened = await openSurvey(svcCart);
      sandbox().worker.use(
        http.post(
          '*/storefront/v1/carts/:cartId/items',
          () =>
            HttpResponse.json(
              {
                code: 'validation_failed',
                message: 'The given data was invalid.',
                errors: { 'options.1.answers': ['Fruity is no longer offered.'] },
              },
              { status: 422 },
            ),
          { once: true },
        ),
      );
      await click(choice(4, 41));
      submitButton().click();
      await waitFor(() => errorOf(4) !== '', 'the refusal');
      // The options sent were questions 3, 4 and 7: index 1 is question 4.
      expect(errorOf(4)).to.equal('Fruity is no longer offered.');
      expect(errorOf(3)).to.equal('');
      expect(part('view-error')).to.equal(null);
      expect(deepActiveElement()).to.equal(choice(4, 41));
      expect(svcCart.customization!.view).to.equal('survey');
      expect(svcCart.error).to.equal(null);
      expect(opened.state()).to.equal('pending');
      // Changing the answer clears the message; trying again adds the plan.
      await click(choice(4, 42));
      expect(errorOf(4)).to.equal('');
      submitButton().click();
      expect(await opened.settled).to.deep.equal({ finalized: true });
      expect(svcCart.cart!.items.map((item) => item.productId)).to.deep.equal([111]);
    });

    it('a refusal that concerns no question is shown above the button', async () => {
      const svcCart = await startWidget();
      const opened = await openSurvey(svcCart);
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
      await click(choice(4, 41));
      submitButton().click();
      await waitFor(() => part('view-error') !== null, 'the view error');
      expect(text(part('view-error'))).to.equal('This cart cannot take new items right now.');
      expect(part('view-error')!.getAttribute('role')).to.equal('alert');
      expect(opened.state()).to.equal('pending');
    });

    it('a survey that cannot be loaded says so and loads again on “Try again”', async () => {
      sandbox().worker.use(
        http.get('*/storefront/v1/surveys/1', () =>
          HttpResponse.json({ code: 'not_found', message: 'Survey 1 was not found' }, { status: 404 }),
        ),
      );
      const svcCart = await startWidget();
      svcCart.configureItem({ productId: 111 });
      await waitFor(() => {
        const element = router()?.querySelector('svc-view-survey');
        return Boolean(element?.shadowRoot?.querySelector('[part="view-error"]'));
      }, 'the load failure');
      expect(text(part('view-error'))).to.equal('The questions could not be loaded.');
      expect(text(submitButton())).to.equal('Try again');
      sandbox().worker.resetHandlers();
      submitButton().click();
      await waitFor(() => view().querySelector('[data-question]') !== null, 'the questions');
      expect(part('view-error')).to.equal(null);
    });
  });

  describe('leaving without adding', () => {
    it('the back button resolves { finalized: false } and adds nothing', async () => {
      const svcCart = await startWidget();
      const opened = await openSurvey(svcCart);
      await click(choice(4, 41));
      router()!.querySelector<HTMLButtonElement>('[part="view-back-button"]')!.click();
      expect(await opened.settled).to.deep.equal({ finalized: false });
      expect(await adds()).to.deep.equal([]);
      expect(svcCart.cart!.items).to.deep.equal([]);
    });

    it('Escape resolves { finalized: false } and adds nothing', async () => {
      const svcCart = await startWidget();
      const opened = await openSurvey(svcCart);
      input(1).focus();
      await sendKeys({ press: 'Escape' });
      expect(await opened.settled).to.deep.equal({ finalized: false });
      expect(await adds()).to.deep.equal([]);
    });

    it('close() resolves { finalized: false } and adds nothing', async () => {
      const svcCart = await startWidget();
      const opened = await openSurvey(svcCart);
      svcCart.close();
      expect(await opened.settled).to.deep.equal({ finalized: false });
      expect(await adds()).to.deep.equal([]);
    });
  });

  describe('accessibility', () => {
    it('the drawer with the survey view passes axe, with and without messages', async () => {
      await serveSurvey((survey) => {
        answersOf(survey, 4)[0]!.imageUrl = FRUITY_IMAGE;
      });
      const svcCart = await startWidget();
      await openSurvey(svcCart);
      await expect(dialog()).to.be.accessible();
      await type(input(2), 'nope');
      submitButton().click();
      await waitFor(() => errorOf(4) !== '', 'the message');
      await expect(dialog()).to.be.accessible();
    });

    it('works with the keyboard only: type, tick with Space, choose with arrows, add with Enter', async () => {
      const svcCart = await startWidget();
      const opened = await openSurvey(svcCart);
      await tabTo((element) => element === input(1), 'the name field');
      await sendKeys({ type: 'Ana' });
      await tabTo((element) => element === choice(3, 31), 'the caffeine choice');
      await sendKeys({ press: 'ArrowDown' });
      await waitFor(() => choice(3, 32).checked, 'decaf to be chosen');
      await tabTo((element) => element === choice(4, 41), 'the first flavour');
      await sendKeys({ press: 'Space' });
      await waitFor(() => choice(4, 41).checked, 'fruity to be ticked');
      await tabTo((element) => element.getAttribute('part') === 'increase', 'the + button');
      await sendKeys({ press: 'Space' });
      await waitFor(() => quantity(5, 51).value === '1', 'one sampler tin');
      await tabTo((element) => element === choice(6, 61), 'the offer');
      await sendKeys({ press: 'Space' });
      await waitFor(() => choice(6, 61).checked, 'the offer to be ticked');
      await tabTo((element) => element === choice(7, 71), 'the plan');
      await sendKeys({ press: 'ArrowDown' });
      await waitFor(() => choice(7, 72).checked, 'plan 112 to be chosen');
      await tabTo((element) => element === submitButton(), 'the submit button');
      await sendKeys({ press: 'Enter' });
      expect(await opened.settled).to.deep.equal({ finalized: true });
      expect(await adds()).to.deep.equal([
        {
          productId: 111,
          options: [
            { questionId: 1, answers: [{ content: 'Ana' }] },
            { questionId: 3, answers: [{ id: 32 }] },
            { questionId: 4, answers: [{ id: 41 }] },
            { questionId: 5, answers: [{ id: 51, quantity: 1 }] },
            { questionId: 6, answers: [{ id: 61 }] },
            { questionId: 7, answers: [{ id: 72 }] },
          ],
        },
      ]);
    });

    it('shows the messages in German', async () => {
      const svcCart = await startWidget({ languageCode: 'de' });
      await openSurvey(svcCart);
      await waitFor(() => text(submitButton()) === 'In den Warenkorb', 'the German messages');
      expect(text(question(1).querySelector('label'))).to.equal('Name on the tin (optional)');
      submitButton().click();
      await waitFor(() => errorOf(4) !== '', 'the message');
      expect(errorOf(4)).to.equal('Bitte wählen Sie eine Antwort.');
      expect(text(view().querySelector('#q4-hint'))).to.equal('Wählen Sie 1 bis 2.');
    });

    it('fits a 375 px wide phone without horizontal scrolling', async () => {
      const svcCart = await startWidget();
      await openSurvey(svcCart);
      const before = { width: window.innerWidth, height: window.innerHeight };
      await setViewport({ width: 375, height: 740 });
      try {
        await waitFor(() => dialog()!.getBoundingClientRect().width <= 375, 'the phone layout');
        const body = part('view-body')!;
        expect(body.scrollWidth).to.be.at.most(body.clientWidth);
        for (const element of view().querySelectorAll('[part~="option"], [part="quantity-option"], input'))
          expect(element.getBoundingClientRect().right).to.be.at.most(375);
      } finally {
        await setViewport(before);
      }
    });
  });
});
