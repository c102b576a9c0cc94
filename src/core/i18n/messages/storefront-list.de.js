// The storefront-list messages in German (the English: src/storefront/svc-list/messages.ts). Loaded only when German is in use.
export default {
  'storefront.list.pages': 'Seiten',
  'storefront.list.previous': 'Zurück',
  'storefront.list.next': 'Weiter',
  'storefront.list.page': 'Seite {page} von {pages}',
  'storefront.list.empty.product': 'Keine Produkte gefunden.',
  'storefront.list.empty.bundle': 'Keine Boxen gefunden.',
  'storefront.list.failed':
    'Diese Produkte können gerade nicht angezeigt werden. Bitte versuchen Sie es später erneut.',
  'storefront.list.retry': 'Erneut versuchen',
};
