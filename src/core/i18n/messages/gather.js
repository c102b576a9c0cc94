// Gathers a language's messages files in the source, by name (written by scripts/messages.mjs;
// the build makes one file of each language instead). `<lang>.js` exports its result.
const FILES = [
  'bundle',
  'bundle-plan',
  'cart-operations',
  'checkout',
  'contact',
  'delivery',
  'error',
  'gateways',
  'gift',
  'offers',
  'out-of-stock',
  'payment',
  'portal',
  'portal-account',
  'portal-subscriptions',
  'pricing',
  'purchase',
  'receipt',
  'review',
  'start',
  'storefront-builder',
  'storefront-context',
  'storefront-list',
  'storefront-picker',
  'subscription-replacement',
  'survey',
  'survey-flow',
  'variant',
  'voucher',
];

export const gather = async (lang) =>
  Object.fromEntries(
    await Promise.all(FILES.map(async (name) => [name, (await import(`./${name}.${lang}.js`)).default])),
  );
