import { addMessages } from '../../core/i18n/localize.js';

/** The storefront elements' own messages (en, de, fr). */
addMessages({
  en: {
    'storefront.missing.product': 'This product is not available.',
    'storefront.missing.bundle': 'This box is not available.',
    'storefront.failed': 'This product could not be shown right now. Please try again later.',
    'storefront.quantity': 'Quantity',
    'storefront.decrease': 'One less',
    'storefront.increase': 'One more',
    'storefront.add': 'Add to cart',
    'storefront.adding': 'Adding…',
    'storefront.added': 'Added ✓',
    'storefront.soldOut': 'Sold out — notify me',
  },
  de: {
    'storefront.missing.product': 'Dieses Produkt ist nicht verfügbar.',
    'storefront.missing.bundle': 'Diese Box ist nicht verfügbar.',
    'storefront.failed':
      'Dieses Produkt kann gerade nicht angezeigt werden. Bitte versuchen Sie es später erneut.',
    'storefront.quantity': 'Menge',
    'storefront.decrease': 'Eins weniger',
    'storefront.increase': 'Eins mehr',
    'storefront.add': 'In den Warenkorb',
    'storefront.adding': 'Wird hinzugefügt…',
    'storefront.added': 'Hinzugefügt ✓',
    'storefront.soldOut': 'Ausverkauft — benachrichtigen',
  },
  fr: {
    'storefront.missing.product': 'Ce produit n’est pas disponible.',
    'storefront.missing.bundle': 'Cette box n’est pas disponible.',
    'storefront.failed': 'Ce produit ne peut pas être affiché pour le moment. Veuillez réessayer plus tard.',
    'storefront.quantity': 'Quantité',
    'storefront.decrease': 'Un de moins',
    'storefront.increase': 'Un de plus',
    'storefront.add': 'Ajouter au panier',
    'storefront.adding': 'Ajout…',
    'storefront.added': 'Ajouté ✓',
    'storefront.soldOut': 'Épuisé — me prévenir',
  },
});
