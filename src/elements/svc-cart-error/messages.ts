/**
 * The error view's own messages (they come with its chunk): its English catalog (German and French
 * carry it in full), and the wait for the connection in every language the widget ships.
 */
import { enError } from '../../core/i18n/catalogs/en-error.js';
import { addMessages } from '../../core/i18n/localize.js';

// German and French carry the English catalog's keys in their start catalogs (catalogs/de.ts, fr.ts).
addMessages({ en: enError });
addMessages({
  en: { 'error.waiting': 'Waiting for the connection…' },
  de: { 'error.waiting': 'Warte auf die Verbindung…' },
  fr: { 'error.waiting': 'En attente de la connexion…' },
});
