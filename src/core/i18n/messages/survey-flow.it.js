// The survey-flow messages in Italian (the English: src/views/svc-view-survey-flow/messages.ts). Loaded only when Italian is in use.
export default {
  'survey-flow.progress': 'Domanda {current} di {total}',
  'survey-flow.back': 'Indietro',
  'survey-flow.next': 'Avanti',
  'survey-flow.add': 'Aggiungi al carrello',
  'survey-flow.noProduct': 'Questo questionario non porta a nessun piano da aggiungere al carrello.',
};
