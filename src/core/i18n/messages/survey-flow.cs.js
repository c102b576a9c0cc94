// The survey-flow messages in Czech (the English: src/views/svc-view-survey-flow/messages.ts). Loaded only when Czech is in use.
export default {
  'survey-flow.progress': 'Otázka {current} z {total}',
  'survey-flow.back': 'Zpět',
  'survey-flow.next': 'Další',
  'survey-flow.add': 'Do košíku',
  'survey-flow.noProduct': 'Tento dotazník nevede k žádnému plánu, který by šlo přidat do košíku.',
};
