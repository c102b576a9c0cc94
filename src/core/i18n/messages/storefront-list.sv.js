// The storefront-list messages in Swedish (the English: src/storefront/svc-list/messages.ts). Loaded only when Swedish is in use.
export default {
  'storefront.list.pages': 'Sidor',
  'storefront.list.previous': 'Föregående',
  'storefront.list.next': 'Nästa',
  'storefront.list.page': 'Sida {page} av {pages}',
  'storefront.list.empty.product': 'Inga produkter hittades.',
  'storefront.list.empty.bundle': 'Inga boxar hittades.',
  'storefront.list.failed': 'Produkterna kan inte visas just nu. Försök igen senare.',
  'storefront.list.retry': 'Försök igen',
};
