// The survey-flow messages in Danish (the English: src/views/svc-view-survey-flow/messages.ts). Loaded only when Danish is in use.
export default {
  'survey-flow.progress': 'Spørgsmål {current} af {total}',
  'survey-flow.back': 'Tilbage',
  'survey-flow.next': 'Næste',
  'survey-flow.add': 'Læg i kurv',
  'survey-flow.noProduct': 'Spørgsmålene fører ikke til en plan, der kan lægges i kurven.',
};
