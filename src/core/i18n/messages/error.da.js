// The error messages in Danish (the English: src/elements/svc-cart-error/messages.ts). Loaded only when Danish is in use.
export default {
  'error.waiting': 'Venter på forbindelsen…',
};
