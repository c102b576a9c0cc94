// The storefront-picker messages in Portuguese (the English: src/storefront/svc-option-picker/messages.ts). Loaded only when Portuguese is in use.
export default {
  'storefront.picker.choose': 'Escolha uma opção',
  'storefront.picker.soldOut': 'Esgotado',
  'storefront.picker.unavailable': 'Indisponível nesta combinação',
};
