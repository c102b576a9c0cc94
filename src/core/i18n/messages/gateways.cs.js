// The gateways messages in Czech (the English: src/ui/gateways/messages.ts). Loaded only when Czech is in use.
export default {
  'gateway.cardDetails': 'Údaje o kartě',
  'gateway.cardNumber': 'Číslo karty',
  'gateway.expiry': 'Platnost (MM/RR)',
  'gateway.cvc': 'Bezpečnostní kód (CVC)',
  'gateway.cardName': 'Jméno na kartě (nepovinné)',
  'gateway.testCards':
    'Testovací režim: 4242 4242 4242 4242 zaplatí, 4000 0027 6000 3184 vyžádá 3-D Secure, 4000 0000 0000 0002 bude zamítnuta. Libovolné budoucí datum a libovolný CVC.',
  'gateway.numberRequired': 'Zadejte číslo karty.',
  'gateway.numberIncomplete': 'Číslo karty je neúplné.',
  'gateway.numberInvalid': 'Toto číslo karty není platné. Zkontrolujte ho a zkuste to znovu.',
  'gateway.expiryRequired': 'Zadejte datum platnosti.',
  'gateway.expiryInvalid': 'Zadejte datum platnosti ve tvaru MM/RR, např. 08/29.',
  'gateway.expiryPast': 'Platnost této karty vypršela. Použijte jinou kartu.',
  'gateway.cvcRequired': 'Zadejte bezpečnostní kód.',
  'gateway.cvcInvalid': 'Bezpečnostní kód má 3 nebo 4 číslice.',
  'gateway.challengeTitle': 'Vaše banka chce tuto platbu ověřit',
  'gateway.challengeAmount': 'Pro pokračování potvrďte platbu {amount}.',
  'gateway.challengeText': 'Pro pokračování potvrďte platbu.',
  'gateway.confirm': 'Potvrdit',
  'gateway.fail': 'Zamítnout ověření',
  'gateway.cancel': 'Zrušit',
  'gateway.providerTitle': 'Potvrďte platbu přes {provider}',
  'error.verification_failed':
    'Banka tuto platbu nemohla ověřit. Zvolte jiný způsob platby, nebo to zkuste znovu.',
  'error.verification_cancelled': 'Platba nebyla potvrzena. Zvolte jiný způsob platby, nebo to zkuste znovu.',
  'error.gateway_unavailable':
    'Platební formulář se nepodařilo načíst. Zkontrolujte připojení a zkuste to znovu.',
  'error.gateway_not_supported': 'Tento způsob platby zde nelze použít. Zvolte jiný.',
  'error.card_invalid': 'Zkontrolujte údaje o kartě a zkuste to znovu.',
  'error.card_declined': 'Karta byla zamítnuta. Zvolte jiný způsob platby.',
  'error.approval_pending': 'Nejprve dokončete platbu v okně poskytovatele.',
};
