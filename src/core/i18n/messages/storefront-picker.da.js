// The storefront-picker messages in Danish (the English: src/storefront/svc-option-picker/messages.ts). Loaded only when Danish is in use.
export default {
  'storefront.picker.choose': 'Vælg en mulighed',
  'storefront.picker.soldOut': 'Udsolgt',
  'storefront.picker.unavailable': 'Ikke tilgængelig i denne kombination',
};
