// The error messages in Dutch (the English: src/elements/svc-cart-error/messages.ts). Loaded only when Dutch is in use.
export default { 'error.waiting': 'Wachten op verbinding…' };
