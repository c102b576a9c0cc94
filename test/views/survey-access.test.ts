/**
 * The survey view (`svc-view-survey`) for every shopper: axe, the keyboard, the screen reader's
 * words, German and a phone's width.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { setViewport } from '../shared/viewport.js';
import { dialog, tabTo } from '../elements/element-helpers.js';
import { text } from './view-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { startWidget } from '../widget/helpers.js';
import {
  FRUITY_IMAGE,
  choice,
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
} from './survey-suite.js';
import { pressSpace } from '../shared/keys.js';

describe('survey view', () => {
  const { adds, serveSurvey, answersOf } = surveySuite();

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
      await pressSpace();
      await waitFor(() => choice(4, 41).checked, 'fruity to be ticked');
      await tabTo((element) => element.getAttribute('part') === 'increase', 'the + button');
      await pressSpace();
      await waitFor(() => quantity(5, 51).value === '1', 'one sampler tin');
      await tabTo((element) => element === choice(6, 61), 'the offer');
      await pressSpace();
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
