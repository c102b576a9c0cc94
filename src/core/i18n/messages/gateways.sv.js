// The gateways messages in Swedish (the English: src/ui/gateways/messages.ts). Loaded only when Swedish is in use.
export default {
  'gateway.cardDetails': 'Kortuppgifter',
  'gateway.cardNumber': 'Kortnummer',
  'gateway.expiry': 'Utgångsdatum (MM/ÅÅ)',
  'gateway.cvc': 'Säkerhetskod (CVC)',
  'gateway.cardName': 'Namn på kortet (valfritt)',
  'gateway.testCards':
    'Testläge: 4242 4242 4242 4242 betalar, 4000 0027 6000 3184 kräver 3-D Secure, 4000 0000 0000 0002 nekas. Valfritt framtida datum och valfri CVC.',
  'gateway.numberRequired': 'Ange kortnumret.',
  'gateway.numberIncomplete': 'Kortnumret är ofullständigt.',
  'gateway.numberInvalid': 'Kortnumret är ogiltigt. Kontrollera det och försök igen.',
  'gateway.expiryRequired': 'Ange utgångsdatumet.',
  'gateway.expiryInvalid': 'Ange utgångsdatumet som MM/ÅÅ, till exempel 08/29.',
  'gateway.expiryPast': 'Kortet har gått ut. Använd ett annat kort.',
  'gateway.cvcRequired': 'Ange säkerhetskoden.',
  'gateway.cvcInvalid': 'Säkerhetskoden har 3 eller 4 siffror.',
  'gateway.challengeTitle': 'Din bank vill bekräfta betalningen',
  'gateway.challengeAmount': 'Bekräfta betalningen på {amount} för att fortsätta.',
  'gateway.challengeText': 'Bekräfta betalningen för att fortsätta.',
  'gateway.confirm': 'Bekräfta',
  'gateway.fail': 'Låt verifieringen misslyckas',
  'gateway.cancel': 'Avbryt',
  'gateway.providerTitle': 'Bekräfta betalningen med {provider}',
  'error.verification_failed':
    'Banken kunde inte verifiera betalningen. Välj ett annat betalsätt eller försök igen.',
  'error.verification_cancelled': 'Betalningen bekräftades inte. Välj ett annat betalsätt eller försök igen.',
  'error.gateway_unavailable':
    'Betalformuläret kunde inte laddas. Kontrollera din anslutning och försök igen.',
  'error.gateway_not_supported': 'Det här betalsättet kan inte användas här. Välj ett annat.',
  'error.card_invalid': 'Kontrollera kortuppgifterna och försök igen.',
  'error.card_declined': 'Kortet nekades. Välj ett annat betalsätt.',
  'error.approval_pending': 'Slutför först i betaltjänstens fönster.',
};
