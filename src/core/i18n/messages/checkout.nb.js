// The checkout messages in Norwegian Bokmål (the English: src/checkout/messages.ts). Loaded only when Norwegian Bokmål is in use.
export default {
  'checkout.steps': 'Steg i kassen',
  'checkout.step.contact': 'Kontakt',
  'checkout.step.delivery': 'Levering',
  'checkout.step.payment': 'Betaling',
  'checkout.step.review': 'Oppsummering',
  'checkout.step.done': 'Takk',
  'checkout.stepDone': '{step} (fullført)',
  'checkout.loadingStep': 'Laster inn…',
  'checkout.backTo': 'Tilbake til {step}',
  'checkout.orderSummary': 'Ordresammendrag',
};
