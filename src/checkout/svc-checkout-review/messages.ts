/**
 * The review step's messages (`review.*`), in English; each other language the widget ships has
 * them in `src/core/i18n/messages/review.<lang>.js`.
 */
import { defineMessages } from '../../core/i18n/localize.js';

const en = {
  'review.title': 'Review and pay',
  'review.items': 'Your order',
  'review.choices': 'Your details',
  'review.contact': 'Contact',
  'review.delivery': 'Delivery',
  'review.pickup': 'Pick-up',
  'review.payment': 'Payment',
  'review.change': 'Change',
  'review.changeContact': 'Change contact',
  'review.changeDelivery': 'Change delivery',
  'review.changePayment': 'Change payment',
  'review.card': '{brand} ending in {last4}',
  'review.cardExpires': 'Expires {month}/{year}',
  'review.paymentMethod': 'Saved payment method',
  'review.shippingMethod': '{name}: {price}',
  'review.codes': 'Discount code and gift card',
  'review.pay': 'Pay {amount}',
  'review.tryAgain': 'Try again',
  'review.redirecting': 'Payment received. Taking you to your receipt…',
} as const;

export type ReviewMessageKey = keyof typeof en;

defineMessages('review', en);
