// The checkout messages in Spanish (the English: src/checkout/messages.ts). Loaded only when Spanish is in use.
export default {
  'checkout.steps': 'Pasos de la compra',
  'checkout.step.contact': 'Contacto',
  'checkout.step.delivery': 'Entrega',
  'checkout.step.payment': 'Pago',
  'checkout.step.review': 'Revisión',
  'checkout.step.done': 'Gracias',
  'checkout.stepDone': '{step} (completado)',
  'checkout.loadingStep': 'Cargando…',
  'checkout.backTo': 'Volver a {step}',
  'checkout.orderSummary': 'Resumen del pedido',
};
