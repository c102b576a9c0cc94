/**
 * The out-of-stock view's messages (`out-of-stock.*`), in English; each other language the widget
 * ships has them in `src/core/i18n/messages/out-of-stock.<lang>.js`.
 */
import { defineMessages } from '../../core/i18n/localize.js';

const en = {
  'out-of-stock.soldOut': 'Sold out',
  'out-of-stock.intro': 'Leave your email and we will let you know as soon as it is back in stock.',
  'out-of-stock.email': 'Email',
  'out-of-stock.emailRequired': 'Enter your email address.',
  'out-of-stock.emailInvalid': 'Enter a valid email address, such as name@example.com.',
  'out-of-stock.quantity': 'How many would you like?',
  'out-of-stock.quantityInvalid': 'Enter a whole number of at least 1.',
  'out-of-stock.notify': 'Notify me',
  'out-of-stock.done': 'Thank you. We will email {email} as soon as {product} is back in stock.',
  'out-of-stock.back': 'Back to cart',
} as const;

export type OutOfStockMessageKey = keyof typeof en;

defineMessages('out-of-stock', en);
