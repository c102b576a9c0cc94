// The voucher messages in Danish (the English: src/views/svc-view-voucher/messages.ts). Loaded only when Danish is in use.
export default {
  'voucher.amount': 'Beløb',
  'voucher.amountRequired': 'Vælg et beløb.',
  'voucher.delivery': 'Ét gavekort, der sendes til modtageren på e-mail.',
  'voucher.expires': { one: 'Gyldigt i {count} måned.', other: 'Gyldigt i {count} måneder.' },
  'voucher.email': 'Modtagerens e-mail',
  'voucher.emailRequired': 'Indtast modtagerens e-mailadresse.',
  'voucher.emailInvalid': 'Indtast en gyldig e-mailadresse, f.eks. navn@eksempel.dk.',
  'voucher.name': 'Modtagerens navn (valgfrit)',
  'voucher.message': 'Besked (valgfrit)',
  'voucher.add': 'Læg i kurv',
  'voucher.addPrice': 'Læg i kurv · {price}',
};
