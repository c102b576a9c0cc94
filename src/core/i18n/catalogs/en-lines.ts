/**
 * English messages of a cart line's notes (`elements/svc-cart-line/line-notes.ts`): a
 * subscription's terms, a gift's start and deliveries, an add-on, a gift card's recipient, the
 * answers and a box's items. They load in the task after CART_READY and add these to the messages
 * (`../lines-messages.ts`); the start set does not carry them. Every other language carries them in
 * its start messages (`messages/start.<lang>.js`).
 */
export const enLines = {
  'line.addonOnce': 'Add-on, next delivery only',
  'line.addonForever': 'Add-on, every delivery',
  'line.gift': 'Gift card for {email}',
  'line.bundle': 'In this box',
  'line.trial': '{days}-day trial',
  'line.setupFee': 'Setup fee {fee} (first order only)',
  'line.commitment': { one: 'minimum {count} delivery', other: 'minimum {count} deliveries' },
  'line.chargesLimit': { one: 'ends after {count} delivery', other: 'ends after {count} deliveries' },
  'line.preOrder': 'Ships from {date}',
  'line.answersSummary': { one: 'Your answers: {count} question', other: 'Your answers: {count} questions' },
  'line.bundleItem': '{name} × {count}',
  'line.bundleCount': { one: '{count} item', other: '{count} items' },
  'line.giftStarts': 'Gift, starts {date}',
  'line.giftDeliveries': { one: 'Gift of {count} delivery', other: 'Gift of {count} deliveries' },
} as const;
