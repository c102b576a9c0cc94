// The cart operations' messages in Norwegian Bokmål (the English: src/controller/cart-operations.ts). Loaded only when Norwegian Bokmål is in use.
export default {
  'error.line_gone':
    'Denne varen var ikke lenger i handlekurven din, så handlekurven viser nå hva den inneholder.',
  'error.cart_gone': 'Handlekurven din fantes ikke lenger, så vi har opprettet en ny, tom handlekurv.',
};
