// The receipt messages in Norwegian Bokmål (the English: src/checkout/svc-checkout-receipt/messages.ts). Loaded only when Norwegian Bokmål is in use.
export default {
  'receipt.title': 'Takk for bestillingen!',
  'receipt.email': 'En bekreftelse er på vei til {email}.',
  'receipt.details': 'Bestillingsdetaljer',
  'receipt.order': { one: 'Ordrenummer', other: 'Ordrenumre' },
  'receipt.paid': 'Betalt i dag',
  'receipt.items': 'Dette kjøpte du',
  'receipt.later': 'Belastes senere',
  'receipt.laterNote': 'Abonnementet fornyes automatisk til du avslutter det.',
  'receipt.nextCharge': 'Neste trekk',
  'receipt.nextChargeOf': 'Neste trekk, {name}',
  'receipt.manage': { one: 'Administrer abonnementet ditt', other: 'Administrer abonnementene dine' },
  'receipt.continue': 'Fortsett å handle',
};
