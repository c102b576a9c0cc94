// The storefront-list messages in Dutch (the English: src/storefront/svc-list/messages.ts). Loaded only when Dutch is in use.
export default {
  'storefront.list.pages': 'Pagina’s',
  'storefront.list.previous': 'Vorige',
  'storefront.list.next': 'Volgende',
  'storefront.list.page': 'Pagina {page} van {pages}',
  'storefront.list.empty.product': 'Geen producten gevonden.',
  'storefront.list.empty.bundle': 'Geen boxen gevonden.',
  'storefront.list.failed': 'Deze producten kunnen nu niet worden getoond. Probeer het later opnieuw.',
  'storefront.list.retry': 'Opnieuw proberen',
};
