// The checkout messages in Czech (the English: src/checkout/messages.ts). Loaded only when Czech is in use.
export default {
  'checkout.steps': 'Kroky objednávky',
  'checkout.step.contact': 'Kontakt',
  'checkout.step.delivery': 'Doručení',
  'checkout.step.payment': 'Platba',
  'checkout.step.review': 'Kontrola',
  'checkout.step.done': 'Děkujeme',
  'checkout.stepDone': '{step} (hotovo)',
  'checkout.loadingStep': 'Načítání…',
  'checkout.backTo': 'Zpět: {step}',
  'checkout.orderSummary': 'Souhrn objednávky',
};
