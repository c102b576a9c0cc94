// The cart operations' messages in German (the English: src/controller/cart-operations.ts). Loaded only when German is in use.
export default {
  'error.line_gone':
    'Dieser Artikel war nicht mehr in Ihrem Warenkorb, daher zeigt Ihr Warenkorb jetzt, was er enthält.',
  'error.cart_gone': 'Ihr Warenkorb war nicht mehr vorhanden, daher haben wir einen neuen, leeren angelegt.',
};
