// The voucher messages in Polish (the English: src/views/svc-view-voucher/messages.ts). Loaded only when Polish is in use.
export default {
  'voucher.amount': 'Kwota',
  'voucher.amountRequired': 'Wybierz kwotę.',
  'voucher.delivery': 'Jedna karta podarunkowa wysłana do odbiorcy e-mailem.',
  'voucher.expires': {
    one: 'Ważna przez {count} miesiąc.',
    few: 'Ważna przez {count} miesiące.',
    many: 'Ważna przez {count} miesięcy.',
    other: 'Ważna przez {count} miesiąca.',
  },
  'voucher.email': 'E-mail odbiorcy',
  'voucher.emailRequired': 'Wpisz adres e-mail odbiorcy.',
  'voucher.emailInvalid': 'Wpisz poprawny adres e-mail, np. jan@example.com.',
  'voucher.name': 'Imię odbiorcy (opcjonalnie)',
  'voucher.message': 'Wiadomość (opcjonalnie)',
  'voucher.add': 'Dodaj do koszyka',
  'voucher.addPrice': 'Dodaj do koszyka · {price}',
};
