// The survey-flow messages in French (the English: src/views/svc-view-survey-flow/messages.ts). Loaded only when French is in use.
export default {
  'survey-flow.progress': 'Question {current} sur {total}',
  'survey-flow.back': 'Retour',
  'survey-flow.next': 'Suivant',
  'survey-flow.add': 'Ajouter au panier',
  'survey-flow.noProduct': 'Ce questionnaire ne mène à aucune formule pouvant être ajoutée au panier.',
};
