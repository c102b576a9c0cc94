// The storefront-picker messages in Norwegian Bokmål (the English: src/storefront/svc-option-picker/messages.ts). Loaded only when Norwegian Bokmål is in use.
export default {
  'storefront.picker.choose': 'Velg et alternativ',
  'storefront.picker.soldOut': 'Utsolgt',
  'storefront.picker.unavailable': 'Ikke tilgjengelig i denne kombinasjonen',
};
