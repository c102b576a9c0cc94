// The error messages in Japanese (the English: src/elements/svc-cart-error/messages.ts). Loaded only when Japanese is in use.
export default {
  'error.waiting': '接続を待っています…',
};
