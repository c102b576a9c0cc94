import { addMessages } from '../../core/i18n/localize.js';

/** `<svc-option-picker>`'s own messages (en, de, fr); the plans' words are the pricing view's. */
addMessages({
  en: {
    'storefront.picker.choose': 'Choose one',
    'storefront.picker.soldOut': 'Sold out',
    'storefront.picker.unavailable': 'Not available in this combination',
  },
  de: {
    'storefront.picker.choose': 'Bitte auswählen',
    'storefront.picker.soldOut': 'Ausverkauft',
    'storefront.picker.unavailable': 'In dieser Kombination nicht erhältlich',
  },
  fr: {
    'storefront.picker.choose': 'Faites votre choix',
    'storefront.picker.soldOut': 'Épuisé',
    'storefront.picker.unavailable': 'Indisponible dans cette combinaison',
  },
});
