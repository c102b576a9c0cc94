// The subscription-replacement messages in Dutch (the English: src/views/svc-view-subscription-replacement/messages.ts). Loaded only when Dutch is in use.
export default {
  'subscription-replacement.intro':
    'Je winkelwagen bevat al een plan voor {product}. Wil je het vervangen door het nieuwe plan of je huidige plan houden?',
  'subscription-replacement.current': 'In je winkelwagen',
  'subscription-replacement.new': 'Nieuw plan',
  'subscription-replacement.quantity': 'Aantal: {count}',
  'subscription-replacement.replace': 'Vervangen',
  'subscription-replacement.keep': 'Huidig plan houden',
};
