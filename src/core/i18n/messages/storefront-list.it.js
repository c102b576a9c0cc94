// The storefront-list messages in Italian (the English: src/storefront/svc-list/messages.ts). Loaded only when Italian is in use.
export default {
  'storefront.list.pages': 'Pagine',
  'storefront.list.previous': 'Precedente',
  'storefront.list.next': 'Successiva',
  'storefront.list.page': 'Pagina {page} di {pages}',
  'storefront.list.empty.product': 'Nessun prodotto trovato.',
  'storefront.list.empty.bundle': 'Nessuna box trovata.',
  'storefront.list.failed': 'Al momento non è possibile mostrare questi prodotti. Riprova più tardi.',
  'storefront.list.retry': 'Riprova',
};
