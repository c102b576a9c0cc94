/**
 * Adds the English messages of a cart line's notes (catalogs/en-lines.ts) to the English messages.
 * `elements/svc-cart-line/line-notes.ts` imports this module (a Lit module itself, so the build's
 * English reader, scripts/messages.mjs, need not run it); the start set does not.
 */
import { enLines } from './catalogs/en-lines.js';
import { defineMessages } from './localize.js';

defineMessages('start-lines', enLines);
