// The receipt messages in Spanish (the English: src/checkout/svc-checkout-receipt/messages.ts). Loaded only when Spanish is in use.
export default {
  'receipt.title': '¡Gracias por tu pedido!',
  'receipt.email': 'Hemos enviado una confirmación a {email}.',
  'receipt.details': 'Detalles del pedido',
  'receipt.order': { one: 'Número de pedido', many: 'Números de pedido', other: 'Números de pedido' },
  'receipt.paid': 'Pagado hoy',
  'receipt.items': 'Tu compra',
  'receipt.later': 'Se cobrará más tarde',
  'receipt.laterNote': 'Tu suscripción se renueva automáticamente hasta que la canceles.',
  'receipt.nextCharge': 'Próximo cobro',
  'receipt.nextChargeOf': 'Próximo cobro, {name}',
  'receipt.manage': {
    one: 'Gestionar tu suscripción',
    many: 'Gestionar tus suscripciones',
    other: 'Gestionar tus suscripciones',
  },
  'receipt.continue': 'Seguir comprando',
};
