// The cart operations' messages in Dutch (the English: src/controller/cart-operations.ts). Loaded only when Dutch is in use.
export default {
  'error.line_gone': 'Dit artikel zat niet meer in je winkelwagen, dus je winkelwagen toont nu wat erin zit.',
  'error.cart_gone': 'Je winkelwagen bestond niet meer, dus we hebben een nieuwe, lege winkelwagen gemaakt.',
};
