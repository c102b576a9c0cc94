// The survey-flow messages in Finnish (the English: src/views/svc-view-survey-flow/messages.ts). Loaded only when Finnish is in use.
export default {
  'survey-flow.progress': 'Kysymys {current}/{total}',
  'survey-flow.back': 'Takaisin',
  'survey-flow.next': 'Seuraava',
  'survey-flow.add': 'Lisää ostoskoriin',
  'survey-flow.noProduct': 'Tämä kysely ei johda mihinkään, mitä voisi lisätä ostoskoriin.',
};
