// The storefront-list messages in French (the English: src/storefront/svc-list/messages.ts). Loaded only when French is in use.
export default {
  'storefront.list.pages': 'Pages',
  'storefront.list.previous': 'Précédent',
  'storefront.list.next': 'Suivant',
  'storefront.list.page': 'Page {page} sur {pages}',
  'storefront.list.empty.product': 'Aucun produit trouvé.',
  'storefront.list.empty.bundle': 'Aucune box trouvée.',
  'storefront.list.failed': 'Ces produits ne peuvent pas être affichés. Réessayez plus tard.',
  'storefront.list.retry': 'Réessayer',
};
