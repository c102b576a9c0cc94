// The checkout messages in Finnish (the English: src/checkout/messages.ts). Loaded only when Finnish is in use.
export default {
  'checkout.steps': 'Kassan vaiheet',
  'checkout.step.contact': 'Yhteystiedot',
  'checkout.step.delivery': 'Toimitus',
  'checkout.step.payment': 'Maksu',
  'checkout.step.review': 'Yhteenveto',
  'checkout.step.done': 'Kiitos',
  'checkout.stepDone': '{step} (valmis)',
  'checkout.loadingStep': 'Ladataan…',
  'checkout.backTo': 'Takaisin vaiheeseen {step}',
  'checkout.orderSummary': 'Tilauksen yhteenveto',
};
