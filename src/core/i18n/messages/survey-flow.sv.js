// The survey-flow messages in Swedish (the English: src/views/svc-view-survey-flow/messages.ts). Loaded only when Swedish is in use.
export default {
  'survey-flow.progress': 'Fråga {current} av {total}',
  'survey-flow.back': 'Tillbaka',
  'survey-flow.next': 'Nästa',
  'survey-flow.add': 'Lägg i varukorgen',
  'survey-flow.noProduct': 'Frågorna leder inte till någon plan som kan läggas i varukorgen.',
};
