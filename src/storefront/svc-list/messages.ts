import { addMessages } from '../../core/i18n/localize.js';

/** `<svc-list>`'s messages (en, de, fr). */
addMessages({
  en: {
    'storefront.list.pages': 'Pages',
    'storefront.list.previous': 'Previous',
    'storefront.list.next': 'Next',
    'storefront.list.page': 'Page {page} of {pages}',
    'storefront.list.empty.product': 'No products found.',
    'storefront.list.empty.bundle': 'No boxes found.',
    'storefront.list.failed': 'These products could not be shown right now. Please try again later.',
    'storefront.list.retry': 'Try again',
  },
  de: {
    'storefront.list.pages': 'Seiten',
    'storefront.list.previous': 'Zurück',
    'storefront.list.next': 'Weiter',
    'storefront.list.page': 'Seite {page} von {pages}',
    'storefront.list.empty.product': 'Keine Produkte gefunden.',
    'storefront.list.empty.bundle': 'Keine Boxen gefunden.',
    'storefront.list.failed':
      'Diese Produkte können gerade nicht angezeigt werden. Bitte versuchen Sie es später erneut.',
    'storefront.list.retry': 'Erneut versuchen',
  },
  fr: {
    'storefront.list.pages': 'Pages',
    'storefront.list.previous': 'Précédent',
    'storefront.list.next': 'Suivant',
    'storefront.list.page': 'Page {page} sur {pages}',
    'storefront.list.empty.product': 'Aucun produit trouvé.',
    'storefront.list.empty.bundle': 'Aucune box trouvée.',
    'storefront.list.failed':
      'Ces produits ne peuvent pas être affichés pour le moment. Veuillez réessayer plus tard.',
    'storefront.list.retry': 'Réessayer',
  },
});
