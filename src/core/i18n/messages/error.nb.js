// The error messages in Norwegian Bokmål (the English: src/elements/svc-cart-error/messages.ts). Loaded only when Norwegian Bokmål is in use.
export default {
  'error.waiting': 'Venter på tilkobling…',
};
