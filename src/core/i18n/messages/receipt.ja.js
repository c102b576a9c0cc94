// The receipt messages in Japanese (the English: src/checkout/svc-checkout-receipt/messages.ts). Loaded only when Japanese is in use.
export default {
  'receipt.title': 'ご注文ありがとうございます！',
  'receipt.email': '確認メールを{email}にお送りしています。',
  'receipt.details': 'ご注文の詳細',
  'receipt.order': { other: '注文番号' },
  'receipt.paid': '本日のお支払い',
  'receipt.items': 'ご購入商品',
  'receipt.later': '後日のお支払い',
  'receipt.laterNote': '定期購入は、解約されるまで自動的に更新されます。',
  'receipt.nextCharge': '次回のお支払い',
  'receipt.nextChargeOf': '次回のお支払い（{name}）',
  'receipt.manage': { other: '定期購入を管理する' },
  'receipt.continue': '買い物を続ける',
};
