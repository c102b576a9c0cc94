/**
 * The first module `cart-widget.js` evaluates: a product page's first requests go out before the
 * rest of the start set is evaluated (controller/ahead.ts).
 */
import { sendAheadOfStart } from '../controller/ahead.js';

sendAheadOfStart(window.svcConfig);
