// The storefront-context messages in Arabic (the English: src/storefront/svc-context/messages.ts). Loaded only when Arabic is in use.
export default {
  'storefront.missing.product': 'هذا المنتج غير متاح.',
  'storefront.missing.bundle': 'هذا الصندوق غير متاح.',
  'storefront.failed': 'تعذر عرض هذا المنتج حاليًا. حاول مرة أخرى لاحقًا.',
  'storefront.quantity': 'الكمية',
  'storefront.decrease': 'قطعة أقل',
  'storefront.increase': 'قطعة أخرى',
  'storefront.add': 'أضف إلى السلة',
  'storefront.adding': 'جارٍ الإضافة…',
  'storefront.added': 'تمت الإضافة ✓',
  'storefront.soldOut': 'نفدت الكمية — أبلغني',
};
