// The purchase messages in Norwegian Bokmål (the English: src/controller/checkout/purchase.ts). Loaded only when Norwegian Bokmål is in use.
export default {
  'purchase.outcomeUnknown':
    'Vi fikk ikke kontakt med butikken, så vi vet ennå ikke om betalingen gikk gjennom. Prøv igjen: du blir ikke belastet to ganger.',
};
