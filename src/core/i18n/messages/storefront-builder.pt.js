// The storefront-builder messages in Portuguese (the English: src/storefront/svc-bundle-builder/messages.ts). Loaded only when Portuguese is in use.
export default {
  'storefront.builder.added': 'Adicionado ✓',
};
