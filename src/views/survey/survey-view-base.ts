/**
 * The base of the survey view and the survey flow: the survey's loading, the shopper's answers,
 * the form's and the server's messages by question, and the loading and failed states.
 */
import type { SubscriptionSurveyOption, Survey, SurveyQuestion } from '@svc/sdk';
import { html, nothing, type PropertyValues } from 'lit';
import {
  emptyValue,
  initialValues,
  isRequired,
  optionField,
  type QuestionValue,
  questionProblem,
  surveyOptions,
} from '../../core/survey-rules.js';
import { surveyCurrency } from '../../core/views.js';
import { DataTask } from '../../ui/data-task.js';
import { SvcView } from '../view-kit.js';
import type { SurveyMessageKey } from '../svc-view-survey/messages.js';
import type { QuestionView, SurveyText } from './survey-templates.js';
import { skeleton } from '../../ui/skeleton.js';
import { VIEW_SKELETONS } from '../../ui/view-skeletons.js';

/**
 * What the survey and survey-flow views share: the survey loaded in the cart's currency (again
 * when that changes; the answers stay), the shopper's answers and the form's messages by
 * question, and the server's errors of the last add mapped back to their questions (the server
 * names them by their index in the sent `options`, e.g. `options.1.answers`).
 */
export class SurveyViewBase<Key extends string = SurveyMessageKey> extends SvcView<SurveyMessageKey | Key> {
  static override properties = {
    ...SvcView.properties,
    survey: { state: true },
    values: { state: true },
    errors: { state: true },
  };

  /** The survey, once loaded; `null` before. */
  declare survey: Survey | null;
  /** The shopper's answers by question ID. */
  declare values: Record<number, QuestionValue>;
  /** The form's own messages by question ID. */
  declare errors: Record<number, string | undefined>;

  protected surveyText: SurveyText = (key, params) => this.t(key, params);

  /** The question IDs of the last sent `options`, in their order. */
  #sent: number[] = [];
  /** Survey and currency of the survey shown or being loaded; a change loads it again. */
  #loadKey = '';
  /**
   * The survey's load: a newer one (another survey or currency) drops the answer of the one
   * before. The first survey sets the answers; later ones (another currency) keep them.
   */
  readonly #load = new DataTask<[number], Survey>(this, {
    task: async ([id]) => (await this.state.controller!.viewData()).loadSurvey(id),
    onComplete: (survey) => {
      if (!this.survey)
        this.values = initialValues(
          survey.questions,
          this.customization?.payload.options ?? [],
          this.leafId(),
        );
      this.survey = survey;
    },
  });

  constructor() {
    super();
    this.survey = null;
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

  /** Loads the survey again after a failed load. */
  protected reload(): void {
    this.#loadKey = '';
    this.requestUpdate();
  }

  /** The shopper changed an answer: its messages (the form's and the server's) go. */
  protected setValue(question: SurveyQuestion, value: QuestionValue): void {
    this.values = { ...this.values, [question.id]: value };
    if (this.errors[question.id]) this.errors = { ...this.errors, [question.id]: undefined };
    const field = optionField(this.#sent, question.id);
    if (field === undefined) return;
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
    const problem = questionProblem(
      question,
      this.values[question.id] ?? emptyValue(),
      this.isQuestionRequired(question),
    );
    const error = problem && this.surveyText(problem.key, problem.params);
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
    const field = optionField(this.#sent, question.id);
    return field === undefined ? undefined : this.fieldError(field);
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
    if (this.#load.status === 'error')
      return html`<div part="view-body"></div>
        <div part="view-actions">
          <p part="view-error" role="alert">${t('survey.loadFailed')}</p>
          <button part="submit-button" class="primary" type="button" @click=${() => this.reload()}>
            ${t('survey.retry')}
          </button>
        </div>`;
    return html`<div part="view-body">${skeleton(t('survey.loading'), VIEW_SKELETONS.survey)}</div>`;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const cart = this.state.controller;
    const id = this.surveyId();
    if (!cart || !id) return;
    const key = `${id}:${surveyCurrency(cart.state.currencyCode, cart.cart)}`;
    if (key !== this.#loadKey) {
      this.#loadKey = key;
      void this.#load.run(id);
    }
  }

  override disconnectedCallback(): void {
    // Leaving the page drops the load under way: the view asks again when it is back.
    if (this.#load.status === 'pending') this.#loadKey = '';
    super.disconnectedCallback();
  }
}
