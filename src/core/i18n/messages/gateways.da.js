// The gateways messages in Danish (the English: src/ui/gateways/messages.ts). Loaded only when Danish is in use.
export default {
  'gateway.cardDetails': 'Kortoplysninger',
  'gateway.cardNumber': 'Kortnummer',
  'gateway.expiry': 'Udløbsdato (MM/ÅÅ)',
  'gateway.cvc': 'Sikkerhedskode (CVC)',
  'gateway.cardName': 'Navn på kortet (valgfrit)',
  'gateway.testCards':
    'Testtilstand: 4242 4242 4242 4242 betaler, 4000 0027 6000 3184 kræver 3-D Secure, 4000 0000 0000 0002 afvises. Enhver fremtidig dato og enhver CVC.',
  'gateway.numberRequired': 'Indtast kortnummeret.',
  'gateway.numberIncomplete': 'Kortnummeret er ufuldstændigt.',
  'gateway.numberInvalid': 'Kortnummeret er ugyldigt. Tjek det, og prøv igen.',
  'gateway.expiryRequired': 'Indtast udløbsdatoen.',
  'gateway.expiryInvalid': 'Indtast udløbsdatoen som MM/ÅÅ, f.eks. 08/29.',
  'gateway.expiryPast': 'Kortet er udløbet. Brug et andet kort.',
  'gateway.cvcRequired': 'Indtast sikkerhedskoden.',
  'gateway.cvcInvalid': 'Sikkerhedskoden har 3 eller 4 cifre.',
  'gateway.challengeTitle': 'Din bank vil bekræfte denne betaling',
  'gateway.challengeAmount': 'Bekræft betalingen på {amount} for at fortsætte.',
  'gateway.challengeText': 'Bekræft betalingen for at fortsætte.',
  'gateway.confirm': 'Bekræft',
  'gateway.fail': 'Lad verificeringen mislykkes',
  'gateway.cancel': 'Annuller',
  'gateway.providerTitle': 'Bekræft betalingen med {provider}',
  'error.verification_failed':
    'Banken kunne ikke verificere betalingen. Vælg en anden betalingsmetode, eller prøv igen.',
  'error.verification_cancelled':
    'Betalingen blev ikke bekræftet. Vælg en anden betalingsmetode, eller prøv igen.',
  'error.gateway_unavailable': 'Betalingsformularen kunne ikke indlæses. Tjek din forbindelse, og prøv igen.',
  'error.gateway_not_supported': 'Denne betalingsmetode kan ikke bruges her. Vælg en anden.',
  'error.card_invalid': 'Tjek kortoplysningerne, og prøv igen.',
  'error.card_declined': 'Kortet blev afvist. Vælg en anden betalingsmetode.',
  'error.approval_pending': 'Gør det først færdigt i betalingsudbyderens vindue.',
};
