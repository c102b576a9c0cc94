/**
 * Pure rules of a survey, shared by the survey view (all questions on one screen) and the survey
 * flow (one question per step): the answers a shopper starts with, which answers can be sent,
 * the answers as the add payload's `options` and back, and the order of the flow's steps.
 *
 * Answer shapes (spec "Survey answer shapes", `checkSurveyOptions` in the SDK, `normalizeOptions`
 * in the sandbox): `{ content }` for text and email, `{ id }` for select, multiple, offer and
 * plan, `{ id, quantity }` for quantity questions. A question without an answer is left out.
 *
 * Counts: `minCount`/`maxCount` bound how many different answers are chosen, `minAmount`/
 * `maxAmount` how many in total (the sum of the quantities; a chosen `multiple` answer counts 1).
 */
import type { SubscriptionSurveyOption, SurveyAnswer, SurveyQuestion } from '@svc/sdk';
import { isEmail } from './email.js';

/** What the shopper entered for one question; each type uses its own field. */
export interface QuestionValue {
  /** `text` and `email`: what was typed. */
  content: string;
  /** `select`, `multiple`, `offer`, `plan`: the chosen answer IDs. */
  ids: number[];
  /** `quantity`: per answer ID, the text of its input. */
  quantities: Record<number, string>;
}

/** Why a question's value cannot be sent: a survey message (`survey.*`) and its parameters. */
export interface SurveyProblem {
  key:
    | 'survey.required'
    | 'survey.email'
    | 'survey.quantityInvalid'
    | 'survey.stock'
    | 'survey.requiredChoice'
    | 'survey.minCount'
    | 'survey.maxCount'
    | 'survey.minAmount'
    | 'survey.maxAmount';
  params?: Record<string, string | number>;
}

const SINGLE = new Set(['select', 'offer', 'plan']);

/** A question's value before anything is entered. */
export const emptyValue = (): QuestionValue => ({ content: '', ids: [], quantities: {} });

/** The question's answers in their `position` order. */
export function sortedAnswers(question: SurveyQuestion): SurveyAnswer[] {
  return [...(question.answers ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}

/** Whether an answer can be chosen (it is not sold out). */
export const isAvailable = (answer: SurveyAnswer): boolean => answer.stockCount !== 0;

/** Whether the question needs an answer: by the survey, or because the view says so. */
export const isRequired = (question: SurveyQuestion, view?: { required?: boolean }): boolean =>
  Boolean(question.required || view?.required);

/** Whether at most one answer of the question is chosen (`select`, `offer`, `plan`). */
export const isSingleChoice = (question: SurveyQuestion): boolean => SINGLE.has(question.type);

/** A single `offer` answer is a yes/no tick; other single-choice questions are radio buttons. */
export const isTick = (question: SurveyQuestion): boolean =>
  question.type === 'offer' && (question.answers ?? []).length === 1;

/**
 * The value a question starts with: the answers of `option` (the `configureItem` payload's), else
 * the survey's defaults (`default` answers that are in stock, `defaultQuantity`). For a `plan`
 * question the answer that points to `leafId` (the plan being bought) wins over the default.
 */
export function initialValue(
  question: SurveyQuestion,
  option?: SubscriptionSurveyOption,
  leafId?: number,
): QuestionValue {
  const value = emptyValue();
  const answers = sortedAnswers(question);
  if (option) {
    if (question.type === 'text' || question.type === 'email')
      value.content = option.answers[0]?.content ?? '';
    else if (question.type === 'quantity') {
      for (const answer of option.answers)
        if (answer.id !== undefined) value.quantities[answer.id] = String(answer.quantity ?? 0);
    } else
      value.ids = option.answers.map((answer) => answer.id).filter((id): id is number => id !== undefined);
    return value;
  }
  if (question.type === 'quantity') {
    for (const answer of answers)
      value.quantities[answer.id] = String(
        isAvailable(answer) ? Math.max(0, answer.defaultQuantity ?? 0) : 0,
      );
    return value;
  }
  if (question.type === 'text' || question.type === 'email') return value;
  const leafAnswer =
    question.type === 'plan' && leafId !== undefined
      ? answers.find((answer) => answer.productId === leafId && isAvailable(answer))
      : undefined;
  const defaults = answers
    .filter((answer) => answer.default && isAvailable(answer))
    .map((answer) => answer.id);
  value.ids = leafAnswer ? [leafAnswer.id] : isSingleChoice(question) ? defaults.slice(0, 1) : defaults;
  return value;
}

/**
 * Every question's starting value by question ID, preset from `preset` (the `configureItem`
 * payload's `options`) where it answers the question; `leafId` as for `initialValue`.
 */
export function initialValues(
  questions: SurveyQuestion[],
  preset: SubscriptionSurveyOption[],
  leafId?: number,
): Record<number, QuestionValue> {
  return Object.fromEntries(
    questions.map((question) => [
      question.id,
      initialValue(
        question,
        preset.find((option) => option.questionId === question.id),
        leafId,
      ),
    ]),
  );
}

/** A quantity input's whole number (blank = 0), or `null` when it is not one. */
export function parseCount(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return 0;
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const count = Number(text);
  return Number.isSafeInteger(count) ? count : null;
}

/** How many different answers are chosen and how many in total. */
export function answerCounts(
  question: SurveyQuestion,
  value: QuestionValue,
): { chosen: number; total: number } {
  if (question.type !== 'quantity') return { chosen: value.ids.length, total: value.ids.length };
  let chosen = 0;
  let total = 0;
  for (const answer of question.answers ?? []) {
    const count = parseCount(value.quantities[answer.id]) ?? 0;
    if (count > 0) chosen += 1;
    total += count;
  }
  return { chosen, total };
}

/** Why the question's value cannot be sent; `undefined` when it can. */
export function questionProblem(
  question: SurveyQuestion,
  value: QuestionValue,
  required = isRequired(question),
): SurveyProblem | undefined {
  if (question.type === 'text' || question.type === 'email') {
    const content = value.content.trim();
    if (!content) return required ? { key: 'survey.required' } : undefined;
    if (question.type === 'email' && !isEmail(content)) return { key: 'survey.email' };
    return undefined;
  }
  if (question.type === 'quantity') {
    for (const answer of sortedAnswers(question)) {
      const count = parseCount(value.quantities[answer.id]);
      if (count === null) return { key: 'survey.quantityInvalid' };
      if (typeof answer.stockCount === 'number' && count > answer.stockCount)
        return { key: 'survey.stock', params: { count: answer.stockCount, answer: answer.content ?? '' } };
    }
  }
  const { chosen, total } = answerCounts(question, value);
  if (chosen === 0) {
    if (!required) return undefined;
    const least = question.type === 'multiple' || question.type === 'quantity' ? (question.minCount ?? 1) : 1;
    return least > 1
      ? { key: 'survey.minCount', params: { count: least } }
      : { key: 'survey.requiredChoice' };
  }
  if (question.type !== 'multiple' && question.type !== 'quantity') return undefined;
  const { minCount, maxCount, minAmount, maxAmount } = question;
  if (minCount != null && chosen < minCount) return { key: 'survey.minCount', params: { count: minCount } };
  if (maxCount != null && chosen > maxCount) return { key: 'survey.maxCount', params: { count: maxCount } };
  if (minAmount != null && total < minAmount)
    return { key: 'survey.minAmount', params: { count: minAmount } };
  if (maxAmount != null && total > maxAmount)
    return { key: 'survey.maxAmount', params: { count: maxAmount } };
  return undefined;
}

/** The question's answers as sent, or `null` when it has none (it is left out of `options`). */
export function surveyOption(
  question: SurveyQuestion,
  value: QuestionValue,
): SubscriptionSurveyOption | null {
  const questionId = question.id;
  if (question.type === 'text' || question.type === 'email') {
    const content = value.content.trim();
    return content ? { questionId, answers: [{ content }] } : null;
  }
  if (question.type === 'quantity') {
    const answers = sortedAnswers(question)
      .map((answer) => ({ id: answer.id, quantity: parseCount(value.quantities[answer.id]) ?? 0 }))
      .filter((answer) => answer.quantity > 0);
    return answers.length ? { questionId, answers } : null;
  }
  // In the survey's order, whatever order they were ticked in.
  const ids = sortedAnswers(question)
    .map((answer) => answer.id)
    .filter((id) => value.ids.includes(id));
  return ids.length ? { questionId, answers: ids.map((id) => ({ id })) } : null;
}

/** The add payload's `options`: every answered question, in the survey's order. */
export function surveyOptions(
  questions: SurveyQuestion[],
  values: Record<number, QuestionValue>,
): SubscriptionSurveyOption[] {
  return questions
    .map((question) => surveyOption(question, values[question.id] ?? emptyValue()))
    .filter((option): option is SubscriptionSurveyOption => option !== null);
}

/**
 * The payload field the server names question `questionId` by (`options.1`: its index in the
 * sent `options`, whose question IDs are `sent`); `undefined` when it was not sent.
 */
export function optionField(sent: number[], questionId: number): string | undefined {
  const index = sent.indexOf(questionId);
  return index === -1 ? undefined : `options.${index}`;
}

/** The answer of a `plan` question that was chosen, if any. */
export function chosenAnswer(
  question: SurveyQuestion,
  value: QuestionValue | undefined,
): SurveyAnswer | undefined {
  return (question.answers ?? []).find((answer) => value?.ids.includes(answer.id));
}

/** The question whose answer is the flow's cart line (its plan), if the survey has one. */
export const planQuestion = (questions: SurveyQuestion[]): SurveyQuestion | undefined =>
  questions.find((question) => question.type === 'plan');

/**
 * The flow's step after `step` of `count` questions, `undefined` after the last. The questions
 * come in the survey's order: survey data carries no branching.
 */
export const nextStep = (step: number, count: number): number | undefined =>
  step < count - 1 ? step + 1 : undefined;
