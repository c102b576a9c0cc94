// The error messages in Spanish (the English: src/elements/svc-cart-error/messages.ts). Loaded only when Spanish is in use.
export default {
  'error.waiting': 'Esperando la conexión…',
};
