// The storefront-picker messages in Italian (the English: src/storefront/svc-option-picker/messages.ts). Loaded only when Italian is in use.
export default {
  'storefront.picker.choose': 'Scegli un’opzione',
  'storefront.picker.soldOut': 'Esaurito',
  'storefront.picker.unavailable': 'Non disponibile in questa combinazione',
};
