// The voucher messages in Norwegian Bokmål (the English: src/views/svc-view-voucher/messages.ts). Loaded only when Norwegian Bokmål is in use.
export default {
  'voucher.amount': 'Beløp',
  'voucher.amountRequired': 'Velg et beløp.',
  'voucher.delivery': 'Ett gavekort, sendt til mottakeren på e-post.',
  'voucher.expires': { one: 'Gyldig i {count} måned.', other: 'Gyldig i {count} måneder.' },
  'voucher.email': 'Mottakerens e-postadresse',
  'voucher.emailRequired': 'Skriv inn mottakerens e-postadresse.',
  'voucher.emailInvalid': 'Skriv inn en gyldig e-postadresse, for eksempel navn@example.com.',
  'voucher.name': 'Mottakerens navn (valgfritt)',
  'voucher.message': 'Melding (valgfritt)',
  'voucher.add': 'Legg i handlekurven',
  'voucher.addPrice': 'Legg i handlekurven · {price}',
};
