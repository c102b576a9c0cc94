// The survey-flow messages in Dutch (the English: src/views/svc-view-survey-flow/messages.ts). Loaded only when Dutch is in use.
export default {
  'survey-flow.progress': 'Vraag {current} van {total}',
  'survey-flow.back': 'Terug',
  'survey-flow.next': 'Volgende',
  'survey-flow.add': 'In winkelwagen',
  'survey-flow.noProduct':
    'Deze vragenlijst leidt niet tot een plan dat aan de winkelwagen kan worden toegevoegd.',
};
