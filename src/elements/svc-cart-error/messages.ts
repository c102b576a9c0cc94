/**
 * The error view's own messages (they come with its chunk): its English catalog (German and French
 * carry it in full), and the wait for the connection in every language the widget ships.
 */
import { enError } from '../../core/i18n/catalogs/en-error.js';
import { addLanguage } from '../../core/i18n/localize.js';
import { defineMessages } from '../../core/i18n/feature-messages.js';

// German and French carry the English catalog's keys in their start catalogs (messages/start.de.js, start.fr.js).
addLanguage('en', enError);
defineMessages('error', { 'error.waiting': 'Waiting for the connection…' });
