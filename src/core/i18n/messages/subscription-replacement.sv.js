// The subscription-replacement messages in Swedish (the English: src/views/svc-view-subscription-replacement/messages.ts). Loaded only when Swedish is in use.
export default {
  'subscription-replacement.intro':
    'Din varukorg innehåller redan en plan för {product}. Vill du byta till den nya planen eller behålla den du har?',
  'subscription-replacement.current': 'I din varukorg',
  'subscription-replacement.new': 'Ny plan',
  'subscription-replacement.quantity': 'Antal: {count}',
  'subscription-replacement.replace': 'Byt ut',
  'subscription-replacement.keep': 'Behåll min nuvarande plan',
};
