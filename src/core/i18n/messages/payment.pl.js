// The payment messages in Polish (the English: src/checkout/svc-checkout-payment/messages.ts). Loaded only when Polish is in use.
export default {
  'payment.heading': 'Metoda płatności',
  'payment.saved': 'Zapisane karty',
  'payment.loading': 'Ładowanie zapisanych kart…',
  'payment.cardLabel': '{brand} z końcówką {last4}',
  'payment.expires': 'Ważna do {date}',
  'payment.default': 'Domyślna',
  'payment.add': 'Dodaj nową kartę',
  'payment.newCard': 'Nowa karta',
  'payment.gateway': 'Zapłać przez',
  'payment.loadingForm': 'Ładowanie formularza karty…',
  'payment.cancel': 'Anuluj',
  'payment.continue': 'Dalej',
  'payment.retry': 'Spróbuj ponownie',
  'payment.chooseMethod': 'Wybierz metodę płatności lub dodaj nową kartę.',
  'payment.signIn': 'Zaloguj się, aby zapłacić zapisaną kartą lub dodać nową.',
  'payment.backToContact': 'Wróć do danych kontaktowych',
  'payment.noGateways': 'Ten sklep nie przyjmuje tutaj nowych kart.',
  'payment.returnFailed':
    'Twój bank nie potwierdził nowej karty. Dodaj ją ponownie lub wybierz inną metodę płatności.',
  'payment.returnMissing':
    'Nie możemy znaleźć dodanej przed chwilą karty. Dodaj ją ponownie lub wybierz inną metodę płatności.',
};
