// The payment messages in Portuguese (the English: src/checkout/svc-checkout-payment/messages.ts). Loaded only when Portuguese is in use.
export default {
  'payment.heading': 'Forma de pagamento',
  'payment.saved': 'Seus cartões salvos',
  'payment.loading': 'Carregando seus cartões salvos…',
  'payment.cardLabel': '{brand} final {last4}',
  'payment.expires': 'Validade: {date}',
  'payment.default': 'Padrão',
  'payment.add': 'Adicionar um novo cartão',
  'payment.newCard': 'Novo cartão',
  'payment.gateway': 'Pagar com',
  'payment.loadingForm': 'Carregando o formulário do cartão…',
  'payment.cancel': 'Cancelar',
  'payment.continue': 'Continuar',
  'payment.retry': 'Tentar novamente',
  'payment.chooseMethod': 'Escolha uma forma de pagamento ou adicione um novo cartão.',
  'payment.signIn': 'Entre para pagar com um cartão salvo ou adicionar um novo.',
  'payment.backToContact': 'Voltar para o contato',
  'payment.noGateways': 'Esta loja não aceita novos cartões aqui.',
  'payment.returnFailed':
    'Seu banco não confirmou o novo cartão. Adicione-o novamente ou escolha outra forma de pagamento.',
  'payment.returnMissing':
    'Não encontramos o cartão que você acabou de adicionar. Adicione-o novamente ou escolha outra forma de pagamento.',
};
