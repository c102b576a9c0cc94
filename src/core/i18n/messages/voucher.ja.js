// The voucher messages in Japanese (the English: src/views/svc-view-voucher/messages.ts). Loaded only when Japanese is in use.
export default {
  'voucher.amount': '金額',
  'voucher.amountRequired': '金額を選択してください。',
  'voucher.delivery': 'ギフトカードは受取人にメールでお送りします。',
  'voucher.expires': { other: '有効期限は{count}か月です。' },
  'voucher.email': '受取人のメールアドレス',
  'voucher.emailRequired': '受取人のメールアドレスを入力してください。',
  'voucher.emailInvalid': '有効なメールアドレスを入力してください（例：name@example.com）。',
  'voucher.name': '受取人のお名前（任意）',
  'voucher.message': 'メッセージ（任意）',
  'voucher.add': 'カートに追加',
  'voucher.addPrice': 'カートに追加 · {price}',
};
