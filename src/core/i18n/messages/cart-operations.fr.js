// The cart operations' messages in French (the English: src/controller/cart-operations.ts). Loaded only when French is in use.
export default {
  'error.line_gone':
    'Cet article n’était plus dans votre panier : votre panier affiche maintenant ce qu’il contient.',
  'error.cart_gone': 'Votre panier n’existait plus : nous en avons créé un nouveau, vide.',
};
