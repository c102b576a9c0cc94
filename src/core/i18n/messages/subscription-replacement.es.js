// The subscription-replacement messages in Spanish (the English: src/views/svc-view-subscription-replacement/messages.ts). Loaded only when Spanish is in use.
export default {
  'subscription-replacement.intro':
    'Tu carrito ya contiene un plan de {product}. ¿Quieres sustituirlo por el nuevo plan o mantener el que tienes?',
  'subscription-replacement.current': 'En tu carrito',
  'subscription-replacement.new': 'Plan nuevo',
  'subscription-replacement.quantity': 'Cantidad: {count}',
  'subscription-replacement.replace': 'Sustituir',
  'subscription-replacement.keep': 'Mantener mi plan actual',
};
