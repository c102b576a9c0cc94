// The subscription-replacement messages in Polish (the English: src/views/svc-view-subscription-replacement/messages.ts). Loaded only when Polish is in use.
export default {
  'subscription-replacement.intro':
    'Twój koszyk zawiera już plan produktu {product}. Zastąpić go nowym planem czy zachować obecny?',
  'subscription-replacement.current': 'W koszyku',
  'subscription-replacement.new': 'Nowy plan',
  'subscription-replacement.quantity': 'Ilość: {count}',
  'subscription-replacement.replace': 'Zastąp',
  'subscription-replacement.keep': 'Zachowaj obecny plan',
};
