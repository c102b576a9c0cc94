/**
 * The error view's own messages (they come with its chunk): the English of its start-catalog words
 * (catalogs/en-error.ts) and of the wait for the connection.
 */
import '../../core/i18n/error-messages.js';
import { defineMessages } from '../../core/i18n/localize.js';

defineMessages('error', { 'error.waiting': 'Waiting for the connection…' });
