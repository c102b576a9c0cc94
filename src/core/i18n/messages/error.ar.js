// The error messages in Arabic (the English: src/elements/svc-cart-error/messages.ts). Loaded only when Arabic is in use.
export default {
  'error.waiting': 'في انتظار الاتصال…',
};
