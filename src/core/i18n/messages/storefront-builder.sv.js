// The storefront-builder messages in Swedish (the English: src/storefront/svc-bundle-builder/messages.ts). Loaded only when Swedish is in use.
export default {
  'storefront.builder.added': 'Tillagd ✓',
};
