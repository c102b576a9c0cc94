// The storefront-context messages in Czech (the English: src/storefront/svc-context/messages.ts). Loaded only when Czech is in use.
export default {
  'storefront.missing.product': 'Tento produkt není k dispozici.',
  'storefront.missing.bundle': 'Tento box není k dispozici.',
  'storefront.failed': 'Tento produkt teď nelze zobrazit. Zkuste to prosím později.',
  'storefront.quantity': 'Množství',
  'storefront.decrease': 'O kus méně',
  'storefront.increase': 'O kus více',
  'storefront.add': 'Do košíku',
  'storefront.adding': 'Přidávání…',
  'storefront.added': 'Přidáno ✓',
  'storefront.soldOut': 'Vyprodáno – upozornit mě',
};
