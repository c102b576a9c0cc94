// The checkout messages in Danish (the English: src/checkout/messages.ts). Loaded only when Danish is in use.
export default {
  'checkout.steps': 'Trin i kassen',
  'checkout.step.contact': 'Kontakt',
  'checkout.step.delivery': 'Levering',
  'checkout.step.payment': 'Betaling',
  'checkout.step.review': 'Gennemse',
  'checkout.step.done': 'Tak',
  'checkout.stepDone': '{step} (udført)',
  'checkout.loadingStep': 'Indlæser…',
  'checkout.backTo': 'Tilbage til {step}',
  'checkout.orderSummary': 'Ordreoversigt',
};
