// The storefront-builder messages in German (the English: src/storefront/svc-bundle-builder/messages.ts). Loaded only when German is in use.
export default { 'storefront.builder.added': 'Hinzugefügt ✓' };
