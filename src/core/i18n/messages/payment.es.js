// The payment messages in Spanish (the English: src/checkout/svc-checkout-payment/messages.ts). Loaded only when Spanish is in use.
export default {
  'payment.heading': 'Método de pago',
  'payment.saved': 'Tus tarjetas guardadas',
  'payment.loading': 'Cargando tus tarjetas guardadas…',
  'payment.cardLabel': '{brand} terminada en {last4}',
  'payment.expires': 'Caduca: {date}',
  'payment.default': 'Predeterminada',
  'payment.add': 'Añadir una tarjeta nueva',
  'payment.newCard': 'Tarjeta nueva',
  'payment.gateway': 'Pagar con',
  'payment.loadingForm': 'Cargando el formulario de la tarjeta…',
  'payment.cancel': 'Cancelar',
  'payment.continue': 'Continuar',
  'payment.retry': 'Reintentar',
  'payment.chooseMethod': 'Elige un método de pago o añade una tarjeta nueva.',
  'payment.signIn': 'Inicia sesión para pagar con una tarjeta guardada o añadir una nueva.',
  'payment.backToContact': 'Volver a contacto',
  'payment.noGateways': 'Esta tienda no acepta tarjetas nuevas aquí.',
  'payment.returnFailed':
    'Tu banco no ha confirmado la tarjeta nueva. Vuelve a añadirla o elige otro método de pago.',
  'payment.returnMissing':
    'No encontramos la tarjeta que acabas de añadir. Vuelve a añadirla o elige otro método de pago.',
};
