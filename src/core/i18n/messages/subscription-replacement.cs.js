// The subscription-replacement messages in Czech (the English: src/views/svc-view-subscription-replacement/messages.ts). Loaded only when Czech is in use.
export default {
  'subscription-replacement.intro':
    'V košíku už máte plán pro {product}. Chcete ho nahradit novým plánem, nebo si ponechat stávající?',
  'subscription-replacement.current': 'V košíku',
  'subscription-replacement.new': 'Nový plán',
  'subscription-replacement.quantity': 'Množství: {count}',
  'subscription-replacement.replace': 'Nahradit',
  'subscription-replacement.keep': 'Ponechat stávající plán',
};
