// The payment messages in Danish (the English: src/checkout/svc-checkout-payment/messages.ts). Loaded only when Danish is in use.
export default {
  'payment.heading': 'Betalingsmetode',
  'payment.saved': 'Dine gemte kort',
  'payment.loading': 'Indlæser dine gemte kort…',
  'payment.cardLabel': '{brand}, der slutter på {last4}',
  'payment.expires': 'Udløber {date}',
  'payment.default': 'Standard',
  'payment.add': 'Tilføj et nyt kort',
  'payment.newCard': 'Nyt kort',
  'payment.gateway': 'Betal med',
  'payment.loadingForm': 'Indlæser kortformularen…',
  'payment.cancel': 'Annuller',
  'payment.continue': 'Fortsæt',
  'payment.retry': 'Prøv igen',
  'payment.chooseMethod': 'Vælg en betalingsmetode, eller tilføj et nyt kort.',
  'payment.signIn': 'Log ind for at betale med et gemt kort eller tilføje et nyt.',
  'payment.backToContact': 'Tilbage til kontakt',
  'payment.noGateways': 'Denne butik tager ikke imod nye kort her.',
  'payment.returnFailed':
    'Din bank bekræftede ikke det nye kort. Tilføj det igen, eller vælg en anden betalingsmetode.',
  'payment.returnMissing':
    'Vi kunne ikke finde det kort, du lige har tilføjet. Tilføj det igen, eller vælg en anden betalingsmetode.',
};
