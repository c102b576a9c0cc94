// The out-of-stock messages in Spanish (the English: src/views/svc-view-out-of-stock/messages.ts). Loaded only when Spanish is in use.
export default {
  'out-of-stock.soldOut': 'Agotado',
  'out-of-stock.intro': 'Déjanos tu correo electrónico y te avisaremos en cuanto vuelva a estar disponible.',
  'out-of-stock.email': 'Correo electrónico',
  'out-of-stock.emailRequired': 'Introduce tu correo electrónico.',
  'out-of-stock.emailInvalid': 'Introduce un correo electrónico válido, como nombre@ejemplo.com.',
  'out-of-stock.quantity': '¿Cuántas unidades quieres?',
  'out-of-stock.quantityInvalid': 'Introduce un número entero de 1 o más.',
  'out-of-stock.notify': 'Avísame',
  'out-of-stock.done': 'Gracias. Escribiremos a {email} en cuanto {product} vuelva a estar disponible.',
  'out-of-stock.back': 'Volver al carrito',
};
