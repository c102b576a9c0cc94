/** The survey questions' styles, shared by the survey view and the survey flow. */
import { css } from 'lit';

/** The questions' layout: answer cards with an image and a price, quantity rows with a stepper. */
export const surveyQuestionStyles = css`
  form {
    display: contents;
  }
  /* A check focuses a question's first answer: scrolled to, the answer keeps room under it for the
     question's message above the action bar ("Please choose an answer."). */
  [part~='view-body'] {
    scroll-padding-block: 1rem 5rem;
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
    min-height: var(--_tap);
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
