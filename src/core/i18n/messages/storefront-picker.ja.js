// The storefront-picker messages in Japanese (the English: src/storefront/svc-option-picker/messages.ts). Loaded only when Japanese is in use.
export default {
  'storefront.picker.choose': '選択してください',
  'storefront.picker.soldOut': '売り切れ',
  'storefront.picker.unavailable': 'この組み合わせはご購入いただけません',
};
