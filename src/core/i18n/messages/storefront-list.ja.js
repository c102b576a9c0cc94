// The storefront-list messages in Japanese (the English: src/storefront/svc-list/messages.ts). Loaded only when Japanese is in use.
export default {
  'storefront.list.pages': 'ページ',
  'storefront.list.previous': '前へ',
  'storefront.list.next': '次へ',
  'storefront.list.page': '{page}/{pages}ページ',
  'storefront.list.empty.product': '商品が見つかりませんでした。',
  'storefront.list.empty.bundle': 'ボックスが見つかりませんでした。',
  'storefront.list.failed': '現在これらの商品を表示できません。しばらくしてから、もう一度お試しください。',
  'storefront.list.retry': '再試行',
};
