// The survey-flow messages in German (the English: src/views/svc-view-survey-flow/messages.ts). Loaded only when German is in use.
export default {
  'survey-flow.progress': 'Frage {current} von {total}',
  'survey-flow.back': 'Zurück',
  'survey-flow.next': 'Weiter',
  'survey-flow.add': 'In den Warenkorb',
  'survey-flow.noProduct': 'Diese Umfrage führt zu keinem Abo, das in den Warenkorb gelegt werden kann.',
};
