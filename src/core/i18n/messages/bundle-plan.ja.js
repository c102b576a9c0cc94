// The bundle-plan messages in Japanese (the English: src/views/svc-view-bundle-plan/messages.ts). Loaded only when Japanese is in use.
export default {
  'bundle-plan.legend': 'ご希望の購入方法は？',
  'bundle-plan.required': '購入方法を選択してください。',
  'bundle-plan.contents': 'このボックスの中身',
  'bundle-plan.item': '{name} × {count}',
  'bundle-plan.itemName': '{product} – {variant}',
  'bundle-plan.loading': '読み込み中…',
  'bundle-plan.loadError': 'このボックスを読み込めませんでした。',
  'bundle-plan.retry': '再試行',
  'bundle-plan.add': 'カートに追加',
  'bundle-plan.addPrice': 'カートに追加 · {price}',
};
