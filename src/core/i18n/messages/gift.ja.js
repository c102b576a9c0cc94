// The gift messages in Japanese (the English: src/views/svc-view-gift/messages.ts). Loaded only when Japanese is in use.
export default {
  'gift.intro': '定期購入をギフトとして贈れます。開始日と、ギフトに含める注文回数をお選びください。',
  'gift.for': 'ギフト：{products}',
  'gift.unavailable':
    'ギフトとして贈れるのは定期購入のみです。先に定期購入をカートに追加してから、こちらにお戻りください。',
  'gift.loading': '開始日を読み込んでいます…',
  'gift.retry': '再試行',
  'gift.dates': 'ギフトの開始日はいつにしますか？',
  'gift.noDates': '現在、選択できる開始日はありません。',
  'gift.dateRequired': '開始日を選択してください。',
  'gift.orders': '注文回数',
  'gift.ordersHint': 'ギフトに含まれる注文の回数です。',
  'gift.ordersInvalid': '1以上の整数を入力してください。',
  'gift.message': '受取人へのメッセージ（任意）',
  'gift.email': '受取人のメールアドレス（任意）',
  'gift.emailInvalid': '有効なメールアドレスを入力してください（例：name@example.com）。',
  'gift.save': 'ギフト情報を保存',
  'gift.back': 'カートに戻る',
};
