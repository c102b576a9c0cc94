// The storefront-context messages in Japanese (the English: src/storefront/svc-context/messages.ts). Loaded only when Japanese is in use.
export default {
  'storefront.missing.product': 'この商品は現在ご購入いただけません。',
  'storefront.missing.bundle': 'このボックスは現在ご購入いただけません。',
  'storefront.failed': '現在この商品を表示できません。しばらくしてから、もう一度お試しください。',
  'storefront.quantity': '数量',
  'storefront.decrease': 'ひとつ減らす',
  'storefront.increase': 'ひとつ増やす',
  'storefront.add': 'カートに追加',
  'storefront.adding': '追加中…',
  'storefront.added': '追加しました ✓',
  'storefront.soldOut': '売り切れ — 再入荷通知を受け取る',
};
