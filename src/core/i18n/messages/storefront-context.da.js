// The storefront-context messages in Danish (the English: src/storefront/svc-context/messages.ts). Loaded only when Danish is in use.
export default {
  'storefront.missing.product': 'Dette produkt er ikke tilgængeligt.',
  'storefront.missing.bundle': 'Denne boks er ikke tilgængelig.',
  'storefront.failed': 'Produktet kan ikke vises lige nu. Prøv igen senere.',
  'storefront.quantity': 'Antal',
  'storefront.decrease': 'Én mindre',
  'storefront.increase': 'Én mere',
  'storefront.add': 'Læg i kurv',
  'storefront.adding': 'Tilføjer…',
  'storefront.added': 'Tilføjet ✓',
  'storefront.soldOut': 'Udsolgt – giv mig besked',
};
