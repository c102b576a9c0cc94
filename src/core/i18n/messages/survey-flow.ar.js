// The survey-flow messages in Arabic (the English: src/views/svc-view-survey-flow/messages.ts). Loaded only when Arabic is in use.
export default {
  'survey-flow.progress': 'السؤال {current} من {total}',
  'survey-flow.back': 'رجوع',
  'survey-flow.next': 'التالي',
  'survey-flow.add': 'أضف إلى السلة',
  'survey-flow.noProduct': 'هذا الاستبيان لا يؤدي إلى خطة يمكن إضافتها للسلة.',
};
