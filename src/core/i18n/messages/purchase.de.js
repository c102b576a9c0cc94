// The purchase messages in German (the English: src/controller/checkout/purchase.ts). Loaded only when German is in use.
export default {
  'purchase.outcomeUnknown':
    'Wir konnten den Shop nicht erreichen und wissen daher noch nicht, ob Ihre Zahlung durchging. Versuchen Sie es erneut: Sie zahlen nicht doppelt.',
};
