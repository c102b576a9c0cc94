/**
 * The survey view (`svc-view-survey`): the questions of a plan's survey on one screen, from
 * `configureItem({ productId: <plan with a survey> })` to the line in the cart with its `options`.
 * Survey 1 of the sandbox ("Your tea profile", asked by plans 111 and 112 of "Tea Club") has one
 * question of every type. Checks and refusals are in survey-checks.test.ts, accessibility in
 * survey-access.test.ts.
 */
import { expect } from '@open-wc/testing';
import { router, text, type Settled } from './view-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { panel, startWidget } from '../widget/helpers.js';
import {
  DEFAULTS_WITH_FRUITY,
  FRUITY_IMAGE,
  choice,
  click,
  input,
  openSurvey,
  part,
  quantity,
  question,
  submitButton,
  surveySuite,
  type,
  view,
} from './survey-suite.js';

describe('survey view', () => {
  const { sandbox, adds, serveSurvey, answersOf } = surveySuite();

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
});
