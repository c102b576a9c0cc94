// The storefront-list messages in Czech (the English: src/storefront/svc-list/messages.ts). Loaded only when Czech is in use.
export default {
  'storefront.list.pages': 'Stránky',
  'storefront.list.previous': 'Předchozí',
  'storefront.list.next': 'Další',
  'storefront.list.page': 'Stránka {page} z {pages}',
  'storefront.list.empty.product': 'Nebyly nalezeny žádné produkty.',
  'storefront.list.empty.bundle': 'Nebyly nalezeny žádné boxy.',
  'storefront.list.failed': 'Tyto produkty teď nelze zobrazit. Zkuste to prosím později.',
  'storefront.list.retry': 'Zkusit znovu',
};
