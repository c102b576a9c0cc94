// The gateways messages in Norwegian Bokmål (the English: src/ui/gateways/messages.ts). Loaded only when Norwegian Bokmål is in use.
export default {
  'gateway.cardDetails': 'Kortopplysninger',
  'gateway.cardNumber': 'Kortnummer',
  'gateway.expiry': 'Utløpsdato (MM/ÅÅ)',
  'gateway.cvc': 'Sikkerhetskode (CVC)',
  'gateway.cardName': 'Navn på kortet (valgfritt)',
  'gateway.testCards':
    'Testmodus: 4242 4242 4242 4242 betaler, 4000 0027 6000 3184 ber om 3-D Secure, 4000 0000 0000 0002 avvises. Hvilken som helst fremtidig dato og CVC.',
  'gateway.numberRequired': 'Skriv inn kortnummeret.',
  'gateway.numberIncomplete': 'Kortnummeret er ufullstendig.',
  'gateway.numberInvalid': 'Kortnummeret er ugyldig. Sjekk det og prøv igjen.',
  'gateway.expiryRequired': 'Skriv inn utløpsdatoen.',
  'gateway.expiryInvalid': 'Skriv inn utløpsdatoen som MM/ÅÅ, for eksempel 08/29.',
  'gateway.expiryPast': 'Kortet er utløpt. Bruk et annet kort.',
  'gateway.cvcRequired': 'Skriv inn sikkerhetskoden.',
  'gateway.cvcInvalid': 'Sikkerhetskoden har 3 eller 4 sifre.',
  'gateway.challengeTitle': 'Banken din vil bekrefte denne betalingen',
  'gateway.challengeAmount': 'Bekreft betalingen på {amount} for å fortsette.',
  'gateway.challengeText': 'Bekreft betalingen for å fortsette.',
  'gateway.confirm': 'Bekreft',
  'gateway.fail': 'Avvis bekreftelsen',
  'gateway.cancel': 'Avbryt',
  'gateway.providerTitle': 'Bekreft betalingen med {provider}',
  'error.verification_failed':
    'Banken kunne ikke bekrefte betalingen. Velg en annen betalingsmåte eller prøv igjen.',
  'error.verification_cancelled':
    'Betalingen ble ikke bekreftet. Velg en annen betalingsmåte eller prøv igjen.',
  'error.gateway_unavailable':
    'Betalingsskjemaet kunne ikke lastes inn. Sjekk tilkoblingen din og prøv igjen.',
  'error.gateway_not_supported': 'Denne betalingsmåten kan ikke brukes her. Velg en annen.',
  'error.card_invalid': 'Sjekk kortopplysningene og prøv igjen.',
  'error.card_declined': 'Kortet ble avvist. Velg en annen betalingsmåte.',
  'error.approval_pending': 'Fullfør først i vinduet til betalingsleverandøren.',
};
