// The purchase messages in Japanese (the English: src/controller/checkout/purchase.ts). Loaded only when Japanese is in use.
export default {
  'purchase.outcomeUnknown':
    'ショップに接続できなかったため、お支払いが完了したかどうかまだ確認できません。もう一度お試しください。二重に請求されることはありません。',
};
