/**
 * The survey view (`svc-view-survey`): the checks before sending, a survey answered with nothing,
 * the server's refusals, and leaving without adding.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import { deepActiveElement } from '../elements/element-helpers.js';
import { router, text } from './view-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { startWidget } from '../widget/helpers.js';
import {
  choice,
  click,
  errorOf,
  input,
  openSurvey,
  part,
  quantity,
  question,
  submitButton,
  surveySuite,
  type,
  view,
  viewElement,
} from './survey-suite.js';

describe('survey view', () => {
  const { sandbox, adds, serveSurvey } = surveySuite();

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
});
