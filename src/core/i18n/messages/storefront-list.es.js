// The storefront-list messages in Spanish (the English: src/storefront/svc-list/messages.ts). Loaded only when Spanish is in use.
export default {
  'storefront.list.pages': 'Páginas',
  'storefront.list.previous': 'Anterior',
  'storefront.list.next': 'Siguiente',
  'storefront.list.page': 'Página {page} de {pages}',
  'storefront.list.empty.product': 'No se han encontrado productos.',
  'storefront.list.empty.bundle': 'No se han encontrado cajas.',
  'storefront.list.failed': 'No se pueden mostrar estos productos ahora mismo. Inténtalo de nuevo más tarde.',
  'storefront.list.retry': 'Reintentar',
};
