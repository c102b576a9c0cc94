// The subscription-replacement messages in Italian (the English: src/views/svc-view-subscription-replacement/messages.ts). Loaded only when Italian is in use.
export default {
  'subscription-replacement.intro':
    'Il tuo carrello contiene già un piano di {product}. Vuoi sostituirlo con il nuovo piano o tenere quello attuale?',
  'subscription-replacement.current': 'Nel tuo carrello',
  'subscription-replacement.new': 'Nuovo piano',
  'subscription-replacement.quantity': 'Quantità: {count}',
  'subscription-replacement.replace': 'Sostituisci',
  'subscription-replacement.keep': 'Mantieni il piano attuale',
};
