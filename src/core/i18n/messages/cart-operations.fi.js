// The cart operations' messages in Finnish (the English: src/controller/cart-operations.ts). Loaded only when Finnish is in use.
export default {
  'error.line_gone':
    'Tätä tuotetta ei enää ollut ostoskorissasi, joten ostoskori näyttää nyt, mitä siinä on.',
  'error.cart_gone': 'Ostoskoriasi ei enää ollut, joten loimme uuden, tyhjän ostoskorin.',
};
