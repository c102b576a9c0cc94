// The bundle-plan messages in Arabic (the English: src/views/svc-view-bundle-plan/messages.ts). Loaded only when Arabic is in use.
export default {
  'bundle-plan.legend': 'كيف تريد الشراء؟',
  'bundle-plan.required': 'اختر طريقة الشراء.',
  'bundle-plan.contents': 'في هذا الصندوق',
  'bundle-plan.item': '{name} × {count}',
  'bundle-plan.itemName': '{product} – {variant}',
  'bundle-plan.loading': 'جارٍ التحميل…',
  'bundle-plan.loadError': 'تعذر تحميل هذا الصندوق.',
  'bundle-plan.retry': 'إعادة المحاولة',
  'bundle-plan.add': 'أضف إلى السلة',
  'bundle-plan.addPrice': 'أضف إلى السلة · {price}',
};
