/**
 * Survey questions as form controls, shared by the survey view (all questions on one screen) and
 * the survey flow (one question per step): the answers a shopper starts with, one question's
 * controls, its checks before anything is sent, and the answers as the add payload's `options`.
 *
 * Answer shapes (spec "Survey answer shapes", `checkSurveyOptions` in the SDK, `normalizeOptions`
 * in the sandbox): `{ content }` for text and email, `{ id }` for select, multiple, offer and
 * plan, `{ id, quantity }` for quantity questions. A question without an answer is left out.
 *
 * Counts: `minCount`/`maxCount` bound how many different answers are chosen, `minAmount`/
 * `maxAmount` how many in total (the sum of the quantities; a chosen `multiple` answer counts 1).
 */
import type { Product, SubscriptionSurveyOption, Survey, SurveyAnswer, SurveyQuestion } from '@svc/sdk';
import { css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { surveyCurrency } from '../core/views.js';
import './svc-view-survey/messages.js';
import type { SurveyMessageKey } from './svc-view-survey/messages.js';
import { SvcView } from './view-kit.js';

/** What the shopper entered for one question; each type uses its own field. */
export interface QuestionValue {
  /** `text` and `email`: what was typed. */
  content: string;
  /** `select`, `multiple`, `offer`, `plan`: the chosen answer IDs. */
  ids: number[];
  /** `quantity`: per answer ID, the text of its input. */
  quantities: Record<number, string>;
}

export type SurveyText = (key: SurveyMessageKey, params?: Record<string, string | number>) => string;

/** What `renderQuestion` needs besides the question. */
export interface QuestionView {
  question: SurveyQuestion;
  value: QuestionValue;
  /** The form's message, else the server's, for this question. */
  error?: string | undefined;
  /** Treat the question as required even when the survey does not (the flow's plan question). */
  required?: boolean;
  /** One question per screen: its title is the screen's heading. */
  step?: boolean;
  t: SurveyText;
  money(minor: number | null | undefined): string;
  change(value: QuestionValue): void;
}

const EMAIL = /^(?=[^\s@]+@[^\s@]+$).+@.+\../;
const SINGLE = new Set(['select', 'offer', 'plan']);

const emptyValue = (): QuestionValue => ({ content: '', ids: [], quantities: {} });

/** The question's answers in their `position` order. */
export function sortedAnswers(question: SurveyQuestion): SurveyAnswer[] {
  return [...(question.answers ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}

const available = (answer: SurveyAnswer) => answer.stockCount !== 0;

export const isRequired = (question: SurveyQuestion, view?: { required?: boolean }): boolean =>
  Boolean(question.required || view?.required);

/** A single `offer` answer is a yes/no tick; other single-choice questions are radio buttons. */
const isTick = (question: SurveyQuestion) =>
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
      value.quantities[answer.id] = String(available(answer) ? Math.max(0, answer.defaultQuantity ?? 0) : 0);
    return value;
  }
  if (question.type === 'text' || question.type === 'email') return value;
  const leafAnswer =
    question.type === 'plan' && leafId !== undefined
      ? answers.find((answer) => answer.productId === leafId && available(answer))
      : undefined;
  const defaults = answers.filter((answer) => answer.default && available(answer)).map((answer) => answer.id);
  value.ids = leafAnswer ? [leafAnswer.id] : SINGLE.has(question.type) ? defaults.slice(0, 1) : defaults;
  return value;
}

/** A quantity input's whole number (blank = 0), or `null` when it is not one. */
function parseCount(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return 0;
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const count = Number(text);
  return Number.isSafeInteger(count) ? count : null;
}

/** How many different answers are chosen and how many in total. */
function counts(question: SurveyQuestion, value: QuestionValue): { chosen: number; total: number } {
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

/** Why the question's value cannot be sent, in the shopper's words; `undefined` when it can. */
export function questionError(
  question: SurveyQuestion,
  value: QuestionValue,
  t: SurveyText,
  required = isRequired(question),
): string | undefined {
  if (question.type === 'text' || question.type === 'email') {
    const content = value.content.trim();
    if (!content) return required ? t('survey.required') : undefined;
    if (question.type === 'email' && !EMAIL.test(content)) return t('survey.email');
    return undefined;
  }
  if (question.type === 'quantity') {
    for (const answer of sortedAnswers(question)) {
      const count = parseCount(value.quantities[answer.id]);
      if (count === null) return t('survey.quantityInvalid');
      if (typeof answer.stockCount === 'number' && count > answer.stockCount)
        return t('survey.stock', { count: answer.stockCount, answer: answer.content ?? '' });
    }
  }
  const { chosen, total } = counts(question, value);
  if (chosen === 0) {
    if (!required) return undefined;
    const least = question.type === 'multiple' || question.type === 'quantity' ? (question.minCount ?? 1) : 1;
    return least > 1 ? t('survey.minCount', { count: least }) : t('survey.requiredChoice');
  }
  if (question.type !== 'multiple' && question.type !== 'quantity') return undefined;
  const { minCount, maxCount, minAmount, maxAmount } = question;
  if (minCount != null && chosen < minCount) return t('survey.minCount', { count: minCount });
  if (maxCount != null && chosen > maxCount) return t('survey.maxCount', { count: maxCount });
  if (minAmount != null && total < minAmount) return t('survey.minAmount', { count: minAmount });
  if (maxAmount != null && total > maxAmount) return t('survey.maxAmount', { count: maxAmount });
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

/** The answer of a `plan` question that was chosen, if any. */
export function chosenAnswer(
  question: SurveyQuestion,
  value: QuestionValue | undefined,
): SurveyAnswer | undefined {
  return (question.answers ?? []).find((answer) => value?.ids.includes(answer.id));
}

/**
 * Moves focus into question `questionId`: its chosen radio button, else its first control that
 * can take focus, else the question itself (every answer sold out).
 */
export function focusQuestion(root: ParentNode, questionId: number): void {
  const container = root.querySelector<HTMLElement>(`[data-question="${questionId}"]`);
  if (!container) return;
  const inputs = [...container.querySelectorAll<HTMLInputElement>('input:not(:disabled)')];
  const target = inputs.find((input) => input.type === 'radio' && input.checked) ?? inputs[0] ?? container;
  target.focus();
}

/** What an answer costs: a plan's price, an offer's product, an answer's extra price. */
function answerPrices(view: QuestionView, answer: SurveyAnswer): string[] {
  const { question, t } = view;
  const prices: string[] = [];
  const product = answer.product as Product | undefined;
  if ((question.type === 'plan' || question.type === 'offer') && typeof product?.price === 'number') {
    prices.push(
      question.type === 'offer'
        ? t('survey.extra', { price: view.money(product.price) })
        : view.money(product.price),
    );
  }
  if (typeof answer.price === 'number' && answer.price > 0) {
    const price = view.money(answer.price);
    prices.push(
      question.type === 'quantity' ? t('survey.extraEach', { price }) : t('survey.extra', { price }),
    );
  }
  return prices;
}

function answerImage(answer: SurveyAnswer) {
  return answer.imageUrl
    ? html`<img
        part="option-image"
        class="answer-image"
        src=${answer.imageUrl}
        alt=${answer.content ?? ''}
      />`
    : nothing;
}

function hint(view: QuestionView): string | undefined {
  const { question, t } = view;
  if (question.type !== 'multiple' && question.type !== 'quantity') return undefined;
  const { minCount, maxCount, minAmount, maxAmount } = question;
  const parts: string[] = [];
  if (minCount != null && maxCount != null && minCount > 0)
    parts.push(
      minCount === maxCount
        ? t('survey.hintExactCount', { count: minCount })
        : t('survey.hintCount', { min: minCount, max: maxCount }),
    );
  else if (minCount != null && minCount > 1) parts.push(t('survey.hintMinCount', { count: minCount }));
  else if (maxCount != null) parts.push(t('survey.hintMaxCount', { count: maxCount }));
  if (question.type === 'quantity') {
    if (minAmount != null && maxAmount != null && minAmount > 0)
      parts.push(t('survey.hintAmount', { min: minAmount, max: maxAmount }));
    else if (minAmount != null && minAmount > 0) parts.push(t('survey.hintMinAmount', { count: minAmount }));
    else if (maxAmount != null) parts.push(t('survey.hintMaxAmount', { count: maxAmount }));
  }
  return parts.length ? parts.join(' ') : undefined;
}

function title(view: QuestionView): string {
  const text = view.question.title ?? '';
  return isRequired(view.question, view) ? text : view.t('survey.optional', { title: text });
}

/** Only a question whose answers are all sold out takes focus itself (see `focusQuestion`). */
const focusable = (question: SurveyQuestion) => (sortedAnswers(question).some(available) ? nothing : '-1');

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || nothing;

function textQuestion(view: QuestionView) {
  const { question, value, error } = view;
  const id = `q${question.id}`;
  const email = question.type === 'email';
  return html`<div
    part="field question"
    class=${view.step ? 'question step' : 'question'}
    data-question=${question.id}
  >
    <label part="field-label" class="question-title" for="${id}-input">${title(view)}</label>
    <input
      id="${id}-input"
      name=${id}
      type=${email ? 'email' : 'text'}
      autocomplete=${email ? 'email' : 'off'}
      inputmode=${email ? 'email' : nothing}
      .value=${value.content}
      ?required=${isRequired(question, view)}
      aria-invalid=${error ? 'true' : 'false'}
      aria-describedby="${id}-error"
      @input=${(event: Event) => view.change({ ...value, content: (event.target as HTMLInputElement).value })}
    />
    <p part="field-error" id="${id}-error" role="alert">${error ?? ''}</p>
  </div>`;
}

function choiceQuestion(view: QuestionView) {
  const { question, value, error, t } = view;
  const id = `q${question.id}`;
  const required = isRequired(question, view);
  const tick = isTick(question);
  const single = SINGLE.has(question.type) && !tick;
  const hintText = hint(view);
  const choose = (answer: SurveyAnswer, checked: boolean) => {
    const ids = single ? (checked ? [answer.id] : []) : value.ids.filter((other) => other !== answer.id);
    if (!single && checked) ids.push(answer.id);
    view.change({ ...value, ids });
  };
  return html`<fieldset
    part="question"
    class=${view.step ? 'question step' : 'question'}
    data-question=${question.id}
    tabindex=${focusable(question)}
    aria-describedby=${describedBy(hintText && `${id}-hint`, `${id}-error`)}
  >
    <legend class="question-title">${title(view)}</legend>
    ${hintText ? html`<p class="muted hint" id="${id}-hint">${hintText}</p>` : nothing}
    ${sortedAnswers(question).map((answer) => {
      const prices = answerPrices(view, answer);
      return html`<label part="option" class="answer">
        <input
          type=${single ? 'radio' : 'checkbox'}
          name=${id}
          .value=${String(answer.id)}
          .checked=${value.ids.includes(answer.id)}
          ?disabled=${!available(answer)}
          ?required=${single && required}
          aria-invalid=${error ? 'true' : 'false'}
          @change=${(event: Event) => choose(answer, (event.target as HTMLInputElement).checked)}
        />
        <span class="answer-main">
          ${answerImage(answer)}
          <span class="answer-text">
            <span part="option-name">${answer.content ?? ''}</span>
            ${available(answer) ? nothing : html`<span class="sold-out">${t('survey.soldOut')}</span>`}
          </span>
        </span>
        ${prices.length ? html`<span part="option-price" class="answer-price">${prices.join(' ')}</span>` : nothing}
      </label>`;
    })}
    ${
      single && !required
        ? html`<label part="option" class="answer none">
            <input
              type="radio"
              name=${id}
              value=""
              .checked=${value.ids.length === 0}
              aria-invalid=${error ? 'true' : 'false'}
              @change=${() => view.change({ ...value, ids: [] })}
            />
            <span part="option-name"
              >${t(question.type === 'offer' ? 'survey.noThanks' : 'survey.noAnswer')}</span
            >
          </label>`
        : nothing
    }
    <p part="field-error" id="${id}-error" role="alert">${error ?? ''}</p>
  </fieldset>`;
}

function quantityQuestion(view: QuestionView) {
  const { question, value, error, t } = view;
  const id = `q${question.id}`;
  const hintText = hint(view);
  const { total } = counts(question, value);
  const set = (answer: SurveyAnswer, text: string) =>
    view.change({ ...value, quantities: { ...value.quantities, [answer.id]: text } });
  return html`<fieldset
    part="question"
    class=${view.step ? 'question step' : 'question'}
    data-question=${question.id}
    tabindex=${focusable(question)}
    aria-describedby=${describedBy(hintText && `${id}-hint`, `${id}-error`)}
  >
    <legend class="question-title">${title(view)}</legend>
    ${hintText ? html`<p class="muted hint" id="${id}-hint">${hintText}</p>` : nothing}
    ${sortedAnswers(question).map((answer) => {
      const inputId = `${id}-a${answer.id}`;
      const open = available(answer);
      const current = parseCount(value.quantities[answer.id]);
      const stock = typeof answer.stockCount === 'number' ? answer.stockCount : null;
      const max = question.maxAmount ?? null;
      const canDecrease = open && current !== null && current > 0;
      const canIncrease =
        open && (current === null || ((stock === null || current < stock) && (max === null || total < max)));
      const step = (delta: number, allowed: boolean) => {
        if (allowed) set(answer, String(Math.max(0, (current ?? 0) + delta)));
      };
      const name = answer.content ?? '';
      const notes = [
        ...answerPrices(view, answer),
        ...(open && stock !== null ? [t('survey.left', { count: stock })] : []),
      ];
      return html`<div part="quantity-option" class="quantity-option">
        <span class="answer-main">
          ${answerImage(answer)}
          <span class="answer-text">
            <label part="option-name" for=${inputId}>${name}</label>
            ${notes.length ? html`<span part="option-price" class="muted">${notes.join(' · ')}</span>` : nothing}
            ${open ? nothing : html`<span class="sold-out">${t('survey.soldOut')}</span>`}
          </span>
        </span>
        <span part="stepper" class="stepper">
          <button
            type="button"
            class="icon"
            part="decrease"
            aria-label=${t('survey.decrease', { answer: name })}
            aria-controls=${inputId}
            aria-disabled=${canDecrease ? 'false' : 'true'}
            ?disabled=${!open}
            @click=${() => step(-1, canDecrease)}
          >
            −
          </button>
          <input
            id=${inputId}
            part="quantity"
            type="number"
            inputmode="numeric"
            min="0"
            max=${stock ?? nothing}
            step="1"
            .value=${value.quantities[answer.id] ?? '0'}
            ?disabled=${!open}
            aria-invalid=${error ? 'true' : 'false'}
            aria-describedby="${id}-error"
            @input=${(event: Event) => set(answer, (event.target as HTMLInputElement).value)}
          />
          <button
            type="button"
            class="icon"
            part="increase"
            aria-label=${t('survey.increase', { answer: name })}
            aria-controls=${inputId}
            aria-disabled=${canIncrease ? 'false' : 'true'}
            ?disabled=${!open}
            @click=${() => step(1, canIncrease)}
          >
            +
          </button>
        </span>
      </div>`;
    })}
    <p part="field-error" id="${id}-error" role="alert">${error ?? ''}</p>
  </fieldset>`;
}

/** One question's controls: a labelled input, answer cards in a fieldset, or quantity steppers. */
export function renderQuestion(view: QuestionView): TemplateResult {
  switch (view.question.type) {
    case 'text':
    case 'email':
      return textQuestion(view);
    case 'quantity':
      return quantityQuestion(view);
    default:
      return choiceQuestion(view);
  }
}

/** The questions' layout: answer cards with an image and a price, quantity rows with a stepper. */
export const surveyQuestionStyles = css`
  form {
    display: contents;
  }
  .loading {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    margin: 0;
    color: var(--_text-muted);
  }
  .survey-title {
    margin: 0;
    color: var(--_text-muted);
    font-size: 0.875rem;
  }
  .question {
    display: grid;
    gap: 0.5rem;
    min-width: 0;
  }
  .question:focus {
    outline: none;
  }
  .question.step .question-title {
    font-size: 1.0625rem;
  }
  .question-title {
    font-weight: 600;
  }
  .hint {
    margin: -0.25rem 0 0;
  }
  .question:has(input[aria-invalid='true']) :is([part~='option'], .quantity-option) {
    border-color: var(--_danger);
  }
  .answer-main {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    min-width: 0;
  }
  .answer-text {
    display: grid;
    gap: 0.125rem;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .answer-image {
    flex: none;
    width: 3rem;
    height: 3rem;
    border-radius: calc(var(--_radius) / 2);
    object-fit: cover;
  }
  .answer-price {
    text-align: end;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .sold-out {
    color: var(--_danger);
    font-size: 0.875rem;
    font-weight: 600;
  }
  .quantity-option {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem 0.75rem;
    padding: 0.75rem 0.875rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .quantity-option:has(input:disabled) {
    opacity: 0.6;
  }
  .quantity-option label {
    font-weight: 500;
  }
  .stepper {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
  }
  .stepper input {
    width: 4rem;
    min-height: 2.5rem;
    padding: 0.5rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    text-align: center;
    font-variant-numeric: tabular-nums;
    box-sizing: border-box;
  }
  .stepper button {
    border: 1px solid var(--_border);
    font-size: 1.125rem;
    line-height: 1;
  }
  .stepper button[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

/**
 * What the survey and survey-flow views share: the survey loaded in the cart's currency (again
 * when that changes; the answers stay), the shopper's answers and the form's messages by
 * question, and the server's errors of the last add mapped back to their questions (the server
 * names them by their index in the sent `options`, e.g. `options.1.answers`).
 */
export class SurveyViewBase extends SvcView {
  static override properties = {
    ...SvcView.properties,
    survey: { state: true },
    loadFailed: { state: true },
    values: { state: true },
    errors: { state: true },
  };

  /** The survey, once loaded; `null` before. */
  declare survey: Survey | null;
  declare loadFailed: boolean;
  /** The shopper's answers by question ID. */
  declare values: Record<number, QuestionValue>;
  /** The form's own messages by question ID. */
  declare errors: Record<number, string | undefined>;

  /** The question IDs of the last sent `options`, in their order. */
  #sent: number[] = [];
  /** Survey and currency of the survey shown or being loaded. */
  #loadKey = '';

  constructor() {
    super();
    this.survey = null;
    this.loadFailed = false;
    this.values = {};
    this.errors = {};
  }

  /** The survey to show; the views say where it comes from. */
  protected surveyId(): number | undefined {
    return undefined;
  }

  /** The plan being bought, whose `plan` answer is chosen at first. */
  protected leafId(): number | undefined {
    return undefined;
  }

  protected isQuestionRequired(question: SurveyQuestion): boolean {
    return isRequired(question);
  }

  protected surveyText: SurveyText = (key, params) => this.t(key, params);

  override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const cart = this.state.controller;
    const id = this.surveyId();
    if (!cart || !id) return;
    const key = `${id}:${surveyCurrency(cart.state.currencyCode, cart.cart)}`;
    if (key !== this.#loadKey) {
      this.#loadKey = key;
      this.loadFailed = false;
      void this.#load(id, key);
    }
  }

  async #load(id: number, key: string): Promise<void> {
    try {
      const survey = await (await this.state.controller!.viewData()).loadSurvey(id);
      if (key !== this.#loadKey) return;
      if (!this.survey) {
        const preset = this.customization?.payload.options ?? [];
        this.values = Object.fromEntries(
          survey.questions.map((question) => [
            question.id,
            initialValue(
              question,
              preset.find((option) => option.questionId === question.id),
              this.leafId(),
            ),
          ]),
        );
      }
      this.survey = survey;
    } catch {
      if (key === this.#loadKey) this.loadFailed = true;
    }
  }

  /** Loads the survey again after a failed load. */
  protected reload(): void {
    this.#loadKey = '';
    this.loadFailed = false;
    this.requestUpdate();
  }

  /** The shopper changed an answer: its messages (the form's and the server's) go. */
  protected setValue(question: SurveyQuestion, value: QuestionValue): void {
    this.values = { ...this.values, [question.id]: value };
    if (this.errors[question.id]) this.errors = { ...this.errors, [question.id]: undefined };
    const index = this.#sent.indexOf(question.id);
    if (index === -1) return;
    const field = `options.${index}`;
    const rest = Object.fromEntries(
      Object.entries(this.fieldErrors).filter(([name]) => name !== field && !name.startsWith(`${field}.`)),
    );
    if (Object.keys(rest).length !== Object.keys(this.fieldErrors).length) {
      this.fieldErrors = rest;
      this.requestUpdate();
    }
  }

  /** The form's message for `question` after checking it (kept in `errors`). */
  protected check(question: SurveyQuestion): string | undefined {
    const error = questionError(
      question,
      this.values[question.id] ?? emptyValue(),
      this.surveyText,
      this.isQuestionRequired(question),
    );
    this.errors = { ...this.errors, [question.id]: error };
    return error;
  }

  /** The `options` to send for `questions`; remembers their order to place the server's errors. */
  protected optionsToSend(questions: SurveyQuestion[]): SubscriptionSurveyOption[] {
    const options = surveyOptions(questions, this.values);
    this.#sent = options.map((option) => option.questionId);
    return options;
  }

  /** The server's error of the last add for `question`, if any. */
  protected serverError(question: SurveyQuestion): string | undefined {
    const index = this.#sent.indexOf(question.id);
    return index === -1 ? undefined : this.fieldError(`options.${index}`);
  }

  /** The message shown next to `question`: the form's, else the server's. */
  protected errorOf(question: SurveyQuestion): string | undefined {
    return this.errors[question.id] ?? this.serverError(question);
  }

  protected questionView(question: SurveyQuestion, step = false): QuestionView {
    return {
      question,
      value: this.values[question.id] ?? emptyValue(),
      error: this.errorOf(question),
      required: this.isQuestionRequired(question),
      step,
      t: this.surveyText,
      money: (minor) => this.money(minor),
      change: (value) => this.setValue(question, value),
    };
  }

  /** Whether the last failure is shown next to a question (then not again above the button). */
  protected errorShownAtQuestion(): boolean {
    return (this.survey?.questions ?? []).some((question) => this.serverError(question) !== undefined);
  }

  /** The error above the button, when the failure concerns no question. */
  protected renderViewError() {
    return this.viewError && !this.errorShownAtQuestion()
      ? html`<p part="view-error" role="alert">${this.viewError}</p>`
      : nothing;
  }

  /** Before the survey is there: a status while it loads, the failure and "Try again" after. */
  protected renderLoadState() {
    const t = this.surveyText;
    if (this.loadFailed)
      return html`<div part="view-body"></div>
        <div part="view-actions">
          <p part="view-error" role="alert">${t('survey.loadFailed')}</p>
          <button part="submit-button" class="primary" type="button" @click=${() => this.reload()}>
            ${t('survey.retry')}
          </button>
        </div>`;
    return html`<div part="view-body">
      <p class="loading" role="status">
        <span class="spinner" aria-hidden="true"></span>${t('survey.loading')}
      </p>
    </div>`;
  }
}
