// The checkout messages in Dutch (the English: src/checkout/messages.ts). Loaded only when Dutch is in use.
export default {
  'checkout.steps': 'Afrekenstappen',
  'checkout.step.contact': 'Contact',
  'checkout.step.delivery': 'Bezorging',
  'checkout.step.payment': 'Betaling',
  'checkout.step.review': 'Controleren',
  'checkout.step.done': 'Bedankt',
  'checkout.stepDone': '{step} (voltooid)',
  'checkout.loadingStep': 'Laden…',
  'checkout.backTo': 'Terug naar {step}',
  'checkout.orderSummary': 'Besteloverzicht',
};
