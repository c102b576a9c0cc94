// The gateways messages in Portuguese (the English: src/ui/gateways/messages.ts). Loaded only when Portuguese is in use.
export default {
  'gateway.cardDetails': 'Dados do cartão',
  'gateway.cardNumber': 'Número do cartão',
  'gateway.expiry': 'Validade (MM/AA)',
  'gateway.cvc': 'Código de segurança (CVC)',
  'gateway.cardName': 'Nome no cartão (opcional)',
  'gateway.testCards':
    'Modo de teste: 4242 4242 4242 4242 paga, 4000 0027 6000 3184 pede 3-D Secure, 4000 0000 0000 0002 é recusado. Qualquer data futura e qualquer CVC.',
  'gateway.numberRequired': 'Insira o número do cartão.',
  'gateway.numberIncomplete': 'O número do cartão está incompleto.',
  'gateway.numberInvalid': 'Este número de cartão não é válido. Confira-o e tente novamente.',
  'gateway.expiryRequired': 'Insira a validade.',
  'gateway.expiryInvalid': 'Insira a validade no formato MM/AA, por exemplo 08/29.',
  'gateway.expiryPast': 'Este cartão está vencido. Use outro cartão.',
  'gateway.cvcRequired': 'Insira o código de segurança.',
  'gateway.cvcInvalid': 'O código de segurança tem 3 ou 4 dígitos.',
  'gateway.challengeTitle': 'Seu banco quer confirmar este pagamento',
  'gateway.challengeAmount': 'Confirme o pagamento de {amount} para continuar.',
  'gateway.challengeText': 'Confirme o pagamento para continuar.',
  'gateway.confirm': 'Confirmar',
  'gateway.fail': 'Recusar a verificação',
  'gateway.cancel': 'Cancelar',
  'gateway.providerTitle': 'Confirme o pagamento com {provider}',
  'error.verification_failed':
    'O banco não conseguiu verificar este pagamento. Escolha outra forma de pagamento ou tente novamente.',
  'error.verification_cancelled':
    'O pagamento não foi confirmado. Escolha outra forma de pagamento ou tente novamente.',
  'error.gateway_unavailable':
    'Não foi possível carregar o formulário de pagamento. Verifique sua conexão e tente novamente.',
  'error.gateway_not_supported': 'Esta forma de pagamento não pode ser usada aqui. Escolha outra.',
  'error.card_invalid': 'Confira os dados do cartão e tente novamente.',
  'error.card_declined': 'O cartão foi recusado. Escolha outra forma de pagamento.',
  'error.approval_pending': 'Conclua primeiro na janela do provedor.',
};
