// The storefront-list messages in Danish (the English: src/storefront/svc-list/messages.ts). Loaded only when Danish is in use.
export default {
  'storefront.list.pages': 'Sider',
  'storefront.list.previous': 'Forrige',
  'storefront.list.next': 'Næste',
  'storefront.list.page': 'Side {page} af {pages}',
  'storefront.list.empty.product': 'Ingen produkter fundet.',
  'storefront.list.empty.bundle': 'Ingen bokse fundet.',
  'storefront.list.failed': 'Produkterne kan ikke vises lige nu. Prøv igen senere.',
  'storefront.list.retry': 'Prøv igen',
};
