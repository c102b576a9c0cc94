// The storefront-builder messages in French (the English: src/storefront/svc-bundle-builder/messages.ts). Loaded only when French is in use.
export default { 'storefront.builder.added': 'Ajouté ✓' };
