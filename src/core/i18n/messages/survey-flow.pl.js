// The survey-flow messages in Polish (the English: src/views/svc-view-survey-flow/messages.ts). Loaded only when Polish is in use.
export default {
  'survey-flow.progress': 'Pytanie {current} z {total}',
  'survey-flow.back': 'Wstecz',
  'survey-flow.next': 'Dalej',
  'survey-flow.add': 'Dodaj do koszyka',
  'survey-flow.noProduct': 'Ta ankieta nie prowadzi do żadnego planu, który można dodać do koszyka.',
};
