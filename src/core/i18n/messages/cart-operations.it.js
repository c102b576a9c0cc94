// The cart operations' messages in Italian (the English: src/controller/cart-operations.ts). Loaded only when Italian is in use.
export default {
  'error.line_gone':
    'Questo articolo non era più nel tuo carrello, quindi ora il carrello mostra ciò che contiene.',
  'error.cart_gone': 'Il tuo carrello non esisteva più, quindi ne abbiamo creato uno nuovo e vuoto.',
};
