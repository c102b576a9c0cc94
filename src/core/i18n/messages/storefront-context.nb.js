// The storefront-context messages in Norwegian Bokmål (the English: src/storefront/svc-context/messages.ts). Loaded only when Norwegian Bokmål is in use.
export default {
  'storefront.missing.product': 'Dette produktet er ikke tilgjengelig.',
  'storefront.missing.bundle': 'Denne boksen er ikke tilgjengelig.',
  'storefront.failed': 'Produktet kan ikke vises akkurat nå. Prøv igjen senere.',
  'storefront.quantity': 'Antall',
  'storefront.decrease': 'Én mindre',
  'storefront.increase': 'Én til',
  'storefront.add': 'Legg i handlekurven',
  'storefront.adding': 'Legger til…',
  'storefront.added': 'Lagt til ✓',
  'storefront.soldOut': 'Utsolgt – varsle meg',
};
