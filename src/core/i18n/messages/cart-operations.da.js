// The cart operations' messages in Danish (the English: src/controller/cart-operations.ts). Loaded only when Danish is in use.
export default {
  'error.line_gone': 'Denne vare var ikke længere i din kurv, så din kurv viser nu, hvad den indeholder.',
  'error.cart_gone': 'Din kurv fandtes ikke længere, så vi har oprettet en ny, tom kurv.',
};
