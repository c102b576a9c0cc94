// The storefront-context messages in Italian (the English: src/storefront/svc-context/messages.ts). Loaded only when Italian is in use.
export default {
  'storefront.missing.product': 'Questo prodotto non è disponibile.',
  'storefront.missing.bundle': 'Questa box non è disponibile.',
  'storefront.failed': 'Al momento non è possibile mostrare questo prodotto. Riprova più tardi.',
  'storefront.quantity': 'Quantità',
  'storefront.decrease': 'Uno in meno',
  'storefront.increase': 'Uno in più',
  'storefront.add': 'Aggiungi al carrello',
  'storefront.adding': 'Aggiunta…',
  'storefront.added': 'Aggiunto ✓',
  'storefront.soldOut': 'Esaurito — avvisami',
};
