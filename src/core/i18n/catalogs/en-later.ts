/**
 * English messages of the elements that load after start (the floating button, the pickers, the
 * customization views, the checkout). Each of them imports `../later-messages.ts`, which adds them
 * to the English messages; every other language carries them in its start messages (`start.<lang>.js`).
 */
export const enLater = {
  'cart.button': { one: 'Cart, {count} item', other: 'Cart, {count} items' },
  'checkout.back': 'Back to cart',
  'checkout.confirmed': 'Order confirmed',
  'line.quantity': 'Quantity',
  'language.label': 'Language',
  'currency.label': 'Currency',
  'view.back': 'Back to cart',
  'view.pricing': 'Choose a plan',
  'view.variant': 'Choose an option',
  'view.survey': 'A few questions',
  'view.survey-flow': 'A few questions',
  'view.bundle': 'Build your box',
  'view.bundle-plan': 'Choose your box',
  'view.voucher': 'Gift card details',
  'view.subscription-replacement': 'Replace your subscription?',
  'view.out-of-stock': 'Out of stock',
  'view.gift': 'Send it as a gift',
} as const;
