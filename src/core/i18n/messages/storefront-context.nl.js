// The storefront-context messages in Dutch (the English: src/storefront/svc-context/messages.ts). Loaded only when Dutch is in use.
export default {
  'storefront.missing.product': 'Dit product is niet beschikbaar.',
  'storefront.missing.bundle': 'Deze box is niet beschikbaar.',
  'storefront.failed': 'Dit product kan nu niet worden getoond. Probeer het later opnieuw.',
  'storefront.quantity': 'Aantal',
  'storefront.decrease': 'Eén minder',
  'storefront.increase': 'Eén meer',
  'storefront.add': 'In winkelwagen',
  'storefront.adding': 'Toevoegen…',
  'storefront.added': 'Toegevoegd ✓',
  'storefront.soldOut': 'Uitverkocht — houd me op de hoogte',
};
