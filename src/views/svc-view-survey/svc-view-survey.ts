import type { CartItemAddPayload, Product } from '@svc/sdk';
import { html, nothing } from 'lit';
import { focusQuestion, renderQuestion } from '../survey/survey-templates.js';
import { surveyQuestionStyles } from '../survey/survey-templates.styles.js';
import { SurveyViewBase } from '../survey/survey-view-base.js';
import { SvcView, viewKitStyles } from '../view-kit.js';
import { surveyStyles } from './svc-view-survey.styles.js';
import type { SurveyMessageKey } from './messages.js';

/**
 * @summary The survey view: the questions of the survey of a plan or variant being bought, all on
 * one screen, then "Add to cart". Mounted for a leaf with a `survey` and no `options` in the
 * `configureItem` payload. The answers become the line's `options`; a required question without
 * an answer, or a count out of bounds, is shown next to the question and nothing is sent.
 *
 * Every question type: `text` and `email` (an input), `select` and `plan` (radio cards), `multiple`
 * (checkbox cards), `offer` (a checkbox for a single offer, else radio cards), `quantity` (a
 * stepper per answer). Answer images, extra prices and sold-out answers are shown on the cards.
 *
 * @csspart view-body - The questions.
 * @csspart survey-title - The survey's title.
 * @csspart question - A question (a fieldset, or the field of a text question).
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
 * @csspart field-error - The form's or the server's message next to a question.
 * @csspart view-error - A failure that concerns no question (or the survey that did not load).
 * @csspart view-actions - The action bar.
 * @csspart submit-button - "Add to cart" (or "Try again" when the survey did not load); in edit mode
 *   (the customer portal) `edit.label`, and the answers are saved through `edit.submit`.
 * @csspart loading - The skeleton of the questions while the survey loads ("Loading the questions…").
 */
export class SvcViewSurvey extends SurveyViewBase<SurveyMessageKey> {
  static override styles = [...SvcView.styles, viewKitStyles, surveyQuestionStyles, surveyStyles];

  get #leaf(): Product | undefined {
    return this.customization?.product as Product | undefined;
  }

  protected override surveyId(): number | undefined {
    return this.#leaf?.survey?.id;
  }

  protected override leafId(): number | undefined {
    return this.#leaf?.id;
  }

  override render() {
    if (!this.#leaf) return nothing;
    const survey = this.survey;
    if (!survey) return this.renderLoadState();
    return html`<form novalidate @submit=${(event: Event) => this.#submit(event)}>
      <div part="view-body">
        ${survey.title ? html`<p part="survey-title" class="survey-title">${survey.title}</p>` : nothing}
        ${survey.questions.map((question) => renderQuestion(this.questionView(question)))}
      </div>
      <div part="view-actions">
        ${this.renderViewError()}
        <button part="submit-button" class="primary" type="submit" aria-busy=${this.busy ? 'true' : 'false'}>
          ${this.busy ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}
          ${this.customization?.edit?.label || this.surveyText('survey.add')}
        </button>
      </div>
    </form>`;
  }

  async #submit(event: Event): Promise<void> {
    event.preventDefault();
    const survey = this.survey;
    const leaf = this.#leaf;
    if (this.busy || !survey || !leaf) return;
    const invalid = survey.questions.filter((question) => this.check(question) !== undefined);
    if (invalid.length) {
      await this.updateComplete;
      focusQuestion(this.renderRoot, invalid[0]!.id);
      return;
    }
    const options = this.optionsToSend(survey.questions);
    const payload = { ...this.customization!.payload, productId: leaf.id, options } as CartItemAddPayload;
    // `advance`, not `finish`: with its answers the plan may still need the subscription
    // replacement view (a subscription of the same product in the cart); otherwise it is added.
    // No answer at all (every question optional) would lead `advance` back to this view.
    const added = options.length ? await this.advance(payload, leaf) : await this.finish(payload);
    if (!added) {
      await this.updateComplete;
      const refused = survey.questions.find((question) => this.serverError(question));
      if (refused) focusQuestion(this.renderRoot, refused.id);
    }
  }
}
