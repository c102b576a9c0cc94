// The offers messages in Japanese (the English: src/checkout/svc-checkout-offers/messages.ts). Loaded only when Japanese is in use.
export default {
  'offers.label': '特別オファー',
  'offers.title': 'こちらもおすすめ',
  'offers.was': '通常価格',
  'offers.now': '特別価格',
  'offers.discount': '{percent}%オフ',
  'offers.add': '注文に追加',
  'offers.buy': '今すぐ購入',
  'offers.reject': 'いいえ、結構です',
  'offers.chargeNote': '先ほどご利用のお支払い方法に、送料・税とあわせて請求されます。',
  'offers.added': '{name}をご注文に追加しました。',
  'offers.charged': '{name}をご注文に追加しました。請求額：{total}',
};
