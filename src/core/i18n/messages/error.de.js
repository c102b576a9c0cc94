// The error messages in German (the English: src/elements/svc-cart-error/messages.ts). Loaded only when German is in use.
export default { 'error.waiting': 'Warten auf die Verbindung…' };
