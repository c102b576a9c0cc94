// The voucher messages in Spanish (the English: src/views/svc-view-voucher/messages.ts). Loaded only when Spanish is in use.
export default {
  'voucher.amount': 'Importe',
  'voucher.amountRequired': 'Elige un importe.',
  'voucher.delivery': 'Una tarjeta de regalo, enviada al destinatario por correo electrónico.',
  'voucher.expires': {
    one: 'Válida durante {count} mes.',
    many: 'Válida durante {count} de meses.',
    other: 'Válida durante {count} meses.',
  },
  'voucher.email': 'Correo electrónico del destinatario',
  'voucher.emailRequired': 'Introduce el correo electrónico del destinatario.',
  'voucher.emailInvalid': 'Introduce un correo electrónico válido, como nombre@ejemplo.com.',
  'voucher.name': 'Nombre del destinatario (opcional)',
  'voucher.message': 'Mensaje (opcional)',
  'voucher.add': 'Añadir al carrito',
  'voucher.addPrice': 'Añadir al carrito · {price}',
};
