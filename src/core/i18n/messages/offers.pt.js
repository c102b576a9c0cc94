// The offers messages in Portuguese (the English: src/checkout/svc-checkout-offers/messages.ts). Loaded only when Portuguese is in use.
export default {
  'offers.label': 'Oferta especial',
  'offers.title': 'Você também pode gostar',
  'offers.was': 'De',
  'offers.now': 'por',
  'offers.discount': '{percent}% de desconto',
  'offers.add': 'Adicionar ao pedido',
  'offers.buy': 'Comprar agora',
  'offers.reject': 'Não, obrigado',
  'offers.chargeNote':
    'Cobrado na forma de pagamento que você acabou de usar, com frete e impostos, se houver.',
  'offers.added': 'Adicionado ao seu pedido: {name}.',
  'offers.charged': 'Adicionado ao seu pedido: {name}. Cobrado: {total}.',
};
