// The error messages in French (the English: src/elements/svc-cart-error/messages.ts). Loaded only when French is in use.
export default { 'error.waiting': 'En attente de la connexion…' };
