// The checkout messages in Swedish (the English: src/checkout/messages.ts). Loaded only when Swedish is in use.
export default {
  'checkout.steps': 'Steg i kassan',
  'checkout.step.contact': 'Kontakt',
  'checkout.step.delivery': 'Leverans',
  'checkout.step.payment': 'Betalning',
  'checkout.step.review': 'Granska',
  'checkout.step.done': 'Tack',
  'checkout.stepDone': '{step} (klart)',
  'checkout.loadingStep': 'Laddar…',
  'checkout.backTo': 'Tillbaka till {step}',
  'checkout.orderSummary': 'Ordersammanfattning',
};
