// The purchase messages in Dutch (the English: src/controller/checkout/purchase.ts). Loaded only when Dutch is in use.
export default {
  'purchase.outcomeUnknown':
    'We konden de winkel niet bereiken, dus we weten nog niet of je betaling is gelukt. Probeer het opnieuw: er wordt niet twee keer afgeschreven.',
};
