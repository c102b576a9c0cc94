// The receipt messages in German (the English: src/checkout/svc-checkout-receipt/messages.ts). Loaded only when German is in use.
export default {
  'receipt.title': 'Vielen Dank für Ihre Bestellung!',
  'receipt.email': 'Eine Bestätigung ist unterwegs an {email}.',
  'receipt.details': 'Bestelldetails',
  'receipt.order': { one: 'Bestellnummer', other: 'Bestellnummern' },
  'receipt.paid': 'Heute bezahlt',
  'receipt.items': 'Ihre Artikel',
  'receipt.later': 'Später berechnet',
  'receipt.laterNote': 'Ihr Abo verlängert sich automatisch, bis Sie es kündigen.',
  'receipt.nextCharge': 'Nächste Abbuchung',
  'receipt.nextChargeOf': 'Nächste Abbuchung, {name}',
  'receipt.manage': { one: 'Abo verwalten', other: 'Abos verwalten' },
  'receipt.continue': 'Weiter einkaufen',
};
