// The storefront-builder messages in Finnish (the English: src/storefront/svc-bundle-builder/messages.ts). Loaded only when Finnish is in use.
export default {
  'storefront.builder.added': 'Lisätty ✓',
};
