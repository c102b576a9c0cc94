/**
 * Adds the English messages of the elements that load after start (catalogs/en-later.ts) to the
 * catalog. Those elements import this module; the start set does not.
 */
import { enLater } from './catalogs/en-later.js';
import { addLanguage } from './localize.js';

addLanguage('en', enLater);
