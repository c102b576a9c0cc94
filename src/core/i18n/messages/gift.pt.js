// The gift messages in Portuguese (the English: src/views/svc-view-gift/messages.ts). Loaded only when Portuguese is in use.
export default {
  'gift.intro': 'Dê sua assinatura de presente: escolha quando ela começa e quantos pedidos inclui.',
  'gift.for': 'Presente: {products}',
  'gift.unavailable':
    'Só uma assinatura pode ser enviada como presente. Adicione uma ao carrinho e depois volte aqui.',
  'gift.loading': 'Carregando as datas de início…',
  'gift.retry': 'Tentar novamente',
  'gift.dates': 'Quando o presente deve começar?',
  'gift.noDates': 'Nenhuma data de início disponível no momento.',
  'gift.dateRequired': 'Escolha uma data de início.',
  'gift.orders': 'Número de pedidos',
  'gift.ordersHint': 'Quantos pedidos o presente inclui.',
  'gift.ordersInvalid': 'Insira um número inteiro igual ou maior que 1.',
  'gift.message': 'Mensagem para o destinatário (opcional)',
  'gift.email': 'E-mail do destinatário (opcional)',
  'gift.emailInvalid': 'Insira um e-mail válido, como nome@exemplo.com.',
  'gift.save': 'Salvar dados do presente',
  'gift.back': 'Voltar ao carrinho',
};
