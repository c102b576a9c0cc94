// The storefront-picker messages in French (the English: src/storefront/svc-option-picker/messages.ts). Loaded only when French is in use.
export default {
  'storefront.picker.choose': 'Faites votre choix',
  'storefront.picker.soldOut': 'Épuisé',
  'storefront.picker.unavailable': 'Indisponible dans cette combinaison',
};
