/**
 * The survey view's messages (`survey.*`), in English; each other language the widget ships has
 * them in `src/core/i18n/messages/survey.<lang>.js`. The question templates
 * (`../survey/survey-templates.ts`) use them too, so the survey flow shows the same words.
 */
import { defineMessages } from '../../core/i18n/localize.js';

const en = {
  'survey.loading': 'Loading the questions…',
  'survey.loadFailed': 'The questions could not be loaded.',
  'survey.retry': 'Try again',
  'survey.optional': '{title} (optional)',
  'survey.required': 'Please answer this question.',
  'survey.requiredChoice': 'Please choose an answer.',
  'survey.email': 'Enter a valid email address, such as name@example.com.',
  'survey.minCount': { one: 'Choose at least {count} answer.', other: 'Choose at least {count} answers.' },
  'survey.maxCount': { one: 'Choose at most {count} answer.', other: 'Choose at most {count} answers.' },
  'survey.minAmount': {
    one: 'Choose at least {count} in total.',
    other: 'Choose at least {count} in total.',
  },
  'survey.maxAmount': { one: 'Choose at most {count} in total.', other: 'Choose at most {count} in total.' },
  'survey.hintCount': 'Choose {min} to {max}.',
  'survey.hintExactCount': { one: 'Choose {count}.', other: 'Choose {count}.' },
  'survey.hintMinCount': { one: 'Choose at least {count}.', other: 'Choose at least {count}.' },
  'survey.hintMaxCount': { one: 'Choose up to {count}.', other: 'Choose up to {count}.' },
  'survey.hintAmount': '{min} to {max} in total.',
  'survey.hintMinAmount': { one: 'At least {count} in total.', other: 'At least {count} in total.' },
  'survey.hintMaxAmount': { one: 'Up to {count} in total.', other: 'Up to {count} in total.' },
  'survey.quantityInvalid': 'Enter a whole number of 0 or more.',
  'survey.stock': { one: 'Only {count} left of “{answer}”.', other: 'Only {count} left of “{answer}”.' },
  'survey.left': { one: '{count} left', other: '{count} left' },
  'survey.extra': '+{price}',
  'survey.extraEach': '+{price} each',
  'survey.soldOut': 'Sold out',
  'survey.noAnswer': 'No answer',
  'survey.noThanks': 'No, thanks',
  'survey.decrease': 'Fewer “{answer}”',
  'survey.increase': 'More “{answer}”',
  'survey.add': 'Add to cart',
} as const;

export type SurveyMessageKey = keyof typeof en;

defineMessages('survey', en);
