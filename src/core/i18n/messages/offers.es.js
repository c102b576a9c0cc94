// The offers messages in Spanish (the English: src/checkout/svc-checkout-offers/messages.ts). Loaded only when Spanish is in use.
export default {
  'offers.label': 'Oferta especial',
  'offers.title': 'También te puede gustar',
  'offers.was': 'Antes',
  'offers.now': 'ahora',
  'offers.discount': '{percent} % de descuento',
  'offers.add': 'Añadir al pedido',
  'offers.buy': 'Comprar ahora',
  'offers.reject': 'No, gracias',
  'offers.chargeNote':
    'Se cobra con el método de pago que acabas de usar, más los gastos de envío e impuestos que correspondan.',
  'offers.added': 'Añadido a tu pedido: {name}.',
  'offers.charged': 'Añadido a tu pedido: {name}. Cobrado: {total}.',
};
