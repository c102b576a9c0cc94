// The out-of-stock messages in Portuguese (the English: src/views/svc-view-out-of-stock/messages.ts). Loaded only when Portuguese is in use.
export default {
  'out-of-stock.soldOut': 'Esgotado',
  'out-of-stock.intro': 'Deixe seu e-mail e avisaremos assim que o produto voltar ao estoque.',
  'out-of-stock.email': 'E-mail',
  'out-of-stock.emailRequired': 'Insira seu e-mail.',
  'out-of-stock.emailInvalid': 'Insira um e-mail válido, como nome@exemplo.com.',
  'out-of-stock.quantity': 'Quantas unidades você quer?',
  'out-of-stock.quantityInvalid': 'Insira um número inteiro igual ou maior que 1.',
  'out-of-stock.notify': 'Avise-me',
  'out-of-stock.done': 'Obrigado. Enviaremos um e-mail para {email} assim que {product} voltar ao estoque.',
  'out-of-stock.back': 'Voltar ao carrinho',
};
