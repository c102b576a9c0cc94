// The receipt messages in Danish (the English: src/checkout/svc-checkout-receipt/messages.ts). Loaded only when Danish is in use.
export default {
  'receipt.title': 'Tak for din ordre!',
  'receipt.email': 'En bekræftelse er på vej til {email}.',
  'receipt.details': 'Ordredetaljer',
  'receipt.order': { one: 'Ordrenummer', other: 'Ordrenumre' },
  'receipt.paid': 'Betalt i dag',
  'receipt.items': 'Det har du købt',
  'receipt.later': 'Opkræves senere',
  'receipt.laterNote': 'Dit abonnement fornyes automatisk, indtil du opsiger det.',
  'receipt.nextCharge': 'Næste betaling',
  'receipt.nextChargeOf': 'Næste betaling, {name}',
  'receipt.manage': { one: 'Administrer dit abonnement', other: 'Administrer dine abonnementer' },
  'receipt.continue': 'Shop videre',
};
