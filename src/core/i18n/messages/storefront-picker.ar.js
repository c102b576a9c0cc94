// The storefront-picker messages in Arabic (the English: src/storefront/svc-option-picker/messages.ts). Loaded only when Arabic is in use.
export default {
  'storefront.picker.choose': 'اختر خيارًا',
  'storefront.picker.soldOut': 'نفدت الكمية',
  'storefront.picker.unavailable': 'غير متوفر بهذه التركيبة',
};
