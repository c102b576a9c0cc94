// The checkout messages in German (the English: src/checkout/messages.ts). Loaded only when German is in use.
export default {
  'checkout.steps': 'Schritte zur Kasse',
  'checkout.step.contact': 'Kontakt',
  'checkout.step.delivery': 'Lieferung',
  'checkout.step.payment': 'Zahlung',
  'checkout.step.review': 'Prüfen',
  'checkout.step.done': 'Vielen Dank',
  'checkout.stepDone': '{step} (erledigt)',
  'checkout.loadingStep': 'Wird geladen…',
  'checkout.backTo': 'Zurück zu: {step}',
  'checkout.orderSummary': 'Bestellübersicht',
};
