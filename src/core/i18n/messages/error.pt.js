// The error messages in Portuguese (the English: src/elements/svc-cart-error/messages.ts). Loaded only when Portuguese is in use.
export default {
  'error.waiting': 'Aguardando a conexão…',
};
