// The storefront-list messages in Portuguese (the English: src/storefront/svc-list/messages.ts). Loaded only when Portuguese is in use.
export default {
  'storefront.list.pages': 'Páginas',
  'storefront.list.previous': 'Anterior',
  'storefront.list.next': 'Próxima',
  'storefront.list.page': 'Página {page} de {pages}',
  'storefront.list.empty.product': 'Nenhum produto encontrado.',
  'storefront.list.empty.bundle': 'Nenhuma caixa encontrada.',
  'storefront.list.failed': 'Não foi possível exibir estes produtos agora. Tente novamente mais tarde.',
  'storefront.list.retry': 'Tentar novamente',
};
