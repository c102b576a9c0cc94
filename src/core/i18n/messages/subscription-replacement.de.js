// The subscription-replacement messages in German (the English: src/views/svc-view-subscription-replacement/messages.ts). Loaded only when German is in use.
export default {
  'subscription-replacement.intro':
    'Ihr Warenkorb enthält bereits ein Abo von {product}. Möchten Sie es durch das neue ersetzen oder Ihr bisheriges behalten?',
  'subscription-replacement.current': 'Im Warenkorb',
  'subscription-replacement.new': 'Neues Abo',
  'subscription-replacement.quantity': 'Menge: {count}',
  'subscription-replacement.replace': 'Ersetzen',
  'subscription-replacement.keep': 'Bisheriges Abo behalten',
};
