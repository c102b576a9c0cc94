// The storefront-list messages in Norwegian Bokmål (the English: src/storefront/svc-list/messages.ts). Loaded only when Norwegian Bokmål is in use.
export default {
  'storefront.list.pages': 'Sider',
  'storefront.list.previous': 'Forrige',
  'storefront.list.next': 'Neste',
  'storefront.list.page': 'Side {page} av {pages}',
  'storefront.list.empty.product': 'Fant ingen produkter.',
  'storefront.list.empty.bundle': 'Fant ingen bokser.',
  'storefront.list.failed': 'Produktene kan ikke vises akkurat nå. Prøv igjen senere.',
  'storefront.list.retry': 'Prøv igjen',
};
