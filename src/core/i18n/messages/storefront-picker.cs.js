// The storefront-picker messages in Czech (the English: src/storefront/svc-option-picker/messages.ts). Loaded only when Czech is in use.
export default {
  'storefront.picker.choose': 'Vyberte možnost',
  'storefront.picker.soldOut': 'Vyprodáno',
  'storefront.picker.unavailable': 'V této kombinaci není k dispozici',
};
