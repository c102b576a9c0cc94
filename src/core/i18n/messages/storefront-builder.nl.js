// The storefront-builder messages in Dutch (the English: src/storefront/svc-bundle-builder/messages.ts). Loaded only when Dutch is in use.
export default { 'storefront.builder.added': 'Toegevoegd ✓' };
