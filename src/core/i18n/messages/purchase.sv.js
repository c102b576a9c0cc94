// The purchase messages in Swedish (the English: src/controller/checkout/purchase.ts). Loaded only when Swedish is in use.
export default {
  'purchase.outcomeUnknown':
    'Vi kunde inte nå butiken, så vi vet inte än om din betalning gick igenom. Försök igen: du debiteras inte två gånger.',
};
