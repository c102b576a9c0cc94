/**
 * The survey flow (`svc-view-survey-flow`): `configureItem({ surveyId })`, one question per step
 * with its progress, Back and Next, and at the end the plan of the `plan` answer added with every
 * answer as its `options`. Survey 1 of the sandbox has seven questions, one of every type.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { setViewport } from '../shared/viewport.js';
import { http, HttpResponse } from 'msw';
import '../../src/views/svc-view-survey-flow/index.js';
import type { ConfigureItemPayload, SvcCart } from '../../src/controller/svc-cart.js';
import { sandboxRequest } from '../../sandbox/testing.js';
import { deepActiveElement, dialog, tabTo } from '../elements/element-helpers.js';
import { router, text, viewTest } from './view-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { panel, setupWidget, startWidget } from '../widget/helpers.js';
import { pressShiftTab, pressSpace } from '../shared/keys.js';

const { element: viewElement, open, part, view } = viewTest('survey-flow');
const nextButton = () => part('submit-button') as HTMLButtonElement;
const backButton = () => part('previous-button') as HTMLButtonElement | null;
const progressLabel = () => text(part('progress-label'));
/** The question shown: its ID. */
const shownQuestion = () => Number(view().querySelector<HTMLElement>('[data-question]')!.dataset.question);
const errorOf = (id: number) => text(view().querySelector(`#q${id}-error`));
const input = (id: number) => view().querySelector<HTMLInputElement>(`#q${id}-input`)!;
const choice = (questionId: number, answerId: number) =>
  view().querySelector<HTMLInputElement>(`input[name="q${questionId}"][value="${answerId}"]`)!;
const quantity = (questionId: number, answerId: number) =>
  view().querySelector<HTMLInputElement>(`#q${questionId}-a${answerId}`)!;

/** Starts `configureItem(payload)` and waits for the first question; `state()` tells whether it settled. */
const openFlow = (svcCart: SvcCart, payload: ConfigureItemPayload = { surveyId: 1 }) =>
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

/** Presses Next (or "Add to cart") and waits until question `id` is shown. */
async function next(id?: number): Promise<void> {
  nextButton().click();
  if (id !== undefined) await waitFor(() => shownQuestion() === id, `question ${id}`);
}

describe('survey flow view', () => {
  const sandbox = setupWidget();

  /** The bodies of the add-to-cart requests that left the client. */
  const adds = async () =>
    (await sandbox().sent())
      .filter((request) => request.method === 'POST' && /^\/carts\/[^/]+\/items$/.test(request.path))
      .map((request) => request.body);

  /** Serves survey 1 as the sandbox does, changed by `change`. */
  async function serveSurvey(change: (survey: { questions: Record<string, unknown>[] }) => void) {
    const { body } = await sandboxRequest('GET', '/surveys/1?expand[]=answers.product');
    const survey = structuredClone(body!) as unknown as { questions: Record<string, unknown>[] };
    change(survey);
    sandbox().worker.use(http.get('*/storefront/v1/surveys/1', () => HttpResponse.json(survey)));
  }

  describe('one question per step', () => {
    it('configureItem({ surveyId: 1 }) shows the first question through the router, with the progress', async () => {
      const svcCart = await startWidget();
      const opened = await openFlow(svcCart);
      expect(panel()!.dataset.view).to.equal('survey-flow');
      expect(text(router()!.querySelector('[part="view-title"]'))).to.equal('A few questions');
      expect(text(part('survey-title'))).to.equal('Your tea profile');
      expect(progressLabel()).to.equal('Question 1 of 7');
      const bar = part('progress') as HTMLProgressElement;
      expect(bar.localName).to.equal('progress');
      expect([bar.value, bar.max]).to.deep.equal([1, 7]);
      expect(bar.getAttribute('aria-valuetext')).to.equal('Question 1 of 7');
      expect(bar.getAttribute('aria-labelledby')).to.equal('progress-label');
      expect(view().querySelectorAll('[data-question]').length).to.equal(1);
      expect(shownQuestion()).to.equal(1);
      expect(text(view().querySelector('[data-question] label'))).to.equal('Name on the tin (optional)');
      expect(backButton()).to.equal(null);
      expect(text(nextButton())).to.equal('Next');
      expect(opened.state()).to.equal('pending');
      expect(await adds()).to.deep.equal([]);
    });

    it('loads the survey in the cart currency, with the products of plan and offer answers', async () => {
      const svcCart = await startWidget();
      await svcCart.updateCart({ currencyCode: 'GBP' });
      sandbox().clearSent();
      await openFlow(svcCart);
      const load = (await sandbox().sent()).find((request) => request.path === '/surveys/1')!;
      expect(load.headers.get('x-currency')).to.equal('GBP');
      expect(load.url.searchParams.getAll('expand[]')).to.deep.equal(['answers.product']);
    });

    it('Next and Back move one question at a time; focus goes to the new question; answers stay', async () => {
      const svcCart = await startWidget();
      await openFlow(svcCart);
      await type(input(1), 'Ana');
      await next(2);
      expect(progressLabel()).to.equal('Question 2 of 7');
      expect((part('progress') as HTMLProgressElement).value).to.equal(2);
      expect(deepActiveElement()).to.equal(input(2));
      expect(text(backButton())).to.equal('Back');
      await type(input(2), 'ana@example.com');
      await next(3);
      expect(deepActiveElement()).to.equal(choice(3, 31));
      await click(choice(3, 32));
      backButton()!.click();
      await waitFor(() => shownQuestion() === 2, 'question 2');
      expect(input(2).value).to.equal('ana@example.com');
      expect(deepActiveElement()).to.equal(input(2));
      backButton()!.click();
      await waitFor(() => shownQuestion() === 1, 'question 1');
      expect(input(1).value).to.equal('Ana');
      expect(backButton()).to.equal(null);
      await next(2);
      await next(3);
      expect(choice(3, 32).checked).to.equal(true);
    });

    it('the last question adds the chosen plan with every answer, and the offer lands as its own line', async () => {
      const svcCart = await startWidget();
      const opened = await openFlow(svcCart);
      await type(input(1), 'Ana');
      await next(2);
      await next(3);
      await click(choice(3, 32));
      await next(4);
      await click(choice(4, 42));
      await click(choice(4, 41));
      await next(5);
      await type(quantity(5, 51), '3');
      await next(6);
      expect(choice(6, 61).type).to.equal('checkbox');
      await click(choice(6, 61));
      await next(7);
      expect(progressLabel()).to.equal('Question 7 of 7');
      expect(text(nextButton())).to.equal('Add to cart');
      expect(choice(7, 71).checked).to.equal(true);
      await click(choice(7, 72));
      await next();
      expect(await opened.settled).to.deep.equal({ finalized: true });
      const options = [
        { questionId: 1, answers: [{ content: 'Ana' }] },
        { questionId: 3, answers: [{ id: 32 }] },
        { questionId: 4, answers: [{ id: 41 }, { id: 42 }] },
        { questionId: 5, answers: [{ id: 51, quantity: 3 }] },
        { questionId: 6, answers: [{ id: 61 }] },
        { questionId: 7, answers: [{ id: 72 }] },
      ];
      expect(await adds()).to.deep.equal([{ productId: 112, options }]);
      const lines = svcCart.cart!.items.map((item) => ({
        productId: item.productId,
        options: (item as { options?: unknown }).options,
      }));
      expect(lines).to.deep.equal([
        { productId: 112, options },
        { productId: 211, options: [] },
      ]);
      expect(svcCart.customization).to.equal(null);
    });

    it('the fields of the configureItem payload go with the line', async () => {
      const svcCart = await startWidget();
      const opened = await openFlow(svcCart, { surveyId: 1, quantity: 2 });
      await next(2);
      await next(3);
      await next(4);
      await click(choice(4, 41));
      await next(5);
      await next(6);
      await next(7);
      await next();
      expect(await opened.settled).to.deep.equal({ finalized: true });
      expect(await adds()).to.deep.equal([
        {
          quantity: 2,
          productId: 111,
          options: [
            { questionId: 3, answers: [{ id: 31 }] },
            { questionId: 4, answers: [{ id: 41 }] },
            { questionId: 7, answers: [{ id: 71 }] },
          ],
        },
      ]);
    });
  });

  describe('checks per step', () => {
    it('Next on a required question without an answer shows the message, stays and sends nothing', async () => {
      const svcCart = await startWidget();
      const opened = await openFlow(svcCart);
      await next(2);
      await next(3);
      await next(4);
      sandbox().clearSent();
      await next();
      await waitFor(() => errorOf(4) !== '', 'the message');
      expect(errorOf(4)).to.equal('Please choose an answer.');
      expect(shownQuestion()).to.equal(4);
      expect(progressLabel()).to.equal('Question 4 of 7');
      expect(choice(4, 41).getAttribute('aria-invalid')).to.equal('true');
      expect(deepActiveElement()).to.equal(choice(4, 41));
      expect(await sandbox().sent()).to.deep.equal([]);
      expect(opened.state()).to.equal('pending');
      await click(choice(4, 41));
      expect(errorOf(4)).to.equal('');
      await next(5);
    });

    it('an invalid email stops the flow at question 2', async () => {
      const svcCart = await startWidget();
      await openFlow(svcCart);
      await next(2);
      await type(input(2), 'not-an-email');
      await next();
      await waitFor(() => errorOf(2) !== '', 'the message');
      expect(errorOf(2)).to.equal('Enter a valid email address, such as name@example.com.');
      expect(shownQuestion()).to.equal(2);
      expect(deepActiveElement()).to.equal(input(2));
    });

    it('too many in total stops the flow at the quantity question', async () => {
      const svcCart = await startWidget();
      await openFlow(svcCart);
      await next(2);
      await next(3);
      await next(4);
      await click(choice(4, 41));
      await next(5);
      await type(quantity(5, 51), '4');
      await next();
      await waitFor(() => errorOf(5) !== '', 'the message');
      expect(errorOf(5)).to.equal('Choose at most 3 in total.');
      expect(shownQuestion()).to.equal(5);
    });

    it('the plan question is required in the flow, even when the survey marks it optional', async () => {
      await serveSurvey((survey) => {
        const plan = survey.questions.find((q) => q.id === 7)!;
        plan.required = false;
        for (const answer of plan.answers as { default: boolean }[]) answer.default = false;
      });
      const svcCart = await startWidget();
      await openFlow(svcCart);
      for (const id of [2, 3, 4]) await next(id);
      await click(choice(4, 41));
      for (const id of [5, 6, 7]) await next(id);
      expect(text(view().querySelector('legend'))).to.equal('How often?');
      expect(view().querySelector('input[name="q7"][value=""]')).to.equal(null);
      sandbox().clearSent();
      await next();
      await waitFor(() => errorOf(7) !== '', 'the message');
      expect(errorOf(7)).to.equal('Please choose an answer.');
      expect(await sandbox().sent()).to.deep.equal([]);
    });

    it('a survey without a plan question says it cannot be added', async () => {
      await serveSurvey((survey) => {
        survey.questions = survey.questions.filter((q) => q.type !== 'plan');
      });
      const svcCart = await startWidget();
      svcCart.configureItem({ surveyId: 1 });
      await waitFor(() => {
        const element = router()?.querySelector('svc-view-survey-flow');
        return Boolean(element?.shadowRoot?.querySelector('[part="view-error"]'));
      }, 'the message');
      expect(text(part('view-error'))).to.equal(
        'This survey leads to no plan that could be added to the cart.',
      );
      expect(part('submit-button')).to.equal(null);
    });
  });

  describe('refusals of the server', () => {
    it('an error of a sent question takes the shopper back to that question, with the message', async () => {
      const svcCart = await startWidget();
      const opened = await openFlow(svcCart);
      sandbox().worker.use(
        http.post(
          '*/storefront/v1/carts/:cartId/items',
          () =>
            HttpResponse.json(
              {
                code: 'validation_failed',
                message: 'The given data was invalid.',
                errors: { 'options.1.answers.0.id': ['Fruity is no longer offered.'] },
              },
              { status: 422 },
            ),
          { once: true },
        ),
      );
      for (const id of [2, 3, 4]) await next(id);
      await click(choice(4, 41));
      for (const id of [5, 6, 7]) await next(id);
      await next();
      // Sent: questions 3, 4 and 7; index 1 is question 4.
      await waitFor(() => shownQuestion() === 4, 'question 4');
      expect(errorOf(4)).to.equal('Fruity is no longer offered.');
      expect(progressLabel()).to.equal('Question 4 of 7');
      expect(deepActiveElement()).to.equal(choice(4, 41));
      expect(part('view-error')).to.equal(null);
      expect(opened.state()).to.equal('pending');
      await click(choice(4, 42));
      await click(choice(4, 41));
      expect(errorOf(4)).to.equal('');
      for (const id of [5, 6, 7]) await next(id);
      await next();
      expect(await opened.settled).to.deep.equal({ finalized: true });
      expect(svcCart.cart!.items.map((item) => item.productId)).to.deep.equal([111]);
    });

    it('a refusal that concerns no question is shown above the buttons on the last step', async () => {
      const svcCart = await startWidget();
      const opened = await openFlow(svcCart);
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
      for (const id of [2, 3, 4]) await next(id);
      await click(choice(4, 41));
      for (const id of [5, 6, 7]) await next(id);
      await next();
      await waitFor(() => part('view-error') !== null, 'the view error');
      expect(text(part('view-error'))).to.equal('This cart cannot take new items right now.');
      expect(shownQuestion()).to.equal(7);
      expect(opened.state()).to.equal('pending');
    });
  });

  describe('leaving without adding', () => {
    it('the back button of the header resolves { finalized: false } and adds nothing', async () => {
      const svcCart = await startWidget();
      const opened = await openFlow(svcCart);
      await next(2);
      router()!.querySelector<HTMLButtonElement>('[part="view-back-button"]')!.click();
      expect(await opened.settled).to.deep.equal({ finalized: false });
      expect(await adds()).to.deep.equal([]);
      expect(svcCart.cart!.items).to.deep.equal([]);
    });

    it('Escape resolves { finalized: false } and adds nothing', async () => {
      const svcCart = await startWidget();
      const opened = await openFlow(svcCart);
      input(1).focus();
      await sendKeys({ press: 'Escape' });
      expect(await opened.settled).to.deep.equal({ finalized: false });
      expect(await adds()).to.deep.equal([]);
    });

    it('close() resolves { finalized: false } and adds nothing', async () => {
      const svcCart = await startWidget();
      const opened = await openFlow(svcCart);
      svcCart.close();
      expect(await opened.settled).to.deep.equal({ finalized: false });
      expect(await adds()).to.deep.equal([]);
    });
  });

  describe('accessibility', () => {
    it('the drawer with the flow passes axe on a text, a choice and a quantity step, and with a message', async () => {
      const svcCart = await startWidget();
      await openFlow(svcCart);
      await expect(dialog()).to.be.accessible();
      await next(2);
      await next(3);
      await next(4);
      await expect(dialog()).to.be.accessible();
      await next();
      await waitFor(() => errorOf(4) !== '', 'the message');
      await expect(dialog()).to.be.accessible();
      await click(choice(4, 41));
      await next(5);
      await expect(dialog()).to.be.accessible();
    });

    it('works with the keyboard only, from the first question to the cart', async () => {
      const svcCart = await startWidget();
      const opened = await openFlow(svcCart);
      await tabTo((element) => element === input(1), 'the name field', 30);
      await sendKeys({ type: 'Ana' });
      // Enter in a text field submits the step.
      await sendKeys({ press: 'Enter' });
      await waitFor(() => shownQuestion() === 2, 'question 2');
      expect(deepActiveElement()).to.equal(input(2));
      await tabTo((element) => element === nextButton(), 'Next', 30);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => shownQuestion() === 3, 'question 3');
      expect(deepActiveElement()).to.equal(choice(3, 31));
      await sendKeys({ press: 'ArrowDown' });
      await waitFor(() => choice(3, 32).checked, 'decaf');
      await tabTo((element) => element === nextButton(), 'Next', 30);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => shownQuestion() === 4, 'question 4');
      expect(deepActiveElement()).to.equal(choice(4, 41));
      await pressSpace();
      await waitFor(() => choice(4, 41).checked, 'fruity');
      // Shift+Tab from Next reaches Back; Back keeps the answer.
      await tabTo((element) => element === nextButton(), 'Next', 30);
      await pressShiftTab();
      expect(deepActiveElement()).to.equal(backButton());
      await sendKeys({ press: 'Enter' });
      await waitFor(() => shownQuestion() === 3, 'question 3 again');
      expect(deepActiveElement()).to.equal(choice(3, 32));
      await tabTo((element) => element === nextButton(), 'Next', 30);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => shownQuestion() === 4, 'question 4 again');
      expect(choice(4, 41).checked).to.equal(true);
      await tabTo((element) => element === nextButton(), 'Next', 30);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => shownQuestion() === 5, 'question 5');
      expect(deepActiveElement()).to.equal(quantity(5, 51));
      await sendKeys({ press: 'ArrowUp' });
      await waitFor(() => quantity(5, 51).value === '1', 'one sampler tin');
      await tabTo((element) => element.getAttribute('part') === 'increase', 'the + button', 30);
      await pressSpace();
      await waitFor(() => quantity(5, 51).value === '2', 'two sampler tins');
      await tabTo((element) => element === nextButton(), 'Next', 30);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => shownQuestion() === 6, 'question 6');
      await pressSpace();
      await waitFor(() => choice(6, 61).checked, 'the offer');
      await tabTo((element) => element === nextButton(), 'Next', 30);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => shownQuestion() === 7, 'question 7');
      expect(deepActiveElement()).to.equal(choice(7, 71));
      await tabTo((element) => element === nextButton(), 'Add to cart', 30);
      await sendKeys({ press: 'Enter' });
      expect(await opened.settled).to.deep.equal({ finalized: true });
      expect(await adds()).to.deep.equal([
        {
          productId: 111,
          options: [
            { questionId: 1, answers: [{ content: 'Ana' }] },
            { questionId: 3, answers: [{ id: 32 }] },
            { questionId: 4, answers: [{ id: 41 }] },
            { questionId: 5, answers: [{ id: 51, quantity: 2 }] },
            { questionId: 6, answers: [{ id: 61 }] },
            { questionId: 7, answers: [{ id: 71 }] },
          ],
        },
      ]);
    });

    it('shows the progress in French', async () => {
      const svcCart = await startWidget({ languageCode: 'fr' });
      await openFlow(svcCart);
      await waitFor(() => progressLabel() === 'Question 1 sur 7', 'the French progress');
      expect(text(nextButton())).to.equal('Suivant');
      await next(2);
      expect(text(backButton())).to.equal('Retour');
    });

    it('fits a 375 px wide phone without horizontal scrolling', async () => {
      const svcCart = await startWidget();
      await openFlow(svcCart);
      for (const id of [2, 3, 4]) await next(id);
      const before = { width: window.innerWidth, height: window.innerHeight };
      await setViewport({ width: 375, height: 740 });
      try {
        await waitFor(() => dialog()!.getBoundingClientRect().width <= 375, 'the phone layout');
        const body = part('view-body')!;
        expect(body.scrollWidth).to.be.at.most(body.clientWidth);
        for (const element of view().querySelectorAll('[part~="option"], [part~="progress"], button'))
          expect(element.getBoundingClientRect().right).to.be.at.most(375);
      } finally {
        await setViewport(before);
      }
    });
  });
});
