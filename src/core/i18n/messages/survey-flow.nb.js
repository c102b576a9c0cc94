// The survey-flow messages in Norwegian Bokmål (the English: src/views/svc-view-survey-flow/messages.ts). Loaded only when Norwegian Bokmål is in use.
export default {
  'survey-flow.progress': 'Spørsmål {current} av {total}',
  'survey-flow.back': 'Tilbake',
  'survey-flow.next': 'Neste',
  'survey-flow.add': 'Legg i handlekurven',
  'survey-flow.noProduct': 'Denne undersøkelsen fører ikke til noe som kan legges i handlekurven.',
};
