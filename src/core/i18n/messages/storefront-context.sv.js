// The storefront-context messages in Swedish (the English: src/storefront/svc-context/messages.ts). Loaded only when Swedish is in use.
export default {
  'storefront.missing.product': 'Den här produkten är inte tillgänglig.',
  'storefront.missing.bundle': 'Den här boxen är inte tillgänglig.',
  'storefront.failed': 'Produkten kan inte visas just nu. Försök igen senare.',
  'storefront.quantity': 'Antal',
  'storefront.decrease': 'En mindre',
  'storefront.increase': 'En till',
  'storefront.add': 'Lägg i varukorgen',
  'storefront.adding': 'Lägger till…',
  'storefront.added': 'Tillagd ✓',
  'storefront.soldOut': 'Slutsåld – meddela mig',
};
