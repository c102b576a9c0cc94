// The purchase messages in Danish (the English: src/controller/checkout/purchase.ts). Loaded only when Danish is in use.
export default {
  'purchase.outcomeUnknown':
    'Vi kunne ikke få forbindelse til butikken, så vi ved endnu ikke, om din betaling gik igennem. Prøv igen: du bliver ikke opkrævet to gange.',
};
