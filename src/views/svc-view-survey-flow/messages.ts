/** The survey flow's messages (`survey-flow.*`), in every language the widget ships. */
import { addMessages } from '../../core/i18n/localize.js';

const en = {
  'survey-flow.progress': 'Question {current} of {total}',
  'survey-flow.back': 'Back',
  'survey-flow.next': 'Next',
  'survey-flow.add': 'Add to cart',
  'survey-flow.noProduct': 'This survey leads to no plan that could be added to the cart.',
} as const;

export type SurveyFlowMessageKey = keyof typeof en;

addMessages({
  en,
  de: {
    'survey-flow.progress': 'Frage {current} von {total}',
    'survey-flow.back': 'Zurück',
    'survey-flow.next': 'Weiter',
    'survey-flow.add': 'In den Warenkorb',
    'survey-flow.noProduct': 'Diese Umfrage führt zu keinem Abo, das in den Warenkorb gelegt werden kann.',
  },
  fr: {
    'survey-flow.progress': 'Question {current} sur {total}',
    'survey-flow.back': 'Retour',
    'survey-flow.next': 'Suivant',
    'survey-flow.add': 'Ajouter au panier',
    'survey-flow.noProduct': 'Ce questionnaire ne mène à aucune formule pouvant être ajoutée au panier.',
  },
});
