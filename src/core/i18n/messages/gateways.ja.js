// The gateways messages in Japanese (the English: src/ui/gateways/messages.ts). Loaded only when Japanese is in use.
export default {
  'gateway.cardDetails': 'カード情報',
  'gateway.cardNumber': 'カード番号',
  'gateway.expiry': '有効期限（MM/YY）',
  'gateway.cvc': 'セキュリティコード（CVC）',
  'gateway.cardName': 'カード名義（任意）',
  'gateway.testCards':
    'テストモード：4242 4242 4242 4242は決済成功、4000 0027 6000 3184は3Dセキュア認証、4000 0000 0000 0002は拒否されます。有効期限は未来の任意の日付、CVCは任意の値で構いません。',
  'gateway.numberRequired': 'カード番号を入力してください。',
  'gateway.numberIncomplete': 'カード番号が不完全です。',
  'gateway.numberInvalid': 'このカード番号は無効です。ご確認のうえ、もう一度お試しください。',
  'gateway.expiryRequired': '有効期限を入力してください。',
  'gateway.expiryInvalid': '有効期限をMM/YY形式で入力してください（例：08/29）。',
  'gateway.expiryPast': 'このカードは有効期限が切れています。別のカードをご利用ください。',
  'gateway.cvcRequired': 'セキュリティコードを入力してください。',
  'gateway.cvcInvalid': 'セキュリティコードは3桁または4桁です。',
  'gateway.challengeTitle': 'カード会社がこのお支払いの確認を求めています',
  'gateway.challengeAmount': '続行するには、{amount}のお支払いを承認してください。',
  'gateway.challengeText': '続行するには、お支払いを承認してください。',
  'gateway.confirm': '承認',
  'gateway.fail': '認証を失敗させる',
  'gateway.cancel': 'キャンセル',
  'gateway.providerTitle': '{provider}でお支払いを確認',
  'error.verification_failed':
    'カード会社がこのお支払いを認証できませんでした。別のお支払い方法を選択するか、もう一度お試しください。',
  'error.verification_cancelled':
    'お支払いが承認されませんでした。別のお支払い方法を選択するか、もう一度お試しください。',
  'error.gateway_unavailable':
    '決済フォームを読み込めませんでした。通信環境をご確認のうえ、もう一度お試しください。',
  'error.gateway_not_supported':
    'このお支払い方法はここではご利用いただけません。別の方法を選択してください。',
  'error.card_invalid': 'カード情報をご確認のうえ、もう一度お試しください。',
  'error.card_declined': 'カードが承認されませんでした。別のお支払い方法を選択してください。',
  'error.approval_pending': '先に決済サービスの画面で手続きを完了してください。',
};
