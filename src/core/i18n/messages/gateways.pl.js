// The gateways messages in Polish (the English: src/ui/gateways/messages.ts). Loaded only when Polish is in use.
export default {
  'gateway.cardDetails': 'Dane karty',
  'gateway.cardNumber': 'Numer karty',
  'gateway.expiry': 'Data ważności (MM/RR)',
  'gateway.cvc': 'Kod zabezpieczający (CVC)',
  'gateway.cardName': 'Imię i nazwisko na karcie (opcjonalnie)',
  'gateway.testCards':
    'Tryb testowy: 4242 4242 4242 4242 – płatność udana, 4000 0027 6000 3184 – wymaga 3-D Secure, 4000 0000 0000 0002 – odrzucona. Dowolna przyszła data i dowolny CVC.',
  'gateway.numberRequired': 'Wpisz numer karty.',
  'gateway.numberIncomplete': 'Numer karty jest niepełny.',
  'gateway.numberInvalid': 'Ten numer karty jest nieprawidłowy. Sprawdź go i spróbuj ponownie.',
  'gateway.expiryRequired': 'Wpisz datę ważności.',
  'gateway.expiryInvalid': 'Wpisz datę ważności w formacie MM/RR, np. 08/29.',
  'gateway.expiryPast': 'Ta karta straciła ważność. Użyj innej karty.',
  'gateway.cvcRequired': 'Wpisz kod zabezpieczający.',
  'gateway.cvcInvalid': 'Kod zabezpieczający ma 3 lub 4 cyfry.',
  'gateway.challengeTitle': 'Twój bank chce potwierdzić tę płatność',
  'gateway.challengeAmount': 'Potwierdź płatność w wysokości {amount}, aby kontynuować.',
  'gateway.challengeText': 'Potwierdź płatność, aby kontynuować.',
  'gateway.confirm': 'Potwierdź',
  'gateway.fail': 'Odrzuć weryfikację',
  'gateway.cancel': 'Anuluj',
  'gateway.providerTitle': 'Potwierdź płatność w {provider}',
  'error.verification_failed':
    'Bank nie mógł zweryfikować tej płatności. Wybierz inną metodę płatności lub spróbuj ponownie.',
  'error.verification_cancelled':
    'Płatność nie została potwierdzona. Wybierz inną metodę płatności lub spróbuj ponownie.',
  'error.gateway_unavailable':
    'Nie udało się wczytać formularza płatności. Sprawdź połączenie i spróbuj ponownie.',
  'error.gateway_not_supported': 'Tej metody płatności nie można tu użyć. Wybierz inną.',
  'error.card_invalid': 'Sprawdź dane karty i spróbuj ponownie.',
  'error.card_declined': 'Karta została odrzucona. Wybierz inną metodę płatności.',
  'error.approval_pending': 'Najpierw dokończ płatność w oknie operatora.',
};
