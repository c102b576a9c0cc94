// The offers messages in Dutch (the English: src/checkout/svc-checkout-offers/messages.ts). Loaded only when Dutch is in use.
export default {
  'offers.label': 'Speciale aanbieding',
  'offers.title': 'Misschien vind je dit ook leuk',
  'offers.was': 'Was',
  'offers.now': 'nu',
  'offers.discount': '{percent}% korting',
  'offers.add': 'Toevoegen aan bestelling',
  'offers.buy': 'Nu kopen',
  'offers.reject': 'Nee, bedankt',
  'offers.chargeNote':
    'Afgeschreven via de betaalmethode die je net hebt gebruikt, inclusief eventuele verzendkosten en btw.',
  'offers.added': 'Toegevoegd aan je bestelling: {name}.',
  'offers.charged': 'Toegevoegd aan je bestelling: {name}. Afgeschreven: {total}.',
};
