// The checkout messages in Italian (the English: src/checkout/messages.ts). Loaded only when Italian is in use.
export default {
  'checkout.steps': 'Fasi dell’acquisto',
  'checkout.step.contact': 'Contatto',
  'checkout.step.delivery': 'Consegna',
  'checkout.step.payment': 'Pagamento',
  'checkout.step.review': 'Riepilogo',
  'checkout.step.done': 'Grazie',
  'checkout.stepDone': '{step} (completato)',
  'checkout.loadingStep': 'Caricamento…',
  'checkout.backTo': 'Torna al passaggio {step}',
  'checkout.orderSummary': 'Riepilogo dell’ordine',
};
