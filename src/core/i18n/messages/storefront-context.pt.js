// The storefront-context messages in Portuguese (the English: src/storefront/svc-context/messages.ts). Loaded only when Portuguese is in use.
export default {
  'storefront.missing.product': 'Este produto não está disponível.',
  'storefront.missing.bundle': 'Esta caixa não está disponível.',
  'storefront.failed': 'Não foi possível exibir este produto agora. Tente novamente mais tarde.',
  'storefront.quantity': 'Quantidade',
  'storefront.decrease': 'Um a menos',
  'storefront.increase': 'Um a mais',
  'storefront.add': 'Adicionar ao carrinho',
  'storefront.adding': 'Adicionando…',
  'storefront.added': 'Adicionado ✓',
  'storefront.soldOut': 'Esgotado — avise-me',
};
