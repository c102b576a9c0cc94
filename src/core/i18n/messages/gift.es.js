// The gift messages in Spanish (the English: src/views/svc-view-gift/messages.ts). Loaded only when Spanish is in use.
export default {
  'gift.intro': 'Regala tu suscripción: elige cuándo empieza y cuántos pedidos incluye.',
  'gift.for': 'Regalo: {products}',
  'gift.unavailable': 'Solo se puede regalar una suscripción. Añade una a tu carrito y vuelve aquí.',
  'gift.loading': 'Cargando las fechas de inicio…',
  'gift.retry': 'Reintentar',
  'gift.dates': '¿Cuándo debe empezar el regalo?',
  'gift.noDates': 'Ahora mismo no hay fechas de inicio disponibles.',
  'gift.dateRequired': 'Elige una fecha de inicio.',
  'gift.orders': 'Número de pedidos',
  'gift.ordersHint': 'Cuántos pedidos incluye el regalo.',
  'gift.ordersInvalid': 'Introduce un número entero de 1 o más.',
  'gift.message': 'Mensaje para el destinatario (opcional)',
  'gift.email': 'Correo electrónico del destinatario (opcional)',
  'gift.emailInvalid': 'Introduce un correo electrónico válido, como nombre@ejemplo.com.',
  'gift.save': 'Guardar los datos del regalo',
  'gift.back': 'Volver al carrito',
};
