// The storefront-list messages in Finnish (the English: src/storefront/svc-list/messages.ts). Loaded only when Finnish is in use.
export default {
  'storefront.list.pages': 'Sivut',
  'storefront.list.previous': 'Edellinen',
  'storefront.list.next': 'Seuraava',
  'storefront.list.page': 'Sivu {page}/{pages}',
  'storefront.list.empty.product': 'Tuotteita ei löytynyt.',
  'storefront.list.empty.bundle': 'Laatikoita ei löytynyt.',
  'storefront.list.failed': 'Tuotteita ei voida näyttää juuri nyt. Yritä myöhemmin uudelleen.',
  'storefront.list.retry': 'Yritä uudelleen',
};
