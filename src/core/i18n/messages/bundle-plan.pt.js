// The bundle-plan messages in Portuguese (the English: src/views/svc-view-bundle-plan/messages.ts). Loaded only when Portuguese is in use.
export default {
  'bundle-plan.legend': 'Como você prefere?',
  'bundle-plan.required': 'Escolha como você prefere.',
  'bundle-plan.contents': 'Nesta caixa',
  'bundle-plan.item': '{name} × {count}',
  'bundle-plan.itemName': '{product} – {variant}',
  'bundle-plan.loading': 'Carregando…',
  'bundle-plan.loadError': 'Não foi possível carregar esta caixa.',
  'bundle-plan.retry': 'Tentar novamente',
  'bundle-plan.add': 'Adicionar ao carrinho',
  'bundle-plan.addPrice': 'Adicionar ao carrinho · {price}',
};
