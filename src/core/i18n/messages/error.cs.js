// The error messages in Czech (the English: src/elements/svc-cart-error/messages.ts). Loaded only when Czech is in use.
export default {
  'error.waiting': 'Čekání na připojení…',
};
