// The storefront-picker messages in Swedish (the English: src/storefront/svc-option-picker/messages.ts). Loaded only when Swedish is in use.
export default {
  'storefront.picker.choose': 'Välj ett alternativ',
  'storefront.picker.soldOut': 'Slutsåld',
  'storefront.picker.unavailable': 'Inte tillgänglig i den här kombinationen',
};
