// The checkout messages in Polish (the English: src/checkout/messages.ts). Loaded only when Polish is in use.
export default {
  'checkout.steps': 'Etapy zamówienia',
  'checkout.step.contact': 'Kontakt',
  'checkout.step.delivery': 'Dostawa',
  'checkout.step.payment': 'Płatność',
  'checkout.step.review': 'Podsumowanie',
  'checkout.step.done': 'Dziękujemy',
  'checkout.stepDone': '{step} (ukończono)',
  'checkout.loadingStep': 'Ładowanie…',
  'checkout.backTo': 'Wróć do: {step}',
  'checkout.orderSummary': 'Podsumowanie zamówienia',
};
