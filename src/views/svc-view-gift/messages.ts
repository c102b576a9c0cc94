/**
 * The gift view's messages (`gift.*`), in English; each other language the widget ships has them
 * in `src/core/i18n/messages/gift.<lang>.js`.
 */
import { defineMessages } from '../../core/i18n/localize.js';

const en = {
  'gift.intro': 'Send your subscription as a gift: choose when it starts and how many orders it covers.',
  'gift.for': 'Gift: {products}',
  'gift.unavailable':
    'Only a subscription can be sent as a gift. Add one to your cart first, then come back here.',
  'gift.loading': 'Loading the start dates…',
  'gift.retry': 'Try again',
  'gift.dates': 'When should the gift start?',
  'gift.noDates': 'No start dates are available right now.',
  'gift.dateRequired': 'Please choose a start date.',
  'gift.orders': 'Number of orders',
  'gift.ordersHint': 'How many orders the gift covers.',
  'gift.ordersInvalid': 'Enter a whole number of at least 1.',
  'gift.message': 'Message for the recipient (optional)',
  'gift.email': 'Recipient’s email (optional)',
  'gift.emailInvalid': 'Enter a valid email address, such as name@example.com.',
  'gift.save': 'Save gift details',
  'gift.back': 'Back to cart',
} as const;

export type GiftMessageKey = keyof typeof en;

defineMessages('gift', en);
