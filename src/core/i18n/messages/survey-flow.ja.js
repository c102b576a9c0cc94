// The survey-flow messages in Japanese (the English: src/views/svc-view-survey-flow/messages.ts). Loaded only when Japanese is in use.
export default {
  'survey-flow.progress': '{total}問中{current}問目',
  'survey-flow.back': '戻る',
  'survey-flow.next': '次へ',
  'survey-flow.add': 'カートに追加',
  'survey-flow.noProduct': 'このアンケートの回答では、カートに追加できるプランがありません。',
};
