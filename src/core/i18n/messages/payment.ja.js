// The payment messages in Japanese (the English: src/checkout/svc-checkout-payment/messages.ts). Loaded only when Japanese is in use.
export default {
  'payment.heading': 'お支払い方法',
  'payment.saved': '保存済みのカード',
  'payment.loading': '保存済みのカードを読み込んでいます…',
  'payment.cardLabel': '{brand}（末尾{last4}）',
  'payment.expires': '有効期限：{date}',
  'payment.default': 'デフォルト',
  'payment.add': '新しいカードを追加',
  'payment.newCard': '新しいカード',
  'payment.gateway': '決済方法',
  'payment.loadingForm': 'カード入力フォームを読み込んでいます…',
  'payment.cancel': 'キャンセル',
  'payment.continue': '次へ',
  'payment.retry': '再試行',
  'payment.chooseMethod': 'お支払い方法を選択するか、新しいカードを追加してください。',
  'payment.signIn': '保存済みのカードでのお支払いや新しいカードの追加には、ログインしてください。',
  'payment.backToContact': '連絡先に戻る',
  'payment.noGateways': 'このショップでは、ここで新しいカードを登録できません。',
  'payment.returnFailed':
    'カード会社が新しいカードを承認しませんでした。もう一度追加するか、別のお支払い方法を選択してください。',
  'payment.returnMissing':
    '追加されたカードが見つかりませんでした。もう一度追加するか、別のお支払い方法を選択してください。',
};
