/**
 * Adds the English messages of the summary's discount code and gift card entries
 * (catalogs/en-codes.ts) to the English messages. `elements/parts/code-entry.ts` imports this
 * module (a Lit module itself, so the build's English reader, scripts/messages.mjs, need not run
 * it); the start set does not.
 */
import { enCodes } from './catalogs/en-codes.js';
import { defineMessages } from './localize.js';

defineMessages('start-codes', enCodes);
