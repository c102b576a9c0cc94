// The storefront-builder messages in Danish (the English: src/storefront/svc-bundle-builder/messages.ts). Loaded only when Danish is in use.
export default {
  'storefront.builder.added': 'Tilføjet ✓',
};
