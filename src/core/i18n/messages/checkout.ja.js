// The checkout messages in Japanese (the English: src/checkout/messages.ts). Loaded only when Japanese is in use.
export default {
  'checkout.steps': 'ご購入手続きのステップ',
  'checkout.step.contact': '連絡先',
  'checkout.step.delivery': '配送',
  'checkout.step.payment': 'お支払い',
  'checkout.step.review': '確認',
  'checkout.step.done': '完了',
  'checkout.stepDone': '{step}（完了）',
  'checkout.loadingStep': '読み込み中…',
  'checkout.backTo': '{step}に戻る',
  'checkout.orderSummary': '注文内容',
};
