// The storefront-list messages in Arabic (the English: src/storefront/svc-list/messages.ts). Loaded only when Arabic is in use.
export default {
  'storefront.list.pages': 'الصفحات',
  'storefront.list.previous': 'السابق',
  'storefront.list.next': 'التالي',
  'storefront.list.page': 'الصفحة {page} من {pages}',
  'storefront.list.empty.product': 'لا توجد منتجات.',
  'storefront.list.empty.bundle': 'لا توجد صناديق.',
  'storefront.list.failed': 'تعذر عرض هذه المنتجات حاليًا. حاول مرة أخرى لاحقًا.',
  'storefront.list.retry': 'إعادة المحاولة',
};
