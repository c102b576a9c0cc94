// The error messages in Italian (the English: src/elements/svc-cart-error/messages.ts). Loaded only when Italian is in use.
export default { 'error.waiting': 'In attesa della connessione…' };
