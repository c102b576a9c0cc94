// The payment messages in Dutch (the English: src/checkout/svc-checkout-payment/messages.ts). Loaded only when Dutch is in use.
export default {
  'payment.heading': 'Betaalmethode',
  'payment.saved': 'Je opgeslagen kaarten',
  'payment.loading': 'Je opgeslagen kaarten laden…',
  'payment.cardLabel': '{brand} eindigend op {last4}',
  'payment.expires': 'Verloopt {date}',
  'payment.default': 'Standaard',
  'payment.add': 'Nieuwe kaart toevoegen',
  'payment.newCard': 'Nieuwe kaart',
  'payment.gateway': 'Betalen met',
  'payment.loadingForm': 'Kaartformulier laden…',
  'payment.cancel': 'Annuleren',
  'payment.continue': 'Doorgaan',
  'payment.retry': 'Opnieuw proberen',
  'payment.chooseMethod': 'Kies een betaalmethode of voeg een nieuwe kaart toe.',
  'payment.signIn': 'Log in om met een opgeslagen kaart te betalen of een nieuwe toe te voegen.',
  'payment.backToContact': 'Terug naar contact',
  'payment.noGateways': 'Deze winkel accepteert hier geen nieuwe kaarten.',
  'payment.returnFailed':
    'Je bank heeft de nieuwe kaart niet bevestigd. Voeg hem opnieuw toe of kies een andere betaalmethode.',
  'payment.returnMissing':
    'We kunnen de kaart die je net hebt toegevoegd niet vinden. Voeg hem opnieuw toe of kies een andere betaalmethode.',
};
