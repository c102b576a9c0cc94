// The storefront-builder messages in Norwegian Bokmål (the English: src/storefront/svc-bundle-builder/messages.ts). Loaded only when Norwegian Bokmål is in use.
export default {
  'storefront.builder.added': 'Lagt til ✓',
};
