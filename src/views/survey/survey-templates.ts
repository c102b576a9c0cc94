/**
 * Survey questions as form controls, shared by the survey view (all questions on one screen) and
 * the survey flow (one question per step): one question's controls (a labelled input, answer
 * cards with radio buttons or checkboxes, quantity steppers) and moving focus into a question.
 * The rules behind them (defaults, checks, the sent `options`) are in `core/survey-rules.ts`.
 */
import type { Product, SurveyAnswer, SurveyQuestion } from '@svc/sdk';
import { html, nothing, type TemplateResult } from 'lit';
import {
  answerCounts,
  isAvailable,
  isRequired,
  isSingleChoice,
  isTick,
  parseCount,
  type QuestionValue,
  sortedAnswers,
} from '../../core/survey-rules.js';
import '../svc-view-survey/messages.js';
import type { SurveyMessageKey } from '../svc-view-survey/messages.js';

/** The survey messages in the shopper's language. */
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
const focusable = (question: SurveyQuestion) => (sortedAnswers(question).some(isAvailable) ? nothing : '-1');

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

/**
 * A question of answer cards or steppers: a fieldset with its title, the hint and the error, around
 * the answers (`body`). The fieldset is focusable only when no answer can be chosen.
 */
function questionFieldset(view: QuestionView, hintText: string | undefined, body: TemplateResult) {
  const { question, error } = view;
  const id = `q${question.id}`;
  return html`<fieldset
    part="question"
    class=${view.step ? 'question step' : 'question'}
    data-question=${question.id}
    tabindex=${focusable(question)}
    aria-describedby=${describedBy(hintText && `${id}-hint`, `${id}-error`)}
  >
    <legend class="question-title">${title(view)}</legend>
    ${hintText ? html`<p class="muted hint" id="${id}-hint">${hintText}</p>` : nothing} ${body}
    <p part="field-error" id="${id}-error" role="alert">${error ?? ''}</p>
  </fieldset>`;
}

function choiceQuestion(view: QuestionView) {
  const { question, value, error, t } = view;
  const id = `q${question.id}`;
  const required = isRequired(question, view);
  const tick = isTick(question);
  const single = isSingleChoice(question) && !tick;
  const hintText = hint(view);
  const choose = (answer: SurveyAnswer, checked: boolean) => {
    const ids = single ? (checked ? [answer.id] : []) : value.ids.filter((other) => other !== answer.id);
    if (!single && checked) ids.push(answer.id);
    view.change({ ...value, ids });
  };
  return questionFieldset(
    view,
    hintText,
    html`
      ${sortedAnswers(question).map((answer) => {
        const prices = answerPrices(view, answer);
        return html`<label part="option" class="answer">
          <input
            type=${single ? 'radio' : 'checkbox'}
            name=${id}
            .value=${String(answer.id)}
            .checked=${value.ids.includes(answer.id)}
            ?disabled=${!isAvailable(answer)}
            ?required=${single && required}
            aria-invalid=${error ? 'true' : 'false'}
            @change=${(event: Event) => choose(answer, (event.target as HTMLInputElement).checked)}
          />
          <span class="answer-main">
            ${answerImage(answer)}
            <span class="answer-text">
              <span part="option-name">${answer.content ?? ''}</span>
              ${isAvailable(answer) ? nothing : html`<span class="sold-out">${t('survey.soldOut')}</span>`}
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
    `,
  );
}

function quantityQuestion(view: QuestionView) {
  const { question, value, error, t } = view;
  const id = `q${question.id}`;
  const hintText = hint(view);
  const { total } = answerCounts(question, value);
  const set = (answer: SurveyAnswer, text: string) =>
    view.change({ ...value, quantities: { ...value.quantities, [answer.id]: text } });
  return questionFieldset(
    view,
    hintText,
    html`
      ${sortedAnswers(question).map((answer) => {
        const inputId = `${id}-a${answer.id}`;
        const open = isAvailable(answer);
        const current = parseCount(value.quantities[answer.id]);
        const stock = typeof answer.stockCount === 'number' ? answer.stockCount : null;
        const max = question.maxAmount ?? null;
        const canDecrease = open && current !== null && current > 0;
        const canIncrease =
          open &&
          (current === null || ((stock === null || current < stock) && (max === null || total < max)));
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
    `,
  );
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
