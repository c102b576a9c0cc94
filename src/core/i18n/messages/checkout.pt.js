// The checkout messages in Portuguese (the English: src/checkout/messages.ts). Loaded only when Portuguese is in use.
export default {
  'checkout.steps': 'Etapas da compra',
  'checkout.step.contact': 'Contato',
  'checkout.step.delivery': 'Entrega',
  'checkout.step.payment': 'Pagamento',
  'checkout.step.review': 'Revisão',
  'checkout.step.done': 'Obrigado',
  'checkout.stepDone': '{step} (etapa concluída)',
  'checkout.loadingStep': 'Carregando…',
  'checkout.backTo': 'Voltar para {step}',
  'checkout.orderSummary': 'Resumo do pedido',
};
