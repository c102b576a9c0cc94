// The storefront-picker messages in Polish (the English: src/storefront/svc-option-picker/messages.ts). Loaded only when Polish is in use.
export default {
  'storefront.picker.choose': 'Wybierz',
  'storefront.picker.soldOut': 'Wyprzedane',
  'storefront.picker.unavailable': 'Niedostępne w tej kombinacji',
};
