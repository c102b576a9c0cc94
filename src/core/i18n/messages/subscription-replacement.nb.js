// The subscription-replacement messages in Norwegian Bokmål (the English: src/views/svc-view-subscription-replacement/messages.ts). Loaded only when Norwegian Bokmål is in use.
export default {
  'subscription-replacement.intro':
    'Handlekurven din har allerede et abonnement på {product}. Vil du erstatte det med det nye, eller beholde det du har?',
  'subscription-replacement.current': 'I handlekurven',
  'subscription-replacement.new': 'Nytt abonnement',
  'subscription-replacement.quantity': 'Antall: {count}',
  'subscription-replacement.replace': 'Erstatt',
  'subscription-replacement.keep': 'Behold mitt nåværende abonnement',
};
