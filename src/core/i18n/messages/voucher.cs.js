// The voucher messages in Czech (the English: src/views/svc-view-voucher/messages.ts). Loaded only when Czech is in use.
export default {
  'voucher.amount': 'Částka',
  'voucher.amountRequired': 'Vyberte prosím částku.',
  'voucher.delivery': 'Jedna dárková karta, kterou příjemce dostane e-mailem.',
  'voucher.expires': {
    one: 'Platí {count} měsíc.',
    few: 'Platí {count} měsíce.',
    many: 'Platí {count} měsíce.',
    other: 'Platí {count} měsíců.',
  },
  'voucher.email': 'E-mail příjemce',
  'voucher.emailRequired': 'Zadejte e-mailovou adresu příjemce.',
  'voucher.emailInvalid': 'Zadejte platnou e-mailovou adresu, např. jmeno@example.com.',
  'voucher.name': 'Jméno příjemce (nepovinné)',
  'voucher.message': 'Vzkaz (nepovinné)',
  'voucher.add': 'Do košíku',
  'voucher.addPrice': 'Do košíku · {price}',
};
