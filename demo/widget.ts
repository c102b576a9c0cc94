// The demo loads the widget from source, so the dev server serves its latest code.
import '../src/cart-widget.js';
