// The cart operations' messages in Spanish (the English: src/controller/cart-operations.ts). Loaded only when Spanish is in use.
export default {
  'error.line_gone':
    'Este artículo ya no estaba en tu carrito, así que tu carrito muestra ahora lo que contiene.',
  'error.cart_gone': 'Tu carrito ya no existía, así que hemos creado uno nuevo y vacío.',
};
