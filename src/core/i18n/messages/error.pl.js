// The error messages in Polish (the English: src/elements/svc-cart-error/messages.ts). Loaded only when Polish is in use.
export default { 'error.waiting': 'Oczekiwanie na połączenie…' };
