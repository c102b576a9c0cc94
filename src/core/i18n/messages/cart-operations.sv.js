// The cart operations' messages in Swedish (the English: src/controller/cart-operations.ts). Loaded only when Swedish is in use.
export default {
  'error.line_gone':
    'Den här varan fanns inte längre i din varukorg, så varukorgen visar nu vad den innehåller.',
  'error.cart_gone': 'Din varukorg fanns inte längre, så vi har skapat en ny, tom varukorg.',
};
