// The cart operations' messages in French (the English: src/controller/cart-operations.ts). Loaded only when French is in use.
export default {
  'error.line_gone': 'Cet article n’était plus dans votre panier : voici votre panier à jour.',
  'error.cart_gone': 'Votre panier n’existait plus : en voici un nouveau, vide.',
};
