/**
 * The subscription replacement view's messages (`subscription-replacement.*`), in English; each
 * other language the widget ships has them in
 * `src/core/i18n/messages/subscription-replacement.<lang>.js`.
 */
import { defineMessages } from '../../core/i18n/localize.js';

const en = {
  'subscription-replacement.intro':
    'Your cart already holds a plan of {product}. Replace it with the new plan, or keep the one you have?',
  'subscription-replacement.current': 'In your cart',
  'subscription-replacement.new': 'New plan',
  'subscription-replacement.quantity': 'Quantity: {count}',
  'subscription-replacement.replace': 'Replace',
  'subscription-replacement.keep': 'Keep my current plan',
} as const;

export type SubscriptionReplacementMessageKey = keyof typeof en;

defineMessages('subscription-replacement', en);
