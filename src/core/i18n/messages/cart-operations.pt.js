// The cart operations' messages in Portuguese (the English: src/controller/cart-operations.ts). Loaded only when Portuguese is in use.
export default {
  'error.line_gone':
    'Este item não estava mais no seu carrinho, então seu carrinho agora mostra o que ele contém.',
  'error.cart_gone': 'Seu carrinho não existia mais, então criamos um novo, vazio.',
};
