// The storefront-builder messages in Arabic (the English: src/storefront/svc-bundle-builder/messages.ts). Loaded only when Arabic is in use.
export default {
  'storefront.builder.added': 'تمت الإضافة ✓',
};
