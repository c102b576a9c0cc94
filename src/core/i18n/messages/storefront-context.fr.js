// The storefront-context messages in French (the English: src/storefront/svc-context/messages.ts). Loaded only when French is in use.
export default {
  'storefront.missing.product': 'Ce produit n’est pas disponible.',
  'storefront.missing.bundle': 'Cette box n’est pas disponible.',
  'storefront.failed': 'Ce produit ne peut pas être affiché. Réessayez plus tard.',
  'storefront.quantity': 'Quantité',
  'storefront.decrease': 'Un de moins',
  'storefront.increase': 'Un de plus',
  'storefront.add': 'Ajouter au panier',
  'storefront.adding': 'Ajout…',
  'storefront.added': 'Ajouté ✓',
  'storefront.soldOut': 'Épuisé — me prévenir',
};
