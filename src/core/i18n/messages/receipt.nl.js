// The receipt messages in Dutch (the English: src/checkout/svc-checkout-receipt/messages.ts). Loaded only when Dutch is in use.
export default {
  'receipt.title': 'Bedankt voor je bestelling!',
  'receipt.email': 'Er is een bevestiging onderweg naar {email}.',
  'receipt.details': 'Bestelgegevens',
  'receipt.order': { one: 'Bestelnummer', other: 'Bestelnummers' },
  'receipt.paid': 'Vandaag betaald',
  'receipt.items': 'Wat je hebt gekocht',
  'receipt.later': 'Later afgeschreven',
  'receipt.laterNote': 'Je abonnement wordt automatisch verlengd totdat je het opzegt.',
  'receipt.nextCharge': 'Volgende afschrijving',
  'receipt.nextChargeOf': 'Volgende afschrijving, {name}',
  'receipt.manage': { one: 'Abonnement beheren', other: 'Abonnementen beheren' },
  'receipt.continue': 'Verder winkelen',
};
