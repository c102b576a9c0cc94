// The error messages in Finnish (the English: src/elements/svc-cart-error/messages.ts). Loaded only when Finnish is in use.
export default {
  'error.waiting': 'Odotetaan yhteyttä…',
};
