import type { CartItemAddPayload, Product, SurveyQuestion } from '@svc/sdk';
import { html, nothing } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { chosenAnswer, isRequired, nextStep, planQuestion } from '../../core/survey-rules.js';
import { focusQuestion, renderQuestion } from '../survey/survey-templates.js';
import { surveyQuestionStyles } from '../survey/survey-templates.styles.js';
import { SurveyViewBase } from '../survey/survey-view-base.js';
import { SvcView, viewKitStyles } from '../view-kit.js';
import type { SurveyFlowMessageKey } from './messages.js';
import { surveyFlowStyles } from './svc-view-survey-flow.styles.js';

/**
 * @summary The survey flow: a survey started with `configureItem({ surveyId })`, one question per
 * screen with "Question 2 of 5" and a progress bar, Back and Next. Answers are kept when the
 * shopper goes back; each step is checked before Next; focus moves to the new question.
 *
 * The questions come in the survey's order: survey data carries no branching (no condition or
 * next-question field in the domain model, the SDK types or the fixtures), so every shopper
 * sees every question.
 *
 * The result is one cart line: the plan of the `plan` answer, with every answer as its
 * `options` (`{ productId: <plan>, options }`, plus the payload's other add fields). The
 * service adds the products of `offer` answers as lines of their own when it stores the
 * options, so the flow sends one add. The `plan` question is therefore required here, even when
 * the survey marks it optional; a survey without one cannot be finished.
 *
 * @csspart view-body - The progress and the current question.
 * @csspart survey-title - The survey's title.
 * @csspart progress-label - "Question 2 of 5".
 * @csspart progress - The progress bar (a native `<progress>`).
 * @csspart question - The current question (a fieldset, or the field of a text question).
 * @csspart field - A text or email question with its label and message.
 * @csspart field-label - A text or email question's label.
 * @csspart option - An answer as a card (a `<label>` around its radio button or checkbox).
 * @csspart option-image - An answer's image.
 * @csspart option-name - An answer's text.
 * @csspart option-price - What an answer costs (its product, its extra price).
 * @csspart quantity-option - An answer of a quantity question, with its stepper.
 * @csspart stepper - The − and + buttons around a quantity input.
 * @csspart decrease - The − button.
 * @csspart quantity - A quantity input.
 * @csspart increase - The + button.
 * @csspart field-error - The form's or the server's message next to the question.
 * @csspart view-error - A failure that concerns no question (or the survey that did not load).
 * @csspart view-actions - The action bar.
 * @csspart previous-button - Back to the previous question (from the second question on).
 * @csspart submit-button - "Next", on the last question "Add to cart".
 * @csspart loading - The skeleton of the questions while the survey loads ("Loading the questions…").
 */
export class SvcViewSurveyFlow extends SurveyViewBase<SurveyFlowMessageKey> {
  static override styles = [...SvcView.styles, viewKitStyles, surveyQuestionStyles, surveyFlowStyles];
  static override properties = {
    ...SurveyViewBase.properties,
    step: { state: true },
  };

  /** The index of the question shown. */
  declare step: number;

  constructor() {
    super();
    this.step = 0;
  }

  get #questions(): SurveyQuestion[] {
    return this.survey?.questions ?? [];
  }

  /** The question whose answer is the cart line's plan. */
  get #planQuestion(): SurveyQuestion | undefined {
    return planQuestion(this.#questions);
  }

  protected override surveyId(): number | undefined {
    return this.customization?.payload.surveyId;
  }

  protected override isQuestionRequired(question: SurveyQuestion): boolean {
    return isRequired(question) || question === this.#planQuestion;
  }

  override render() {
    if (!this.customization) return nothing;
    const survey = this.survey;
    if (!survey) return this.renderLoadState();
    const questions = this.#questions;
    if (!this.#planQuestion)
      return html`<div part="view-body"></div>
        <div part="view-actions">
          <p part="view-error" role="alert">${this.t('survey-flow.noProduct')}</p>
        </div>`;
    const index = Math.min(this.step, questions.length - 1);
    const question = questions[index]!;
    const last = index === questions.length - 1;
    const progress = this.t('survey-flow.progress', { current: index + 1, total: questions.length });
    return html`<form novalidate @submit=${(event: Event) => this.#submit(event)}>
      <div part="view-body">
        ${survey.title ? html`<p part="survey-title" class="survey-title">${survey.title}</p>` : nothing}
        <div class="progress">
          <p part="progress-label" id="progress-label" aria-live="polite">${progress}</p>
          <progress
            part="progress"
            max=${questions.length}
            .value=${index + 1}
            aria-labelledby="progress-label"
            aria-valuetext=${progress}
          ></progress>
        </div>
        ${keyed(question.id, renderQuestion(this.questionView(question, true)))}
      </div>
      <div part="view-actions">
        ${this.renderViewError()}
        <div class="steps">
          ${
            index > 0
              ? html`<button
                  part="previous-button"
                  class="secondary"
                  type="button"
                  @click=${() => this.#back()}
                >
                  ${this.t('survey-flow.back')}
                </button>`
              : nothing
          }
          <button
            part="submit-button"
            class="primary"
            type="submit"
            aria-busy=${this.busy ? 'true' : 'false'}
          >
            ${this.busy ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}
            ${this.t(last ? 'survey-flow.add' : 'survey-flow.next')}
          </button>
        </div>
      </div>
    </form>`;
  }

  /** Shows question `index` and moves focus into it. */
  async #go(index: number): Promise<void> {
    this.step = index;
    await this.updateComplete;
    const question = this.#questions[index];
    if (question) focusQuestion(this.renderRoot, question.id);
  }

  #back(): void {
    const question = this.#questions[this.step];
    if (question && this.errors[question.id]) this.errors = { ...this.errors, [question.id]: undefined };
    void this.#go(Math.max(0, this.step - 1));
  }

  async #submit(event: Event): Promise<void> {
    event.preventDefault();
    const question = this.#questions[this.step];
    if (this.busy || !question) return;
    if (this.check(question) !== undefined) {
      await this.updateComplete;
      focusQuestion(this.renderRoot, question.id);
      return;
    }
    const next = nextStep(this.step, this.#questions.length);
    if (next === undefined) await this.#add();
    else await this.#go(next);
  }

  async #add(): Promise<void> {
    const questions = this.#questions;
    const plan = this.#planQuestion;
    const invalid = questions.findIndex((question) => this.check(question) !== undefined);
    if (invalid !== -1) {
      await this.#go(invalid);
      return;
    }
    const answer = plan ? chosenAnswer(plan, this.values[plan.id]) : undefined;
    const productId = answer?.productId;
    if (!answer || !productId) {
      this.viewError = this.t('survey-flow.noProduct');
      return;
    }
    const options = this.optionsToSend(questions);
    const { surveyId: _surveyId, ...fields } = this.customization!.payload;
    const payload = { ...fields, productId, options } as CartItemAddPayload;
    const product = answer.product as Product | undefined;
    // With the plan's product known, it may still need another view (sold out, replacing a
    // subscription of the same product); otherwise it is added as it is.
    const added =
      product?.id === productId ? await this.advance(payload, product) : await this.finish(payload);
    if (!added) {
      const refused = questions.findIndex((candidate) => this.serverError(candidate) !== undefined);
      if (refused !== -1) await this.#go(refused);
    }
  }
}
