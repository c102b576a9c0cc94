// The purchase messages in Portuguese (the English: src/controller/checkout/purchase.ts). Loaded only when Portuguese is in use.
export default {
  'purchase.outcomeUnknown':
    'Não conseguimos contatar a loja, então ainda não sabemos se seu pagamento foi concluído. Tente novamente: você não será cobrado duas vezes.',
};
