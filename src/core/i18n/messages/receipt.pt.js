// The receipt messages in Portuguese (the English: src/checkout/svc-checkout-receipt/messages.ts). Loaded only when Portuguese is in use.
export default {
  'receipt.title': 'Obrigado pelo seu pedido!',
  'receipt.email': 'Uma confirmação foi enviada para {email}.',
  'receipt.details': 'Detalhes do pedido',
  'receipt.order': { one: 'Número do pedido', many: 'Números dos pedidos', other: 'Números dos pedidos' },
  'receipt.paid': 'Pago hoje',
  'receipt.items': 'Sua compra',
  'receipt.later': 'Cobrado depois',
  'receipt.laterNote': 'Sua assinatura é renovada automaticamente até que você a cancele.',
  'receipt.nextCharge': 'Próxima cobrança',
  'receipt.nextChargeOf': 'Próxima cobrança, {name}',
  'receipt.manage': {
    one: 'Gerir a sua assinatura',
    many: 'Gerir as suas assinaturas',
    other: 'Gerir as suas assinaturas',
  },
  'receipt.continue': 'Continuar comprando',
};
