// The error messages in Swedish (the English: src/elements/svc-cart-error/messages.ts). Loaded only when Swedish is in use.
export default {
  'error.waiting': 'Väntar på anslutning…',
};
