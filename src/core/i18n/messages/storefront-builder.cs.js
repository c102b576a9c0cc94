// The storefront-builder messages in Czech (the English: src/storefront/svc-bundle-builder/messages.ts). Loaded only when Czech is in use.
export default {
  'storefront.builder.added': 'Přidáno ✓',
};
