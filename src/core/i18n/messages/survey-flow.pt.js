// The survey-flow messages in Portuguese (the English: src/views/svc-view-survey-flow/messages.ts). Loaded only when Portuguese is in use.
export default {
  'survey-flow.progress': 'Pergunta {current} de {total}',
  'survey-flow.back': 'Voltar',
  'survey-flow.next': 'Próxima',
  'survey-flow.add': 'Adicionar ao carrinho',
  'survey-flow.noProduct': 'Este questionário não leva a nenhum plano que possa ser adicionado ao carrinho.',
};
