// The storefront-builder messages in Spanish (the English: src/storefront/svc-bundle-builder/messages.ts). Loaded only when Spanish is in use.
export default {
  'storefront.builder.added': 'Añadido ✓',
};
