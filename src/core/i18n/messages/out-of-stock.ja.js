// The out-of-stock messages in Japanese (the English: src/views/svc-view-out-of-stock/messages.ts). Loaded only when Japanese is in use.
export default {
  'out-of-stock.soldOut': '売り切れ',
  'out-of-stock.intro': 'メールアドレスをご登録いただくと、再入荷の際にすぐお知らせします。',
  'out-of-stock.email': 'メールアドレス',
  'out-of-stock.emailRequired': 'メールアドレスを入力してください。',
  'out-of-stock.emailInvalid': '有効なメールアドレスを入力してください（例：name@example.com）。',
  'out-of-stock.quantity': 'ご希望の数量は？',
  'out-of-stock.quantityInvalid': '1以上の整数を入力してください。',
  'out-of-stock.notify': '再入荷通知を受け取る',
  'out-of-stock.done': 'ありがとうございます。{product}が再入荷しましたら、すぐに{email}へお知らせします。',
  'out-of-stock.back': 'カートに戻る',
};
