// The cart operations' messages in Polish (the English: src/controller/cart-operations.ts). Loaded only when Polish is in use.
export default {
  'error.line_gone': 'Tego produktu nie było już w Twoim koszyku, więc koszyk pokazuje teraz to, co zawiera.',
  'error.cart_gone': 'Twojego koszyka już nie było, więc utworzyliśmy nowy, pusty koszyk.',
};
