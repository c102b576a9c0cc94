// The subscription-replacement messages in Finnish (the English: src/views/svc-view-subscription-replacement/messages.ts). Loaded only when Finnish is in use.
export default {
  'subscription-replacement.intro':
    'Ostoskorissasi on jo tuotteen {product} kestotilaus. Korvataanko se uudella vai säilytätkö nykyisen?',
  'subscription-replacement.current': 'Ostoskorissa',
  'subscription-replacement.new': 'Uusi kestotilaus',
  'subscription-replacement.quantity': 'Määrä: {count}',
  'subscription-replacement.replace': 'Korvaa',
  'subscription-replacement.keep': 'Säilytä nykyinen kestotilaus',
};
