// The purchase messages in French (the English: src/controller/checkout/purchase.ts). Loaded only when French is in use.
export default {
  'purchase.outcomeUnknown':
    'Nous n’avons pas pu joindre la boutique et ne savons pas encore si votre paiement a abouti. Réessayez : vous ne serez pas débité deux fois.',
};
