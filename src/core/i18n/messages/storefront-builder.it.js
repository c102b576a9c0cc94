// The storefront-builder messages in Italian (the English: src/storefront/svc-bundle-builder/messages.ts). Loaded only when Italian is in use.
export default { 'storefront.builder.added': 'Aggiunto ✓' };
