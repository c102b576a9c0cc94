// The voucher messages in German (the English: src/views/svc-view-voucher/messages.ts). Loaded only when German is in use.
export default {
  'voucher.amount': 'Betrag',
  'voucher.amountRequired': 'Bitte wählen Sie einen Betrag.',
  'voucher.delivery': 'Eine Geschenkkarte, die per E-Mail an die beschenkte Person geht.',
  'voucher.expires': { one: '{count} Monat gültig.', other: '{count} Monate gültig.' },
  'voucher.email': 'E-Mail-Adresse der beschenkten Person',
  'voucher.emailRequired': 'Bitte geben Sie die E-Mail-Adresse der beschenkten Person ein.',
  'voucher.emailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
  'voucher.name': 'Name der beschenkten Person (optional)',
  'voucher.message': 'Nachricht (optional)',
  'voucher.add': 'In den Warenkorb',
  'voucher.addPrice': 'In den Warenkorb · {price}',
};
