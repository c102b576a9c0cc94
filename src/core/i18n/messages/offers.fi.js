// The offers messages in Finnish (the English: src/checkout/svc-checkout-offers/messages.ts). Loaded only when Finnish is in use.
export default {
  'offers.label': 'Erikoistarjous',
  'offers.title': 'Saatat pitää myös näistä',
  'offers.was': 'Ennen',
  'offers.now': 'nyt',
  'offers.discount': '{percent} % alennus',
  'offers.add': 'Lisää tilaukseen',
  'offers.buy': 'Osta nyt',
  'offers.reject': 'Ei kiitos',
  'offers.chargeNote':
    'Veloitetaan juuri käyttämältäsi maksutavalta mahdollisine toimituskuluineen ja veroineen.',
  'offers.added': 'Lisätty tilaukseesi: {name}.',
  'offers.charged': 'Lisätty tilaukseesi: {name}. Veloitettu: {total}.',
};
