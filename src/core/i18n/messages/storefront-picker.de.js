// The storefront-picker messages in German (the English: src/storefront/svc-option-picker/messages.ts). Loaded only when German is in use.
export default {
  'storefront.picker.choose': 'Bitte auswählen',
  'storefront.picker.soldOut': 'Ausverkauft',
  'storefront.picker.unavailable': 'In dieser Kombination nicht erhältlich',
};
