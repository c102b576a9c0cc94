// The storefront-picker messages in Dutch (the English: src/storefront/svc-option-picker/messages.ts). Loaded only when Dutch is in use.
export default {
  'storefront.picker.choose': 'Maak een keuze',
  'storefront.picker.soldOut': 'Uitverkocht',
  'storefront.picker.unavailable': 'Niet beschikbaar in deze combinatie',
};
