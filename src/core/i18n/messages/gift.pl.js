// The gift messages in Polish (the English: src/views/svc-view-gift/messages.ts). Loaded only when Polish is in use.
export default {
  'gift.intro': 'Wyślij subskrypcję w prezencie: wybierz, kiedy się zacznie i ile zamówień obejmie.',
  'gift.for': 'Prezent: {products}',
  'gift.unavailable':
    'W prezencie można wysłać tylko subskrypcję. Najpierw dodaj ją do koszyka, a potem wróć tutaj.',
  'gift.loading': 'Ładowanie dat rozpoczęcia…',
  'gift.retry': 'Spróbuj ponownie',
  'gift.dates': 'Kiedy prezent ma się zacząć?',
  'gift.noDates': 'Obecnie nie ma dostępnych dat rozpoczęcia.',
  'gift.dateRequired': 'Wybierz datę rozpoczęcia.',
  'gift.orders': 'Liczba zamówień',
  'gift.ordersHint': 'Ile zamówień obejmuje prezent.',
  'gift.ordersInvalid': 'Wpisz liczbę całkowitą, co najmniej 1.',
  'gift.message': 'Wiadomość dla odbiorcy (opcjonalnie)',
  'gift.email': 'E-mail odbiorcy (opcjonalnie)',
  'gift.emailInvalid': 'Wpisz poprawny adres e-mail, np. jan@example.com.',
  'gift.save': 'Zapisz szczegóły prezentu',
  'gift.back': 'Wróć do koszyka',
};
