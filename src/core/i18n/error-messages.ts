/**
 * Adds the English messages of the error view (`elements/svc-cart-error/`) (catalogs/en-error.ts) to the English messages. Those elements
 * import this module; the start set does not.
 */
import { enError } from './catalogs/en-error.js';
import { defineMessages } from './localize.js';

defineMessages('start-error', enError);
