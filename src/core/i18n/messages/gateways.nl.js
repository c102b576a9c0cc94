// The gateways messages in Dutch (the English: src/ui/gateways/messages.ts). Loaded only when Dutch is in use.
export default {
  'gateway.cardDetails': 'Kaartgegevens',
  'gateway.cardNumber': 'Kaartnummer',
  'gateway.expiry': 'Vervaldatum (MM/JJ)',
  'gateway.cvc': 'Beveiligingscode (CVC)',
  'gateway.cardName': 'Naam op de kaart (optioneel)',
  'gateway.testCards':
    'Testmodus: 4242 4242 4242 4242 betaalt, 4000 0027 6000 3184 vraagt om 3-D Secure, 4000 0000 0000 0002 wordt geweigerd. Elke toekomstige datum en elke CVC.',
  'gateway.numberRequired': 'Voer het kaartnummer in.',
  'gateway.numberIncomplete': 'Het kaartnummer is onvolledig.',
  'gateway.numberInvalid': 'Dit kaartnummer is ongeldig. Controleer het en probeer het opnieuw.',
  'gateway.expiryRequired': 'Voer de vervaldatum in.',
  'gateway.expiryInvalid': 'Voer de vervaldatum in als MM/JJ, bijvoorbeeld 08/29.',
  'gateway.expiryPast': 'Deze kaart is verlopen. Gebruik een andere kaart.',
  'gateway.cvcRequired': 'Voer de beveiligingscode in.',
  'gateway.cvcInvalid': 'De beveiligingscode heeft 3 of 4 cijfers.',
  'gateway.challengeTitle': 'Je bank wil deze betaling bevestigen',
  'gateway.challengeAmount': 'Bevestig de betaling van {amount} om door te gaan.',
  'gateway.challengeText': 'Bevestig de betaling om door te gaan.',
  'gateway.confirm': 'Bevestigen',
  'gateway.fail': 'Verificatie laten mislukken',
  'gateway.cancel': 'Annuleren',
  'gateway.providerTitle': 'Bevestig de betaling met {provider}',
  'error.verification_failed':
    'De bank kon deze betaling niet verifiëren. Kies een andere betaalmethode of probeer het opnieuw.',
  'error.verification_cancelled':
    'De betaling is niet bevestigd. Kies een andere betaalmethode of probeer het opnieuw.',
  'error.gateway_unavailable':
    'Het betaalformulier kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
  'error.gateway_not_supported': 'Deze betaalmethode kan hier niet worden gebruikt. Kies een andere.',
  'error.card_invalid': 'Controleer de kaartgegevens en probeer het opnieuw.',
  'error.card_declined': 'De kaart is geweigerd. Kies een andere betaalmethode.',
  'error.approval_pending': 'Rond het eerst af in het venster van de aanbieder.',
};
