// The payment messages in Norwegian Bokmål (the English: src/checkout/svc-checkout-payment/messages.ts). Loaded only when Norwegian Bokmål is in use.
export default {
  'payment.heading': 'Betalingsmåte',
  'payment.saved': 'Dine lagrede kort',
  'payment.loading': 'Laster inn dine lagrede kort…',
  'payment.cardLabel': '{brand} som slutter på {last4}',
  'payment.expires': 'Utløper {date}',
  'payment.default': 'Standard',
  'payment.add': 'Legg til et nytt kort',
  'payment.newCard': 'Nytt kort',
  'payment.gateway': 'Betal med',
  'payment.loadingForm': 'Laster inn kortskjemaet…',
  'payment.cancel': 'Avbryt',
  'payment.continue': 'Fortsett',
  'payment.retry': 'Prøv igjen',
  'payment.chooseMethod': 'Velg en betalingsmåte eller legg til et nytt kort.',
  'payment.signIn': 'Logg inn for å betale med et lagret kort eller legge til et nytt.',
  'payment.backToContact': 'Tilbake til kontakt',
  'payment.noGateways': 'Denne butikken tar ikke imot nye kort her.',
  'payment.returnFailed':
    'Banken din bekreftet ikke det nye kortet. Legg det til på nytt eller velg en annen betalingsmåte.',
  'payment.returnMissing':
    'Vi fant ikke kortet du nettopp la til. Legg det til på nytt eller velg en annen betalingsmåte.',
};
