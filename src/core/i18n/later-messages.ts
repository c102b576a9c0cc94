/**
 * Adds the English messages of the elements that load after start (the floating button, the
 * pickers, the customization views, the checkout; catalogs/en-later.ts) to the English messages.
 * Those elements import this module; the start set does not.
 */
import { enLater } from './catalogs/en-later.js';
import { defineMessages } from './localize.js';

defineMessages('start-later', enLater);
