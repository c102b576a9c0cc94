// The voucher messages in Portuguese (the English: src/views/svc-view-voucher/messages.ts). Loaded only when Portuguese is in use.
export default {
  'voucher.amount': 'Valor',
  'voucher.amountRequired': 'Escolha um valor.',
  'voucher.delivery': 'Um cartão-presente, enviado ao destinatário por e-mail.',
  'voucher.expires': {
    one: 'Válido por {count} mês.',
    many: 'Válido por {count} de meses.',
    other: 'Válido por {count} meses.',
  },
  'voucher.email': 'E-mail do destinatário',
  'voucher.emailRequired': 'Insira o e-mail do destinatário.',
  'voucher.emailInvalid': 'Insira um e-mail válido, como nome@exemplo.com.',
  'voucher.name': 'Nome do destinatário (opcional)',
  'voucher.message': 'Mensagem (opcional)',
  'voucher.add': 'Adicionar ao carrinho',
  'voucher.addPrice': 'Adicionar ao carrinho · {price}',
};
