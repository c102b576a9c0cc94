/**
 * The survey flow's messages (`survey-flow.*`), in English; each other language the widget ships
 * has them in `src/core/i18n/messages/survey-flow.<lang>.js`.
 */
import { defineMessages } from '../../core/i18n/localize.js';

const en = {
  'survey-flow.progress': 'Question {current} of {total}',
  'survey-flow.back': 'Back',
  'survey-flow.next': 'Next',
  'survey-flow.add': 'Add to cart',
  'survey-flow.noProduct': 'This survey leads to no plan that could be added to the cart.',
} as const;

export type SurveyFlowMessageKey = keyof typeof en;

defineMessages('survey-flow', en);
