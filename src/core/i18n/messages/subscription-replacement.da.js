// The subscription-replacement messages in Danish (the English: src/views/svc-view-subscription-replacement/messages.ts). Loaded only when Danish is in use.
export default {
  'subscription-replacement.intro':
    'Din kurv indeholder allerede en plan for {product}. Vil du erstatte den med den nye plan eller beholde den, du har?',
  'subscription-replacement.current': 'I din kurv',
  'subscription-replacement.new': 'Ny plan',
  'subscription-replacement.quantity': 'Antal: {count}',
  'subscription-replacement.replace': 'Erstat',
  'subscription-replacement.keep': 'Behold min nuværende plan',
};
