// The offers messages in Polish (the English: src/checkout/svc-checkout-offers/messages.ts). Loaded only when Polish is in use.
export default {
  'offers.label': 'Oferta specjalna',
  'offers.title': 'Może Ci się również spodobać',
  'offers.was': 'Było',
  'offers.now': 'teraz',
  'offers.discount': '{percent}% taniej',
  'offers.add': 'Dodaj do zamówienia',
  'offers.buy': 'Kup teraz',
  'offers.reject': 'Nie, dziękuję',
  'offers.chargeNote':
    'Płatność zostanie pobrana z użytej przed chwilą metody, wraz z ewentualną wysyłką i podatkiem.',
  'offers.added': 'Dodano do zamówienia: {name}.',
  'offers.charged': 'Dodano do zamówienia: {name}. Pobrano: {total}.',
};
