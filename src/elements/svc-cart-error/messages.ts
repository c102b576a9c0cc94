/** The error view's own messages, in every language the widget ships (they come with its chunk). */
import { addMessages } from '../../core/i18n/localize.js';

addMessages({
  en: { 'error.waiting': 'Waiting for the connection…' },
  de: { 'error.waiting': 'Warte auf die Verbindung…' },
  fr: { 'error.waiting': 'En attente de la connexion…' },
});
