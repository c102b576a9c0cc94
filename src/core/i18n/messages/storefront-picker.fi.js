// The storefront-picker messages in Finnish (the English: src/storefront/svc-option-picker/messages.ts). Loaded only when Finnish is in use.
export default {
  'storefront.picker.choose': 'Valitse vaihtoehto',
  'storefront.picker.soldOut': 'Loppuunmyyty',
  'storefront.picker.unavailable': 'Ei saatavilla tässä yhdistelmässä',
};
