/**
 * The survey's pure rules (src/core/survey-rules.ts) by themselves: the answers a shopper starts
 * with, why an answer cannot be sent, and the `options` that leave the client.
 */
import { expect } from '@open-wc/testing';
import type { SurveyQuestion } from '@svc/sdk';
import {
  answerCounts,
  emptyValue,
  initialValue,
  initialValues,
  isTick,
  nextStep,
  optionField,
  parseCount,
  questionProblem,
  surveyOption,
  surveyOptions,
  type QuestionValue,
} from '../../src/core/survey-rules.js';

const roast: SurveyQuestion = {
  id: 1,
  type: 'select',
  required: true,
  answers: [
    { id: 12, content: 'Dark', position: 2, default: true },
    { id: 11, content: 'Light', position: 1 },
  ],
};
const extras: SurveyQuestion = {
  id: 2,
  type: 'multiple',
  minCount: 2,
  maxCount: 3,
  answers: [
    { id: 21, position: 1, default: true },
    { id: 22, position: 2, default: true, stockCount: 0 },
    { id: 23, position: 3 },
    { id: 24, position: 4 },
  ],
};
const pods: SurveyQuestion = {
  id: 3,
  type: 'quantity',
  required: true,
  minAmount: 2,
  maxAmount: 6,
  answers: [
    { id: 31, content: 'Mocha', position: 1, defaultQuantity: 2, stockCount: 4 },
    { id: 32, content: 'Latte', position: 2, defaultQuantity: 5, stockCount: 0 },
  ],
};
const email: SurveyQuestion = { id: 4, type: 'email', required: true };
const note: SurveyQuestion = { id: 5, type: 'text' };
const plans: SurveyQuestion = {
  id: 6,
  type: 'plan',
  answers: [
    { id: 61, productId: 601, default: true },
    { id: 62, productId: 602 },
  ],
};

const value = (change: Partial<QuestionValue>): QuestionValue => ({ ...emptyValue(), ...change });

describe('core/survey-rules: starting answers', () => {
  it('starts a single choice with its first default only, a multiple choice with its defaults in stock', () => {
    expect(initialValue(roast).ids).to.deep.equal([12]);
    expect(initialValue(extras).ids).to.deep.equal([21]);
  });

  it('starts a quantity question at its default quantities, a sold-out answer at 0', () => {
    expect(initialValue(pods).quantities).to.deep.equal({ 31: '2', 32: '0' });
  });

  it('starts a plan question at the plan being bought rather than the default', () => {
    expect(initialValue(plans, undefined, 602).ids).to.deep.equal([62]);
    expect(initialValue(plans, undefined, 999).ids).to.deep.equal([61]);
  });

  it('starts from the payload’s answers where they answer the question', () => {
    const values = initialValues(
      [roast, pods, note],
      [
        { questionId: 1, answers: [{ id: 11 }] },
        { questionId: 3, answers: [{ id: 32, quantity: 1 }] },
        { questionId: 5, answers: [{ content: 'Ring twice' }] },
      ],
    );
    expect(values[1]!.ids).to.deep.equal([11]);
    expect(values[3]!.quantities).to.deep.equal({ 32: '1' });
    expect(values[5]!.content).to.equal('Ring twice');
  });
});

describe('core/survey-rules: what can be sent', () => {
  it('asks for a required text or email, and for a well-formed email', () => {
    expect(questionProblem(email, value({ content: '  ' }))).to.deep.equal({ key: 'survey.required' });
    expect(questionProblem(email, value({ content: 'ann@example' }))).to.deep.equal({ key: 'survey.email' });
    expect(questionProblem(email, value({ content: 'ann@example.com' }))).to.equal(undefined);
    expect(questionProblem(note, value({ content: '' }))).to.equal(undefined);
  });

  it('asks for a choice of a required single choice', () => {
    expect(questionProblem(roast, value({}))).to.deep.equal({ key: 'survey.requiredChoice' });
    expect(questionProblem(roast, value({ ids: [11] }))).to.equal(undefined);
  });

  it('holds a multiple choice to its least and most answers', () => {
    const required = true;
    expect(questionProblem(extras, value({}), required)).to.deep.equal({
      key: 'survey.minCount',
      params: { count: 2 },
    });
    expect(questionProblem(extras, value({ ids: [21] }))).to.deep.equal({
      key: 'survey.minCount',
      params: { count: 2 },
    });
    expect(questionProblem(extras, value({ ids: [21, 23, 24, 22] }))).to.deep.equal({
      key: 'survey.maxCount',
      params: { count: 3 },
    });
    expect(questionProblem(extras, value({ ids: [21, 23] }))).to.equal(undefined);
    expect(questionProblem(extras, value({}))).to.equal(undefined);
  });

  it('refuses a quantity that is not a whole number, or more than the stock', () => {
    expect(questionProblem(pods, value({ quantities: { 31: '1.5' } }))).to.deep.equal({
      key: 'survey.quantityInvalid',
    });
    expect(questionProblem(pods, value({ quantities: { 31: '5' } }))).to.deep.equal({
      key: 'survey.stock',
      params: { count: 4, answer: 'Mocha' },
    });
  });

  it('holds a quantity question to its least and most in total', () => {
    expect(questionProblem(pods, value({ quantities: { 31: '1' } }))).to.deep.equal({
      key: 'survey.minAmount',
      params: { count: 2 },
    });
    const many: SurveyQuestion = { ...pods, answers: [{ id: 31, content: 'Mocha' }, { id: 32 }] };
    expect(questionProblem(many, value({ quantities: { 31: '4', 32: '3' } }))).to.deep.equal({
      key: 'survey.maxAmount',
      params: { count: 6 },
    });
    expect(questionProblem(pods, value({ quantities: { 31: '3', 32: '0' } }))).to.equal(undefined);
  });

  it('reads a blank quantity as 0 and refuses signs and fractions', () => {
    expect(parseCount('')).to.equal(0);
    expect(parseCount(' 7 ')).to.equal(7);
    expect(parseCount('-1')).to.equal(null);
    expect(parseCount('2e3')).to.equal(null);
    expect(answerCounts(pods, value({ quantities: { 31: '3', 32: 'x' } }))).to.deep.equal({
      chosen: 1,
      total: 3,
    });
  });
});

describe('core/survey-rules: the options sent', () => {
  it('sends chosen answers in the survey’s order, whatever order they were ticked in', () => {
    expect(surveyOption(extras, value({ ids: [24, 21] }))).to.deep.equal({
      questionId: 2,
      answers: [{ id: 21 }, { id: 24 }],
    });
  });

  it('sends quantities above 0 only, and trimmed text', () => {
    expect(surveyOption(pods, value({ quantities: { 31: '2', 32: '0' } }))).to.deep.equal({
      questionId: 3,
      answers: [{ id: 31, quantity: 2 }],
    });
    expect(surveyOption(note, value({ content: '  Ring twice ' }))).to.deep.equal({
      questionId: 5,
      answers: [{ content: 'Ring twice' }],
    });
  });

  it('leaves unanswered questions out of `options`', () => {
    const options = surveyOptions([roast, note, extras], { 1: value({ ids: [11] }) });
    expect(options).to.deep.equal([{ questionId: 1, answers: [{ id: 11 }] }]);
  });

  it('names a server fault by the question’s index in what was sent', () => {
    expect(optionField([1, 3], 3)).to.equal('options.1');
    expect(optionField([1, 3], 5)).to.equal(undefined);
  });

  it('shows a lone offer answer as a tick, and steps through the flow to its end', () => {
    expect(isTick({ id: 7, type: 'offer', answers: [{ id: 71 }] })).to.equal(true);
    expect(isTick(roast)).to.equal(false);
    expect(nextStep(0, 3)).to.equal(1);
    expect(nextStep(2, 3)).to.equal(undefined);
  });
});
