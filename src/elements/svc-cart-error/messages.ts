/** The error view's own messages (its title and buttons), in every language the widget ships (they come with its chunk). */
import { addMessages } from '../../core/i18n/localize.js';

addMessages({
  en: {
    'error.title': 'Something went wrong',
    'error.retry': 'Try again',
    'error.back': 'Back to cart',
    'error.waiting': 'Waiting for the connection…',
  },
  de: {
    'error.title': 'Etwas ist schiefgelaufen',
    'error.retry': 'Erneut versuchen',
    'error.back': 'Zurück zum Warenkorb',
    'error.waiting': 'Warte auf die Verbindung…',
  },
  fr: {
    'error.title': 'Un problème est survenu',
    'error.retry': 'Réessayer',
    'error.back': 'Retour au panier',
    'error.waiting': 'En attente de la connexion…',
  },
});
