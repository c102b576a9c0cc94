// The storefront-builder messages in Polish (the English: src/storefront/svc-bundle-builder/messages.ts). Loaded only when Polish is in use.
export default { 'storefront.builder.added': 'Dodano ✓' };
