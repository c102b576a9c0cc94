// The offers messages in Norwegian Bokmål (the English: src/checkout/svc-checkout-offers/messages.ts). Loaded only when Norwegian Bokmål is in use.
export default {
  'offers.label': 'Spesialtilbud',
  'offers.title': 'Du vil kanskje også like',
  'offers.was': 'Før',
  'offers.now': 'nå',
  'offers.discount': '{percent} % rabatt',
  'offers.add': 'Legg til i bestillingen',
  'offers.buy': 'Kjøp nå',
  'offers.reject': 'Nei takk',
  'offers.chargeNote': 'Belastes betalingsmåten du nettopp brukte, med eventuell frakt og avgifter.',
  'offers.added': 'Lagt til i bestillingen din: {name}.',
  'offers.charged': 'Lagt til i bestillingen din: {name}. Belastet: {total}.',
};
