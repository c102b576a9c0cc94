// The purchase messages in Czech (the English: src/controller/checkout/purchase.ts). Loaded only when Czech is in use.
export default {
  'purchase.outcomeUnknown':
    'Nepodařilo se spojit s obchodem, takže zatím nevíme, zda platba proběhla. Zkuste to znovu: dvakrát vám nic účtováno nebude.',
};
