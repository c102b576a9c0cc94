// The subscription-replacement messages in Portuguese (the English: src/views/svc-view-subscription-replacement/messages.ts). Loaded only when Portuguese is in use.
export default {
  'subscription-replacement.intro':
    'Seu carrinho já tem um plano de {product}. Quer substituí-lo pelo novo plano ou manter o que você já tem?',
  'subscription-replacement.current': 'No seu carrinho',
  'subscription-replacement.new': 'Novo plano',
  'subscription-replacement.quantity': 'Quantidade: {count}',
  'subscription-replacement.replace': 'Substituir',
  'subscription-replacement.keep': 'Manter meu plano atual',
};
