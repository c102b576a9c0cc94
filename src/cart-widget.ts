/**
 * Entry of `dist/cart/cart-widget.js`. The controller, bootstrap and elements arrive with their
 * own issues; until then the script only announces itself, so pages that include it stay intact.
 */
import { VERSION } from '@svc/sdk';

console.info(`svc cart widget: placeholder build (SDK ${VERSION}); the widget is not available yet.`);
