// The storefront-list messages in Polish (the English: src/storefront/svc-list/messages.ts). Loaded only when Polish is in use.
export default {
  'storefront.list.pages': 'Strony',
  'storefront.list.previous': 'Poprzednia',
  'storefront.list.next': 'Następna',
  'storefront.list.page': 'Strona {page} z {pages}',
  'storefront.list.empty.product': 'Nie znaleziono produktów.',
  'storefront.list.empty.bundle': 'Nie znaleziono zestawów.',
  'storefront.list.failed': 'Nie można teraz wyświetlić tych produktów. Spróbuj ponownie później.',
  'storefront.list.retry': 'Spróbuj ponownie',
};
