// The storefront-builder messages in Japanese (the English: src/storefront/svc-bundle-builder/messages.ts). Loaded only when Japanese is in use.
export default {
  'storefront.builder.added': '追加しました ✓',
};
