// The voucher messages in Finnish (the English: src/views/svc-view-voucher/messages.ts). Loaded only when Finnish is in use.
export default {
  'voucher.amount': 'Summa',
  'voucher.amountRequired': 'Valitse summa.',
  'voucher.delivery': 'Yksi lahjakortti, joka lähetetään vastaanottajalle sähköpostitse.',
  'voucher.expires': { one: 'Voimassa {count} kuukauden.', other: 'Voimassa {count} kuukautta.' },
  'voucher.email': 'Vastaanottajan sähköposti',
  'voucher.emailRequired': 'Anna vastaanottajan sähköpostiosoite.',
  'voucher.emailInvalid': 'Anna kelvollinen sähköpostiosoite, esim. nimi@example.com.',
  'voucher.name': 'Vastaanottajan nimi (valinnainen)',
  'voucher.message': 'Viesti (valinnainen)',
  'voucher.add': 'Lisää ostoskoriin',
  'voucher.addPrice': 'Lisää ostoskoriin · {price}',
};
