// The purchase messages in Finnish (the English: src/controller/checkout/purchase.ts). Loaded only when Finnish is in use.
export default {
  'purchase.outcomeUnknown':
    'Emme saaneet yhteyttä kauppaan, joten emme vielä tiedä, menikö maksusi läpi. Yritä uudelleen: sinua ei veloiteta kahdesti.',
};
