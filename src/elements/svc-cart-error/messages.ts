/**
 * The error view's own messages (they come with its chunk): the English of its start-catalog words
 * (catalogs/en-error.ts) and of the wait for the connection.
 */
import { enError } from '../../core/i18n/catalogs/en-error.js';
import { defineMessages } from '../../core/i18n/localize.js';

defineMessages('start-error', enError);
defineMessages('error', { 'error.waiting': 'Waiting for the connection…' });
