// The storefront-picker messages in Spanish (the English: src/storefront/svc-option-picker/messages.ts). Loaded only when Spanish is in use.
export default {
  'storefront.picker.choose': 'Elige una opción',
  'storefront.picker.soldOut': 'Agotado',
  'storefront.picker.unavailable': 'No disponible en esta combinación',
};
