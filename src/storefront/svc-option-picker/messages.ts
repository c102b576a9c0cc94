import { defineMessages } from '../../core/i18n/localize.js';

/** `<svc-option-picker>`'s own messages (en, de, fr); the plans' words are `pricing.*` (ui/pricing-messages.ts). */
defineMessages('storefront-picker', {
  'storefront.picker.choose': 'Choose one',
  'storefront.picker.soldOut': 'Sold out',
  'storefront.picker.unavailable': 'Not available in this combination',
});
