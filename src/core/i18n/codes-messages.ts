/**
 * Adds the English messages of the summary's discount code and gift card entries (`elements/parts/code-entry.ts`) (catalogs/en-codes.ts) to the English messages. Those elements
 * import this module; the start set does not.
 */
import { enCodes } from './catalogs/en-codes.js';
import { defineMessages } from './localize.js';

defineMessages('start-codes', enCodes);
