// The payment messages in Swedish (the English: src/checkout/svc-checkout-payment/messages.ts). Loaded only when Swedish is in use.
export default {
  'payment.heading': 'Betalsätt',
  'payment.saved': 'Dina sparade kort',
  'payment.loading': 'Laddar dina sparade kort…',
  'payment.cardLabel': '{brand} som slutar på {last4}',
  'payment.expires': 'Går ut {date}',
  'payment.default': 'Standard',
  'payment.add': 'Lägg till ett nytt kort',
  'payment.newCard': 'Nytt kort',
  'payment.gateway': 'Betala med',
  'payment.loadingForm': 'Laddar kortformuläret…',
  'payment.cancel': 'Avbryt',
  'payment.continue': 'Fortsätt',
  'payment.retry': 'Försök igen',
  'payment.chooseMethod': 'Välj ett betalsätt eller lägg till ett nytt kort.',
  'payment.signIn': 'Logga in för att betala med ett sparat kort eller lägga till ett nytt.',
  'payment.backToContact': 'Tillbaka till kontakt',
  'payment.noGateways': 'Den här butiken tar inte emot nya kort här.',
  'payment.returnFailed':
    'Din bank bekräftade inte det nya kortet. Lägg till det igen eller välj ett annat betalsätt.',
  'payment.returnMissing':
    'Vi hittade inte kortet du just lade till. Lägg till det igen eller välj ett annat betalsätt.',
};
